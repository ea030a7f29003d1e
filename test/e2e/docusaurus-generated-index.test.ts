import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { openClientPage } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

// the versioned Docusaurus fixture: its Recipes category links to a generated index (a doc, a category, a link)
const DESKTOP = { viewport: { width: 1280, height: 800 } }

describe("a Docusaurus site's generated index page, in the browser", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-versioned', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it('shows its items as cards, two a row, bordered, and a card leads to its page', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/category/recipes', DESKTOP)
    const cards = page.locator('.generated-index-cards a.card')
    expect(await cards.allInnerTexts()).toEqual([
      '📄️ Dim the page\n\nPress a key to dim everything but the focused element.',
      '🗃️ Peeking\n\n1 item',
      '🔗 Recipe forum',
    ])
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!))
    // the first two side by side, the same width; the third below them
    expect(boxes[1].y).toBe(boxes[0].y)
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width)
    expect(boxes[1].width).toBe(boxes[0].width)
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y + boxes[0].height)
    const card = await cards.first().evaluate((a) => {
      const style = getComputedStyle(a)
      return { border: style.borderTopWidth, decoration: style.textDecorationLine }
    })
    expect(card).toEqual({ border: '1px', decoration: 'none' })

    await cards.nth(1).click()
    await page.waitForFunction(() => location.pathname === '/docs/next/recipes/peek/hold-to-peek')
    await page.locator('h1', { hasText: 'Hold to peek' }).waitFor()
    expect(problems).toEqual([])
    await close()
  })
})
