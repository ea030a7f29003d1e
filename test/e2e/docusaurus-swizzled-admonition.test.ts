/**
 * A Docusaurus site's own src/theme/Admonition renders its Markdown admonitions in the browser too: the component
 * hydrates on the doc's first load and after a client-side navigation, from an .md doc as from an .mdx one.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

describe("a Docusaurus site's own Admonition, in the browser", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-swizzled', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it("hydrates the site's component around a :::tip of an .md doc, and again after a client-side navigation", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const tipButton = '[data-lantern-admonition="tip"] .lantern-seen'
    await page.click(tipButton)
    await page.click(tipButton)
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Seen 2', tipButton)
    // the styled title is the theme's heading, inside the site's frame
    expect(await page.$eval('[data-lantern-admonition="tip"] .admonitionHeading_hd', (el) => el.textContent)).toBe(
      'Keep spare glass',
    )
    await markWindow(page)
    await page.click('nav a:text-is("Choosing an oil")')
    await waitForPath(page, '/docs/oils')
    expect(await windowMarker(page)).toBe('still here')
    const dangerButton = '[data-lantern-admonition="danger"] .lantern-seen'
    await page.click(dangerButton)
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Seen 1', dangerButton)
    expect(problems).toEqual([])
    await close()
  })

  it('hydrates a page reading useDocusaurusContext().globalData, reached by a client-side navigation too', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/ledger')
    expect(await page.textContent('.ledger [data-version="current"]')).toBe('intro oils storage wicks')
    await markWindow(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/about', textContent: 'About' })
      document.body.append(link)
      link.click()
    })
    await waitForPath(page, '/about')
    await page.goBack()
    await waitForPath(page, '/ledger')
    await page.waitForSelector('.ledger [data-version="current"]')
    expect(await page.textContent('.ledger [data-version="current"]')).toBe('intro oils storage wicks')
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })
})
