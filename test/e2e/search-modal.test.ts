/**
 * The search modal in a real browser, on the embedded index of the real site (spec §2, §4, §5, §8, §9).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core'
import { collectConsoleProblems } from './helpers/browser.js'
import type { ServedSite } from '../helpers/built-site.js'
import { buildLocalIndex } from '../../src/search/build-local-index.js'
import { indexFileText } from '../helpers/index-file-text.js'
import type { SearchRecord } from '../../src/shared/search/search-types.js'
import { withServedSite } from './helpers/served-site.js'

let site: ServedSite
let browser: Browser
/** the embedded index's file for each docs version (its docusaurus_tag) */
let indexParts: Array<{ tag: string; url: string }>
/** the file a search from /docs/intro (the current version) loads */
let indexUrl: string

withServedSite((served) => ({ site, browser } = served))
beforeAll(async () => {
  const html = await (await fetch(`${site.url}/docs/intro`)).text()
  indexParts = JSON.parse(/<script id="__HD_SITE__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]).search
    .indexParts
  indexUrl = indexParts.find((p) => p.tag === 'docs-default-current')!.url
})

async function freshPage(
  path = '/docs/intro',
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } })
  const page = await context.newPage()
  const problems = collectConsoleProblems(page)
  await page.goto(`${site.url}${path}`)
  await page.waitForLoadState('networkidle')
  return { page, context, problems }
}

const dialog = (page: Page) => page.getByRole('dialog')
const input = (page: Page) => page.locator('[data-search-modal] input')
/** the result cells of the grid (the ones the arrow keys select; history rows also have a cell of buttons) */
const resultCells = (scope: Page | Locator) => scope.locator('[role="gridcell"][aria-selected]')

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k')
  await dialog(page).waitFor()
}

async function search(page: Page, query: string) {
  await input(page).fill(query)
  await page.locator('[data-search-modal][data-status="idle"]').waitFor()
}

describe('the search modal (embedded index)', () => {
  it('loads only the modal code on first open, and the index on the first search', async () => {
    const { page, context, problems } = await freshPage()
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click()
    await dialog(page).waitFor()
    expect(requests.some((p) => /open-search-modal\.[A-Z0-9]+\.js$/.test(p))).toBe(true)
    expect(requests).not.toContain(indexUrl)
    expect(requests.some((p) => p.includes('local-search-client'))).toBe(false)
    await search(page, 'scope')
    expect(requests).toContain(indexUrl)
    expect(requests.some((p) => p.includes('local-search-client'))).toBe(true)
    // only the file of the version being read
    expect(requests.filter((p) => p.startsWith('/__search/'))).toEqual([indexUrl])
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps what the reader types while the modal code is still loading', async () => {
    const { page, context } = await freshPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/open-search-modal.*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.keyboard.press('Control+k')
    await page.keyboard.type('scopx')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('e')
    release()
    await dialog(page).waitFor()
    expect(await input(page).inputValue()).toBe('scope')
    await page.keyboard.type('s')
    expect(await input(page).inputValue()).toBe('scopes')
    await context.close()
  })

  it('shows the error text and Retry when the modal code cannot be loaded; Retry loads it and the modal works', async () => {
    const { page, context } = await freshPage()
    await page.route('**/open-search-modal.*.js', (route) => route.abort('connectionrefused'))
    await page.keyboard.press('Control+k')
    const box = page.locator('[data-search-modal-loading]')
    await box.getByRole('alert').waitFor()
    expect(await box.locator('.loader__error').textContent()).toMatch(/dynamically imported module/)
    expect(await dialog(page).count()).toBe(0)
    await page.unroute('**/open-search-modal.*.js')
    await box.getByRole('button', { name: 'Retry' }).click()
    await dialog(page).waitFor()
    expect(await box.count()).toBe(0)
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true)
    await search(page, 'scope')
    expect(await resultCells(page).count()).toBeGreaterThan(0)
    await context.close()
  })

  it('closes the failed-to-load box with Escape; the next opening loads again', async () => {
    const { page, context } = await freshPage()
    await page.route('**/open-search-modal.*.js', (route) => route.abort('connectionrefused'))
    await page.keyboard.press('Control+k')
    const box = page.locator('[data-search-modal-loading]')
    await box.getByRole('alert').waitFor()
    await page.keyboard.press('Escape')
    await box.waitFor({ state: 'detached' })
    await page.unroute('**/open-search-modal.*.js')
    await page.keyboard.press('Control+k')
    await dialog(page).waitFor()
    await context.close()
  })

  it('is an accessible dialog with a "Search docs" combobox limited to 64 characters', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await expect(dialog(page).getAttribute('aria-modal')).resolves.toBe('true')
    // named by its label's text (the label itself may not carry aria-label)
    const box = page.getByRole('combobox', { name: 'Search docs' })
    await expect(box.getAttribute('placeholder')).resolves.toBe('Search docs')
    await expect(box.getAttribute('maxlength')).resolves.toBe('64')
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect(box.getAttribute('aria-haspopup')).resolves.toBe('grid')
    const results = await box.getAttribute('aria-controls')
    expect(await page.locator(`#${results}[role="grid"]`).count()).toBe(1)
    await page.keyboard.type('x'.repeat(70))
    expect((await box.inputValue()).length).toBe(64)
    await context.close()
  })

  it('opens on Ctrl+K, Cmd+K and "/" outside text fields; Ctrl+K closes it again', async () => {
    const { page, context } = await freshPage()
    await page.keyboard.press('Control+k')
    await dialog(page).waitFor()
    await page.keyboard.press('Control+k')
    await dialog(page).waitFor({ state: 'detached' })
    await page.keyboard.press('Meta+k')
    await dialog(page).waitFor()
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await page.keyboard.press('/')
    await dialog(page).waitFor()
    await page.keyboard.press('Escape')
    await page.evaluate(() => {
      const field = document.createElement('input')
      field.id = 'probe-field'
      document.querySelector('main')!.prepend(field)
    })
    await page.locator('#probe-field').focus()
    await page.keyboard.press('/')
    expect(await page.locator('#probe-field').inputValue()).toBe('/')
    expect(await dialog(page).count()).toBe(0)
    await context.close()
  })

  it('groups results by lvl0 with at most 5 per group, highlights matches and links each hit', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'hotkeys')
    const groups = page.locator('[data-search-modal] [role="rowgroup"]')
    expect(await groups.count()).toBeGreaterThan(1)
    for (const group of await groups.all()) {
      expect(await resultCells(group).count()).toBeLessThanOrEqual(5)
      expect((await group.locator('.hd-search__group-title').textContent())?.trim()).toBeTruthy()
    }
    expect(await page.locator('[data-search-modal] [role="gridcell"] mark').count()).toBeGreaterThan(0)
    for (const href of await page
      .locator('[data-search-modal] [role="gridcell"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(/^\/(docs|blog|markdown-page)?/)
    }
    await context.close()
  })

  it('also caps groups at 5 on screens up to 768 px wide', async () => {
    const { page, context } = await freshPage('/docs/intro', { viewport: { width: 600, height: 800 } })
    await page.keyboard.press('Control+k')
    await dialog(page).waitFor()
    await search(page, 'hotkeys')
    for (const group of await page.locator('[data-search-modal] [role="rowgroup"]').all())
      expect(await resultCells(group).count()).toBeLessThanOrEqual(5)
    await context.close()
  })

  it('moves with the arrow keys and opens the active hit with Enter', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'scoping hotkeys')
    const box = page.getByRole('combobox')
    const first = await box.getAttribute('aria-activedescendant')
    await expect(page.locator(`#${first}`).getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('ArrowDown')
    const second = await box.getAttribute('aria-activedescendant')
    expect(second).not.toBe(first)
    await page.keyboard.press('ArrowUp')
    expect(await box.getAttribute('aria-activedescendant')).toBe(first)
    const href = await page.locator(`#${first} a`).getAttribute('href')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname + url.hash === href)
    await context.close()
  })

  it('opens the active hit in a new tab with Ctrl+Enter and in a new window with Shift+Enter, keeping the modal', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'scoping hotkeys')
    const href = await page.locator('[role="gridcell"][aria-selected="true"] a').getAttribute('href')
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(href!.split('#')[0])
    expect(await dialog(page).count()).toBe(1)
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')])
    await win.waitForLoadState()
    expect(new URL(win.url()).pathname).toBe(href!.split('#')[0])
    expect(await dialog(page).count()).toBe(1)
    await context.close()
  })

  it('closes on Escape and returns focus; the next opening keeps the query, a second Escape clears it', async () => {
    const { page, context } = await freshPage()
    const button = page.locator('[data-search-button]').first()
    await button.click()
    await dialog(page).waitFor()
    await page.keyboard.type('provider')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await button.click()
    await dialog(page).waitFor()
    expect(await input(page).inputValue()).toBe('provider')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    await button.click()
    await dialog(page).waitFor()
    expect(await input(page).inputValue()).toBe('')
    await context.close()
  })

  it('traps focus inside the dialog', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'scope')
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    await context.close()
  })

  it('starts with the text selected on the page, cut to 64 characters', async () => {
    const { page, context } = await freshPage()
    await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!
      const range = document.createRange()
      range.selectNodeContents(h1)
      getSelection()!.removeAllRanges()
      getSelection()!.addRange(range)
    })
    await openWithShortcut(page)
    expect(await input(page).inputValue()).toBe('Quick Start')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.evaluate(() => {
      const p = document.createElement('p')
      p.id = 'long-text'
      p.textContent = 'word '.repeat(40)
      document.querySelector('main')!.append(p)
      const range = document.createRange()
      range.selectNodeContents(p)
      getSelection()!.removeAllRanges()
      getSelection()!.addRange(range)
    })
    await openWithShortcut(page)
    expect(await input(page).inputValue()).toBe('word '.repeat(40).trim().slice(0, 64))
    await context.close()
  })

  it('shows a visible stalled indicator while a search takes longer than 300 ms', async () => {
    const { page, context } = await freshPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${indexUrl}`, async (route: Route) => {
      await held
      await route.continue()
    })
    await openWithShortcut(page)
    await page.keyboard.type('scope')
    const stalled = page.locator('[data-search-stalled]')
    await stalled.waitFor({ state: 'visible' })
    expect(await stalled.textContent()).toContain('Searching')
    expect(await dialog(page).getAttribute('data-status')).toBe('stalled')
    release()
    await resultCells(page).first().waitFor()
    expect(await stalled.count()).toBe(0)
    await context.close()
  })

  it('shows a persistent "Unable to fetch results" when the index cannot be fetched', async () => {
    const { page, context, problems } = await freshPage()
    await page.route(`**${indexUrl}`, (route) => route.abort('connectionrefused'))
    await openWithShortcut(page)
    await page.keyboard.type('scope')
    const alert = dialog(page).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Unable to fetch resultsYou might want to check your network connection.')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await alert.isVisible()).toBe(true)
    expect(await dialog(page).textContent()).not.toContain('No results for')
    expect(problems.some((p) => p.includes('Search failed'))).toBe(true)
    await context.close()
  })

  it('says when nothing matches, suggests up to 3 queries and links "Let us know."', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'zzqqxxjj')
    const modal = dialog(page)
    await modal.getByText('No results for').waitFor()
    expect(await modal.locator('.hd-search__screen-title').textContent()).toBe('No results for "zzqqxxjj"')
    const suggestions = modal.locator('.hd-search__suggestion')
    await suggestions.first().waitFor()
    expect(await suggestions.count()).toBeGreaterThan(0)
    expect(await suggestions.count()).toBeLessThanOrEqual(3)
    expect(await modal.textContent()).toContain('Believe this query should return results? Let us know.')
    const link = modal.getByRole('link', { name: 'Let us know.' })
    expect(await link.getAttribute('href')).toBe(
      `https://github.com/JohannesKlauss/react-hotkeys-hook/issues/new?title=${encodeURIComponent('Search: no results for "zzqqxxjj"')}`,
    )
    const suggestion = (await suggestions.first().textContent())!
    await suggestions.first().click()
    expect(await input(page).inputValue()).toBe(suggestion)
    await resultCells(page).first().waitFor()
    await context.close()
  })

  it('links the search page with the total hit count in the footer', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    await search(page, 'scope')
    const footer = dialog(page).getByRole('link', { name: /^See all \d+ results$/ })
    const total = Number(/\d+/.exec((await footer.textContent())!)![0])
    expect(total).toBeGreaterThan(await resultCells(page).count())
    expect(await footer.getAttribute('href')).toBe('/search?q=scope')
    await context.close()
  })

  it('remembers opened hits as recent searches (without highlights), saves favorites and removes entries', async () => {
    const { page, context } = await freshPage()
    await openWithShortcut(page)
    expect(await dialog(page).textContent()).toContain('No recent searches')
    await search(page, 'scoping hotkeys')
    const title = (await page.locator('[role="gridcell"][aria-selected="true"] .hd-search__hit-title').textContent())!
    await page.keyboard.press('Enter')
    await page.waitForLoadState('networkidle')
    await openWithShortcut(page)
    const recent = dialog(page).getByRole('rowgroup', { name: 'Recent' })
    expect(await resultCells(recent).count()).toBe(1)
    expect(await recent.textContent()).toContain(title)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local')!))
    expect(stored).toHaveLength(1)
    expect(Object.keys(stored[0]).sort()).toEqual(['content', 'hierarchy', 'objectID', 'type', 'url'])
    await recent.getByRole('button', { name: 'Save this search' }).click()
    const favorite = dialog(page).getByRole('rowgroup', { name: 'Favorite' })
    expect(await resultCells(favorite).count()).toBe(1)
    expect(await dialog(page).getByRole('rowgroup', { name: 'Recent' }).count()).toBe(0)
    await favorite.getByRole('button', { name: 'Remove this search from favorites' }).click()
    expect(await dialog(page).textContent()).toContain('No recent searches')
    await context.close()
  })

  it('shows up to 7 recent searches, 4 when there are favorites', async () => {
    const { page, context } = await freshPage()
    const hits = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        objectID: `${prefix}${i}`,
        url: '/docs/intro',
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
    await page.evaluate(
      (recent) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(recent)),
      hits(9, 'r'),
    )
    await openWithShortcut(page)
    expect(await resultCells(dialog(page).getByRole('rowgroup', { name: 'Recent' })).count()).toBe(7)
    await page.keyboard.press('Escape')
    await page.evaluate(
      (favorites) => localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', JSON.stringify(favorites)),
      hits(12, 'f'),
    )
    await page.keyboard.press('Escape')
    await openWithShortcut(page)
    expect(await resultCells(dialog(page).getByRole('rowgroup', { name: 'Recent' })).count()).toBe(4)
    expect(await resultCells(dialog(page).getByRole('rowgroup', { name: 'Favorite' })).count()).toBe(10)
    await context.close()
  })

  it('searches the docs version being read, downloading only its index file', async () => {
    const { page, context } = await freshPage('/docs/4.x/intro')
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await openWithShortcut(page)
    await search(page, 'useHotkeys')
    expect(requests.filter((p) => p.startsWith('/__search/'))).toEqual([
      indexParts.find((p) => p.tag === 'docs-default-4.x')!.url,
    ])
    const hrefs = await page
      .locator('[data-search-modal] [role="gridcell"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.some((h) => h.startsWith('/docs/4.x/'))).toBe(true)
    expect(hrefs.filter((h) => h.startsWith('/docs/') && !h.startsWith('/docs/4.x/'))).toEqual([])
    await context.close()
  })

  it('never injects markup from a poisoned index', async () => {
    const { page, context } = await freshPage()
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'
    const poisoned: SearchRecord[] = [
      {
        objectID: 'poison',
        url: 'https://example.org/docs/intro',
        url_without_anchor: 'https://example.org/docs/intro',
        anchor: null,
        type: 'content',
        content: `poisoned ${payload} text`,
        hierarchy: {
          lvl0: `Section ${payload}`,
          lvl1: `Title ${payload}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        language: 'en',
        docusaurus_tag: 'default',
        weight: { pageRank: 0, level: 0, position: 0 },
      },
      {
        objectID: 'script-url',
        url: 'javascript:window.__xss=3',
        url_without_anchor: 'javascript:window.__xss=3',
        anchor: null,
        type: 'lvl1',
        content: null,
        hierarchy: {
          lvl0: 'Section',
          lvl1: 'poisoned link',
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        language: 'en',
        docusaurus_tag: 'default',
        weight: { pageRank: 0, level: 100, position: 1 },
      },
    ]
    const [json] = buildLocalIndex(poisoned).files.values()
    await page.route(`**${indexUrl}`, (route) =>
      route.fulfill({ body: indexFileText(json), contentType: 'application/json' }),
    )
    await openWithShortcut(page)
    await search(page, 'poisoned')
    const modal = dialog(page)
    expect(await modal.locator('img, script').count()).toBe(0)
    expect(await modal.textContent()).toContain(payload)
    expect(await resultCells(page).count()).toBe(1)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await context.close()
  })
})
