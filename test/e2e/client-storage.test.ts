import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { markWindow, openClientPage, waitForPath } from './helpers/client-page.js'
import type { ServedSite } from '../helpers/built-site.js'
import { STORAGE_UNAVAILABLE_WARNING } from '../../src/client/storage.js'
import { withServedSite } from './helpers/served-site.js'

/** What privacy modes do: merely reading `window.localStorage` throws. */
const STORAGE_DISABLED = `Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('The operation is insecure.', 'SecurityError') },
})`

describe('browser storage unavailable', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('keeps the site working with a single console warning', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      init: STORAGE_DISABLED,
      colorScheme: 'light',
    })
    await markWindow(page)
    // colour mode still switches (for this page), the announcement still closes, navigation still works
    await page.waitForSelector('.navbar__color-mode:not([disabled])')
    await page.click('.navbar__color-mode')
    await page.click('.navbar__color-mode')
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark')
    await page.click('.announcement-bar__close')
    await page.waitForSelector('.announcement-bar', { state: 'detached' })
    await page.hover('.dropdown__toggle')
    await page.click('.dropdown__menu a:text-is("4.x")')
    await waitForPath(page, '/docs/4.x/intro')
    await page.click('.navbar__desktop-items a:text-is("Blog")')
    await waitForPath(page, '/blog')
    await page.waitForFunction(() => document.title.startsWith('Blog'))
    // search reads the preferred docs version and the recent searches, and writes them: still the one warning
    await page.keyboard.press('Control+k')
    await page.getByRole('dialog').waitFor()
    await page.getByText('No recent searches').waitFor()
    await page.locator('[data-search-modal] input').fill('hotkeys')
    await page.getByRole('gridcell').first().waitFor()
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click()
    // client-side, so this page's console is still the one being counted
    await page.waitForFunction(
      () => location.pathname === '/search' && new URLSearchParams(location.search).get('q') === 'hotkeys',
    )
    await page.locator('.search-page__hit').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { __hdMarker?: string }).__hdMarker)).toBe('still here')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`warning: ${STORAGE_UNAVAILABLE_WARNING}`)
    await close()
  })
})
