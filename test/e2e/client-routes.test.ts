import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { CLIENT_READY, markWindow, openClientPage, windowMarker } from './helpers/client-page.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

const UNKNOWN_PATH = '/this/page/does-not-exist'

describe('every route of the built site', () => {
  let site: ServedSite
  let browser: Browser
  /** route path → URL to visit (the not-found route is reached through an unknown path) */
  let visits: Array<{ path: string; url: string; notFound: boolean }>

  withServedSite(
    (served) => {
      ;({ site, browser } = served)
      visits = site.result.routes.map((route) => {
        const notFound = route.data.kind === 'notFound'
        return { path: route.path, url: notFound ? UNKNOWN_PATH : route.path, notFound }
      })
    },
    { timeoutMs: 120_000 },
  )

  it('hydrates every route with no console error or warning (no hydration mismatch)', {
    timeout: 300_000,
  }, async () => {
    expect(visits.length).toBeGreaterThan(50)
    const { page, problems, close } = await openClientPage(browser, site.url, '/')
    const titles = new Map<string, string>()
    for (const visit of visits) {
      const response = await page.goto(site.url + visit.url)
      expect(response?.status(), visit.url).toBe(visit.notFound ? 404 : 200)
      await page.waitForSelector(CLIENT_READY, { state: 'attached' })
      await page.waitForLoadState('networkidle')
      titles.set(visit.path, await page.title())
      // the unknown path's 404 answer is the one expected resource error
      const unexpected = problems.filter((p) => !(visit.notFound && p.includes('status of 404')))
      expect(unexpected, `console problems on ${visit.url}`).toEqual([])
      problems.length = 0
    }
    await close()

    // and every route renders through client-side navigation, with the title a full load gives it
    const client = await openClientPage(browser, site.url, '/docs/intro')
    await markWindow(client.page)
    await client.page.evaluate(() => {
      const link = document.createElement('a')
      link.id = 'hd-test-link'
      link.textContent = 'test link'
      document.body.prepend(link)
    })
    for (const visit of visits) {
      if (visit.notFound) continue
      await client.page.evaluate((href) => {
        const link = document.getElementById('hd-test-link') as HTMLAnchorElement
        link.href = href
        link.click()
      }, visit.url)
      await client.page.waitForFunction(([path, title]) => location.pathname === path && document.title === title, [
        visit.url,
        titles.get(visit.path)!,
      ] as const)
    }
    expect(await windowMarker(client.page)).toBe('still here')
    expect(client.problems).toEqual([])
    await client.close()
  })
})
