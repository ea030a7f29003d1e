/**
 * A page whose route data is too long to inline (render/fetched-route-data.ts): its HTML holds no data, an inline
 * module fetches the route's data file before it imports the client entry, and the page hydrates and navigates like
 * any other. On a copy of the basic fixture site with a page of ~200 KB of Markdown (~2 MB of route data).
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { generateBigPage } from '../../bench/generate-big-page.js'
import { ROUTE_DATA_INLINE_MAX_CHARS } from '../../src/render/fetched-route-data.js'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

describe('a page whose route data is fetched, not inlined', { timeout: 90_000 }, () => {
  let fixture: Awaited<ReturnType<typeof copyFixtureSite>>
  let site: ServedSite
  let browser: Browser

  withServedSite((served) => ({ site, browser } = served), {
    serve: async () => {
      fixture = await copyFixtureSite('basic')
      const page = generateBigPage({ bytes: 200 * 1024 }).replace('# A big page', '# A long page')
      await fixture.write('content/docs/current/long-page.md', `---\ntitle: A long page\n---\n\n${page}`)
      return buildAndServe(fixture.file('site.config.ts'))
    },
    timeoutMs: 120_000,
  })
  afterAll(() => fixture?.remove())

  it('hydrates with the data file it fetched, and navigates on the client', async () => {
    const data = await (await fetch(`${site.url}/__data/docs/long-page.json`)).text()
    expect(data.length).toBeGreaterThan(ROUTE_DATA_INLINE_MAX_CHARS)
    const html = await (await fetch(`${site.url}/docs/long-page`)).text()
    // the page's HTML is shorter than its data: none of it is inlined
    expect(html.length).toBeLessThan(data.length)
    expect(html).toContain('<script id="__HD_DATA__" type="application/json"></script>')
    // its loader waits on promises: top-level await would leave the page static in a browser without it (Safari < 15)
    const loader = html.match(/<script type="module">(.*?)<\/script>/s)?.[1]
    expect(loader).toContain('/__data/docs/long-page.json')
    expect(loader).not.toMatch(/\bawait\b/)

    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/long-page')
    try {
      // hydrated (openClientPage waited for it) with the route's own data
      const inPage = await page.evaluate(() => document.getElementById('__HD_DATA__')!.textContent!)
      expect(JSON.parse(inPage)).toEqual({ route: JSON.parse(data) })
      expect(await page.textContent('main h1')).toBe('A long page')
      await markWindow(page)
      await page.click('.doc-sidebar a[href="/docs/intro"]')
      await waitForPath(page, '/docs/intro')
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'A long page')
      expect(await windowMarker(page)).toBe('still here')
      // and back, the long page's data loaded again by the router
      await page.goBack()
      await waitForPath(page, '/docs/long-page')
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'A long page')
      expect(await windowMarker(page)).toBe('still here')
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
