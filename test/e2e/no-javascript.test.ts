/**
 * The real site with JavaScript disabled (issue: "Pages must be usable and look finished with JavaScript
 * disabled"), on a desktop and a 600 px wide screen: the content reads, navbar and docs sidebar links navigate
 * (on small screens through the "Docs menu" disclosure), the skip link moves to the content, and controls that need
 * JavaScript are not shown.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

describe('without JavaScript', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  async function open(
    width: number,
    path: string,
    javaScriptEnabled = false,
  ): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } })
    // offline: third-party resources (fonts, avatars) answer empty
    const origin = new URL(site.url).origin
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, body: '' }),
    )
    const page = await context.newPage()
    await page.goto(site.url + path)
    return { page, close: () => context.close() }
  }

  const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible()

  it.each([1280, 600])('at %i px: the content reads and controls that need JavaScript are hidden', async (width) => {
    const { page, close } = await open(width, '/docs/intro')
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false)
    expect(await page.locator('main h1').textContent()).toBeTruthy()
    expect(await visible(page, 'main .markdown p')).toBe(true)
    for (const selector of [
      '.copy-button',
      '.color-mode-toggle',
      '.navbar__search-button',
      '.navbar__toggle',
      '.live-preview__reset',
    ]) {
      expect(await visible(page, selector), selector).toBe(false)
    }
    expect(await visible(page, '.navbar__search-link')).toBe(true)
    await close()
  })

  it('desktop: a navbar link and a docs sidebar link navigate', async () => {
    const { page, close } = await open(1280, '/docs/intro')
    await page.click('.navbar__desktop-items a.navbar__link:has-text("Blog")')
    await page.waitForURL(`${site.url}/blog`)
    expect(await page.locator('main h1, main h2').first().isVisible()).toBe(true)
    await page.goto(`${site.url}/docs/intro`)
    await page.click('.doc-sidebar a[href="/docs/documentation/installation"]')
    await page.waitForURL(`${site.url}/docs/documentation/installation`)
    expect(await page.locator('main h1').textContent()).toBe('Installation')
    expect(await visible(page, '.doc-menu-no-script')).toBe(false) // the sidebar column is there
    await close()
  })

  it('600 px: the docs sidebar is reachable through the "Docs menu" disclosure, and navbar links stay in the bar', async () => {
    const { page, close } = await open(600, '/docs/intro')
    expect(await visible(page, '.doc-sidebar')).toBe(false)
    const menu = page.locator('details.doc-menu-no-script')
    expect(await menu.isVisible()).toBe(true)
    expect(await page.locator('.doc-menu-no-script a[href="/docs/documentation/installation"]').isVisible()).toBe(false) // closed
    await page.click('.doc-menu-no-script summary:has-text("Docs menu")')
    await page.click('.doc-menu-no-script a[href="/docs/documentation/installation"]')
    await page.waitForURL(`${site.url}/docs/documentation/installation`)
    expect(await page.locator('main h1').textContent()).toBe('Installation')

    await page.click('.navbar__desktop-items a.navbar__link:has-text("Blog")')
    await page.waitForURL(`${site.url}/blog`)
    await close()
  })

  it.each([1280, 600])('at %i px: the skip link is the first stop and moves to the content', async (width) => {
    const { page, close } = await open(width, '/docs/intro')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
    expect(await visible(page, '.skip-link')).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${site.url}/docs/intro#__main`)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main')
    await close()
  })

  it('with JavaScript the no-script docs menu stays hidden on small screens (the mobile menu has the tree)', async () => {
    const { page, close } = await open(600, '/docs/intro', true)
    await page.waitForSelector('html[data-client-ready]', { state: 'attached' })
    expect(await visible(page, '.doc-menu-no-script')).toBe(false)
    expect(await visible(page, '.navbar__toggle')).toBe(true)
    await close()
  })
})
