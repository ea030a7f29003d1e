// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanUpLandingUrl } from '../../../src/client/landing-url.js'
import { RouteDataError, type RouteDataLoader } from '../../../src/client/route-data-loader.js'
import type { Router } from '../../../src/client/router.js'
import type { RouteData } from '../../../src/shared/types.js'
import { makeDoc, makeSite, routesByKind } from '../templates/fixtures.js'

const here = () => location.pathname + location.search + location.hash

/** Lands on `url`, with a loader that knows `routes` and a router that records what it is asked to show. */
function land(url: string, routes: RouteData[]) {
  history.replaceState({ kept: true }, '', url)
  const load = vi.fn(async (path: string) => {
    const route = routes.find((r) => r.path === path)
    if (!route) throw new RouteDataError(`Could not load the data of ${path}: HTTP 404`, path, 404)
    return route
  })
  const replace = vi.fn(async () => {})
  const loader = { load } as unknown as RouteDataLoader
  const router = vi.fn(async () => ({ replace }) as unknown as Router)
  return { load, replace, loader, router }
}

/** Lets the promises of a lookup settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => history.replaceState(null, '', '/'))

describe('cleanUpLandingUrl', () => {
  const intro = makeDoc({ path: '/docs/intro' })

  it("gives a route's page served at another form of its URL the clean URL, keeping query, fragment and state", () => {
    for (const [site, url, clean] of [
      [makeSite(), '/docs/intro.html?x=1#y', '/docs/intro?x=1#y'],
      [makeSite(), '/docs/intro/', '/docs/intro'],
      [makeSite({ baseUrl: '/sub/', trailingSlash: true }), '/sub/docs/intro/index.html', '/sub/docs/intro/'],
    ] as const) {
      const { load, router, loader } = land(url, [])
      cleanUpLandingUrl({ site, route: intro, loader, router })
      expect(here()).toBe(clean)
      expect(history.state).toEqual({ kept: true })
      expect(load).not.toHaveBeenCalled()
      expect(router).not.toHaveBeenCalled()
    }
  })

  it('leaves a clean URL alone, and a URL that names another route than the page shown', () => {
    for (const url of ['/docs/intro?x=1', '/docs/other.html']) {
      const { loader, router } = land(url, [])
      cleanUpLandingUrl({ site: makeSite(), route: intro, loader, router })
      expect(here()).toBe(url)
    }
  })

  it('on the not-found page, shows the route the URL names through the router, at its clean URL', async () => {
    const { load, replace, loader, router } = land('/docs/intro/index.html#usage', [intro])
    cleanUpLandingUrl({ site: makeSite(), route: routesByKind.notFound, loader, router })
    await settle()
    expect(load).toHaveBeenCalledWith('/docs/intro')
    expect(replace).toHaveBeenCalledWith('/docs/intro#usage')
  })

  it('keeps the not-found page for an unknown route, for the not-found route itself, and asks nothing for a clean URL', async () => {
    const notFound: RouteData = { ...routesByKind.notFound, path: '/404' }
    for (const url of ['/nope/', '/404.html', '/nope']) {
      const { load, replace, loader, router } = land(url, [notFound])
      cleanUpLandingUrl({ site: makeSite(), route: routesByKind.notFound, loader, router })
      await settle()
      expect(replace, url).not.toHaveBeenCalled()
      expect(here(), url).toBe(url)
      if (url === '/nope') expect(load).not.toHaveBeenCalled()
    }
  })
})
