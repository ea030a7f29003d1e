import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { openClientPage } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

// the versioned Docusaurus fixture: hand-written sidebars.js, categories folded by default
const DESKTOP = { viewport: { width: 1280, height: 800 } }
/** the docs sidebar (not the navbar's mobile copy) */
const sidebarLink = (page: Page, href: string) => page.locator(`aside a[href="${href}"]`).first()
/** the row of a category in the sidebar: its summary, holding its label (and link) and the caret */
const categoryRow = (page: Page, label: string) => page.locator('aside summary').filter({ hasText: label }).first()

describe("folding a Docusaurus site's sidebar categories, in the browser", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-versioned', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it('starts a collapsed category closed and an uncollapsed one open; a click on the row opens and closes it', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro', DESKTOP)
    // Guides says collapsed: false
    expect(await sidebarLink(page, '/docs/next/guides/more/chords').isVisible()).toBe(true)
    // Reference (shorthand) and Recipes are folded, as Docusaurus folds categories by default
    expect(await sidebarLink(page, '/docs/next/reference').isVisible()).toBe(false)
    expect(await sidebarLink(page, '/docs/next/recipes/dim-the-page').isVisible()).toBe(false)

    await categoryRow(page, 'Reference').click()
    await sidebarLink(page, '/docs/next/reference').waitFor({ state: 'visible' })
    await categoryRow(page, 'Reference').click()
    await sidebarLink(page, '/docs/next/reference').waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
    await close()
  })

  it("opens a linked category with its caret, without following the category's link", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/intro', DESKTOP)
    await categoryRow(page, 'Recipes').locator('.menu__caret').click()
    await sidebarLink(page, '/docs/next/recipes/dim-the-page').waitFor({ state: 'visible' })
    expect(new URL(page.url()).pathname).toBe('/docs/next/intro')
    expect(problems).toEqual([])
    await close()
  })

  it('starts the category holding the current doc open, the doc marked current', async () => {
    const { page, problems, close } = await openClientPage(
      browser,
      site.url,
      '/docs/next/recipes/dim-the-page',
      DESKTOP,
    )
    const current = sidebarLink(page, '/docs/next/recipes/dim-the-page')
    expect(await current.isVisible()).toBe(true)
    expect(await current.getAttribute('aria-current')).toBe('page')
    // the others keep their own state
    expect(await sidebarLink(page, '/docs/next/reference').isVisible()).toBe(false)
    expect(problems).toEqual([])
    await close()
  })

  it('opens the category of the doc reached by client-side navigation', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/reference', DESKTOP)
    expect(await sidebarLink(page, '/docs/next/recipes/dim-the-page').isVisible()).toBe(false)
    await page.click('a[rel="next"]')
    await page.waitForFunction(() => location.pathname === '/docs/next/category/recipes')
    await sidebarLink(page, '/docs/next/recipes/dim-the-page').waitFor({ state: 'visible' })
    expect(problems).toEqual([])
    await close()
  })
})
