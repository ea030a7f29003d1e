import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { collectConsoleProblems } from './helpers/browser.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

describe('a visitor opens a doc page', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('shows the Quick Start page with navbar, sidebar, content and footer, without console errors', async () => {
    const page = await browser.newPage()
    const problems = collectConsoleProblems(page)
    const response = await page.goto(`${site.url}/docs/intro`)
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toBe('Quick Start | React Hotkeys Hook')
    expect(await page.locator('main h1').first().textContent()).toBe('Quick Start')
    expect(await page.locator('nav').first().textContent()).toContain('Documentation')
    expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1)
    expect(await page.getByRole('contentinfo').textContent()).toContain('isHotkeyPressed')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await page.close()
  })

  it('answers unknown paths with the not-found page and status 404', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${site.url}/no/such/page`)
    expect(response?.status()).toBe(404)
    expect(await page.textContent('body')).toContain('Page Not Found')
    await page.close()
  })
})
