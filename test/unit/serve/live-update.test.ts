import { describe, expect, it } from 'vitest'
import type { Route } from '../../../src/routes/route.js'
import { liveUpdateFor } from '../../../src/serve/live-update.js'

const route = (path: string, kind = 'doc'): Route => ({
  path,
  data: { kind, path } as unknown as Route['data'],
  sourceFile: 'x.md',
  markdownLinks: [],
})
const routes = [route('/'), route('/docs/intro'), route('/docs/api'), route('/404', 'notFound')]
const before = new Set(routes.map((r) => r.path))

describe('liveUpdateFor', () => {
  it('nothing changed: nothing to do', () => {
    expect(liveUpdateFor([], routes, before, false)).toEqual({ kind: 'none' })
  })

  it('route data (with its HTML) changed: route-data for those routes, in route order', () => {
    const changed = [
      'docs/api.html',
      '__data/docs/api.json',
      '__data/docs/intro.json',
      'docs/intro.html',
      'sitemap.xml',
      'llms-full.txt',
    ]
    expect(liveUpdateFor(changed, routes, before, false)).toEqual({
      kind: 'route-data',
      paths: ['/docs/intro', '/docs/api'],
    })
  })

  it('only files no page shows changed: nothing to do', () => {
    expect(liveUpdateFor(['sitemap.xml', 'llms.txt'], routes, before, false)).toEqual({ kind: 'none' })
  })

  it('a page whose HTML changed but not its data (site-wide data): reload', () => {
    expect(liveUpdateFor(['docs/intro.html', '__data/docs/api.json', 'docs/api.html'], routes, before, false)).toEqual({
      kind: 'reload',
    })
    expect(liveUpdateFor(['404.html'], routes, before, false)).toEqual({ kind: 'reload' })
  })

  it('an asset changed, a route came or went, or there is no previous build: reload', () => {
    expect(liveUpdateFor(['assets/app.123.js'], routes, before, false)).toEqual({ kind: 'reload' })
    expect(liveUpdateFor(['__data/docs/api.json'], [...routes, route('/docs/new')], before, false)).toEqual({
      kind: 'reload',
    })
    expect(liveUpdateFor(['__data/docs/api.json'], routes.slice(1), before, false)).toEqual({ kind: 'reload' })
    expect(liveUpdateFor(['__data/docs/api.json'], routes, undefined, false)).toEqual({ kind: 'reload' })
  })

  it('knows the trailing-slash layout', () => {
    expect(liveUpdateFor(['docs/intro/index.html', '__data/docs/intro.json'], routes, before, true)).toEqual({
      kind: 'route-data',
      paths: ['/docs/intro'],
    })
  })
})
