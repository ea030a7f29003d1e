/**
 * A site under a base URL with trailing slashes (`baseUrl: '/sub/'`, `trailingSlash: true`, as a GitHub Pages
 * project site), served under /sub/: the page hydrates, client-side navigation and prefetching fetch the route
 * data under /sub/, the URLs keep the base and the slash, back/forward work, and nothing fails to load.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { fixtureWithUrlRules } from '../helpers/url-rules-site.js'
import { withServedSite } from './helpers/served-site.js'

describe("client-side navigation under baseUrl '/sub/' with trailing slashes", () => {
  let fixture: Awaited<ReturnType<typeof fixtureWithUrlRules>>
  let site: ServedSite
  let browser: Browser

  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await fixtureWithUrlRules("baseUrl: '/sub/',\n  trailingSlash: true,")
      return buildAndServe(fixture.file('site.config.ts'))
    },
  })
  afterAll(() => fixture?.remove())

  it('navigates in the page, loading route data and chunks under /sub/', async () => {
    const requests: string[] = []
    const failed: string[] = []
    const { page, problems, close } = await openClientPage(browser, site.url, '/sub/docs/intro/', {
      beforeGoto: async (page) => {
        page.on('request', (r) => requests.push(new URL(r.url()).pathname))
        page.on('response', (r) => {
          if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
        })
      },
    })
    await markWindow(page)

    // the docs sidebar
    await page.click('.doc-sidebar a[href="/sub/docs/guides/first-guide/"]')
    await waitForPath(page, '/sub/docs/guides/first-guide/')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'First guide')
    expect(await windowMarker(page)).toBe('still here')
    expect(requests).toContain('/sub/__data/docs/guides/first-guide.json')
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      'https://example.test/sub/docs/guides/first-guide/',
    )

    // the navbar: the blog, then the React home page (its own chunk, under /sub/assets/)
    await page.click('.navbar__desktop-items a[href="/sub/blog/"]')
    await waitForPath(page, '/sub/blog/')
    await page.click('a.navbar__brand')
    await waitForPath(page, '/sub/')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Fixture home')
    expect(await windowMarker(page)).toBe('still here')

    // a link on the React page, then back and forward
    await page.click('a[href="/sub/docs/intro/"]')
    await waitForPath(page, '/sub/docs/intro/')
    await page.goBack()
    await waitForPath(page, '/sub/')
    await page.goForward()
    await waitForPath(page, '/sub/docs/intro/')
    expect(await windowMarker(page)).toBe('still here')

    // hovering a link prefetches its data under /sub/
    await page.hover('.doc-sidebar a[href="/sub/docs/api/"]')
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/sub/__data/docs/api.json')),
    )

    expect(requests.filter((p) => p.startsWith('/__data') || p.startsWith('/assets'))).toEqual([])
    expect(failed).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})
