import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { docTagRoutes } from '../../../src/routes/doc-tag-routes.js'
import { buildRouteTable } from '../../../src/routes/build-route-table.js'
import { build } from '../../../src/build.js'
import type { Route } from '../../../src/routes/route.js'
import type { MarkdownPageRouteData } from '../../../src/shared/types.js'
import { makeConfig, makeContent, makeDoc, makeVersion } from '../pipeline-factories.js'
import { cleanUpFixtureSites, fixtureSite, md } from '../content/content-site.js'

cleanUpFixtureSites()

const tag = (label: string, base = '/docs') => ({ label, permalink: `${base}/tags/${label.toLowerCase()}` })

function page(routes: Route[], path: string): { route: Route; data: MarkdownPageRouteData; html: string } {
  const route = routes.find((r) => r.path === path)
  if (!route) throw new Error(`no route ${path} in ${routes.map((r) => r.path).join(', ')}`)
  const data = route.data as MarkdownPageRouteData
  return { route, data, html: toHtml(data.content) }
}
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])

describe('docTagRoutes', () => {
  const docs = [
    makeDoc('intro', { title: 'Introduction', description: 'Start here.', tags: [tag('v4'), tag('Basics')] }),
    makeDoc('api', { title: 'API', tags: [tag('v4')] }),
    makeDoc('secret', { title: 'Secret', unlisted: true, tags: [tag('v4'), tag('Hidden')] }),
    makeDoc('plain', { title: 'Plain' }),
  ]
  const routes = docTagRoutes([makeVersion(docs, {})], 'site.config.ts')

  it('makes a tag list and one page per tag under the version', () => {
    expect(routes.map((r) => r.path)).toEqual(['/docs/tags', '/docs/tags/basics', '/docs/tags/hidden', '/docs/tags/v4'])
    for (const r of routes) {
      expect(r.data).toMatchObject({
        kind: 'markdownPage',
        path: r.path,
        docsearchTag: 'docs-default-current',
        toc: [],
      })
      expect(r.sourceFile).toBe('site.config.ts')
    }
  })

  it('a tag page lists its listed docs in version order, linked', () => {
    const { data, html } = page(routes, '/docs/tags/v4')
    expect(data.title).toBe('2 docs tagged with "v4"')
    expect(hrefs(html)).toEqual(['/docs/intro', '/docs/api'])
    expect(html).toContain('Introduction</a> — Start here.')
    expect(page(routes, '/docs/tags/basics').data.title).toBe('One doc tagged with "Basics"')
  })

  it('the tag list links every tag that has listed docs, with counts', () => {
    const { html } = page(routes, '/docs/tags')
    expect(hrefs(html)).toEqual(['/docs/tags/basics', '/docs/tags/v4'])
    expect(html).toContain('v4</a> (2)')
  })

  it('a tag only unlisted docs carry has an unlisted, noindex page (its chips still lead somewhere)', () => {
    const { route, data, html } = page(routes, '/docs/tags/hidden')
    expect(route.unlisted).toBe(true)
    expect(data.noIndex).toBe(true)
    expect(hrefs(html)).toEqual([])
    expect(page(routes, '/docs/tags/v4').route.unlisted).toBeUndefined()
  })

  it('each version has its own tag pages; a version without tags has none', () => {
    const old = makeVersion(
      [makeDoc('intro', { version: '1.x', permalink: '/docs/1.x/intro', tags: [tag('v4', '/docs/1.x')] })],
      {},
      { name: '1.x', path: '/docs/1.x', docsearchTag: 'docs-default-1.x' },
    )
    const none = makeVersion(
      [makeDoc('intro', { version: '0.x', permalink: '/docs/0.x/intro' })],
      {},
      { name: '0.x', path: '/docs/0.x' },
    )
    const all = docTagRoutes([old, none], 'site.config.ts')
    expect(all.map((r) => [r.path, r.data.docsearchTag])).toEqual([
      ['/docs/1.x/tags', 'docs-default-1.x'],
      ['/docs/1.x/tags/v4', 'docs-default-1.x'],
    ])
  })

  it('are part of the route table', () => {
    const { routes: table } = buildRouteTable(makeConfig(), makeContent({ versions: [makeVersion(docs, {})] }))
    expect(table.map((r) => r.path)).toEqual(expect.arrayContaining(['/docs/tags', '/docs/tags/v4']))
  })
})

describe('a site whose docs have tags', () => {
  it('builds: the tag chips link to existing pages', async () => {
    const site = await fixtureSite({
      'content/docs/current/api.md': md('title: API Reference\nsidebar_position: 3\ntags: [v4, Getting Started]'),
    })
    const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
    expect(result.links.brokenLinks).toEqual([])
    expect(result.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/docs/tags', '/docs/tags/v-4', '/docs/tags/getting-started']),
    )
    expect(site.exists('build/docs/tags/v-4.html')).toBe(true)
    expect(await site.read('build/docs/tags/v-4.html')).toContain('href="/docs/api"')
  })
})
