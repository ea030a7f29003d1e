/**
 * Accessibility (issue 13): axe-core with its default rules (WCAG 2 A/AA and best practices, none turned off) finds
 * nothing on every page kind in light and dark mode, with the search modal open (empty, with history, with results,
 * without results) and on a live block whose editor is loaded (and shows an error).
 *
 * `HD_A11Y_ALL_ROUTES=1` also checks every other route of the build (a few minutes).
 */
import { describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { axeViolations } from './helpers/axe.js'
import { CLIENT_READY, stubThirdPartyResources } from './helpers/client-page.js'
import { playground, selectInEditor } from './helpers/live.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

/** One page per kind; `ready` is what shows the page is complete (beyond hydration and the network going idle). */
const PAGES: Array<{ path: string; ready?: string }> = [
  { path: '/' },
  // tabs, admonitions, code blocks and a live block (5.0)
  { path: '/docs/intro' },
  // live blocks with buttons and form fields, one page per version
  { path: '/docs/documentation/useHotkeys/disable-hotkeys' },
  // ten live blocks under headings of three levels
  { path: '/docs/documentation/useHotkeys/basic-usage' },
  { path: '/docs/4.x/documentation/useHotkeys/scoping-hotkeys' },
  { path: '/docs/3.x/api/use-hotkeys' },
  // a table
  { path: '/docs/3.x/documentation/advanced-usage' },
  { path: '/blog' },
  { path: '/blog/new-documentation' },
  { path: '/blog/tags' },
  { path: '/blog/tags/v-4' },
  { path: '/blog/archive' },
  { path: '/markdown-page' },
  { path: '/search?q=scope', ready: '.search-page__hit' },
  { path: '/no-such-page' },
]

/** The page the issue reported (live blocks, the search modal over a docs page). */
const LIVE_DOC = '/docs/4.x/documentation/useHotkeys/scoping-hotkeys'

const THEMES = ['light', 'dark'] as const

/** A context in the colour mode (stored before any script runs, as a returning reader's choice is). */
async function themedContext(
  browser: Browser,
  site: ServedSite,
  theme: (typeof THEMES)[number],
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
  await stubThirdPartyResources(context, site.url)
  context.setDefaultTimeout(15_000)
  return context
}

/** Loads the page and waits for it to be complete: hydrated, lazy parts loaded, every live preview running. */
async function load(page: Page, url: string, ready?: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector(CLIENT_READY, { state: 'attached' })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.live-preview')].every((p) => p.getAttribute('data-live-ready') === 'true'),
  )
  if (ready) await page.waitForSelector(ready)
}

/** Runs axe at each named state of the page; `found` keeps the violations of each state that had some. */
function violationLog(page: Page) {
  const found: Record<string, string[]> = {}
  return {
    found,
    async check(state: string) {
      const violations = await axeViolations(page)
      if (violations.length > 0) found[state] = violations
    },
  }
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator('[data-search-modal] input').fill(query)
  await page.locator('[data-search-modal][data-status="idle"]').waitFor()
}

/** recent or favorite searches as the modal stores them */
function storedHits(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `${prefix}${i}`,
    url: '/docs/4.x/intro',
    type: 'lvl1',
    content: null,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: `${prefix} ${i}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }))
}

const ALL_ROUTES = !!process.env.HD_A11Y_ALL_ROUTES

describe('accessibility (axe-core)', { timeout: ALL_ROUTES ? 900_000 : 180_000 }, () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  describe.each(THEMES)('%s mode: no violations', (theme) => {
    it('on every page kind', async () => {
      const context = await themedContext(browser, site, theme)
      const page = await context.newPage()
      const others = site.result.routes
        .map((r) => r.path)
        .filter((path) => !path.includes('*') && !PAGES.some((p) => p.path === path))
      const pages: typeof PAGES = ALL_ROUTES ? [...PAGES, ...others.map((path) => ({ path }))] : PAGES
      const { found, check } = violationLog(page)
      for (const { path, ready } of pages) {
        await load(page, site.url + path, ready)
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        await check(path)
      }
      await context.close()
      expect(found).toEqual({})
    })

    it('with the search modal open: empty, with history, with results and without', async () => {
      const context = await themedContext(browser, site, theme)
      const page = await context.newPage()
      const dialog = page.getByRole('dialog')
      const { found, check } = violationLog(page)

      await load(page, site.url + LIVE_DOC)
      await page.keyboard.press('Control+k')
      await dialog.waitFor()
      await page.getByText('No recent searches').waitFor()
      await check('empty')

      await searchFor(page, 'scope')
      await page.locator('[role="gridcell"][aria-selected]').first().waitFor()
      await check('results')

      await searchFor(page, 'qqzzxxj')
      await page.getByText('No results for').waitFor()
      await check('no results')

      await page.evaluate(
        ([recent, favorites]) => {
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(recent))
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', JSON.stringify(favorites))
        },
        [storedHits('recent', 2), storedHits('favorite', 2)],
      )
      await load(page, site.url + LIVE_DOC)
      await page.keyboard.press('Control+k')
      await dialog.getByRole('rowgroup', { name: 'Favorite' }).waitFor()
      await check('recent and favorite searches')

      await context.close()
      expect(found).toEqual({})
    })

    it('on a live block with its editor loaded, and showing an error', async () => {
      const context = await themedContext(browser, site, theme)
      const page = await context.newPage()
      const { found, check } = violationLog(page)
      await load(page, site.url + LIVE_DOC)
      const live = playground(page)
      await live.code.locator('pre').focus()
      await live.editorReady()
      await check('editor loaded')

      await selectInEditor(live.editor, 'useState(0)')
      await page.keyboard.type('useState(0')
      await live.result.locator('.live-preview__error').waitFor()
      await check('error box')

      await context.close()
      expect(found).toEqual({})
    })
  })
})
