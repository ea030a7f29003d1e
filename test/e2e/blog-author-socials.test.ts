/**
 * Blog authors' social links as a reader sees them on a Docusaurus site (the docusaurus-versioned fixture: Mira's
 * socials in authors.yml, a guest's in the post, none for Ben): a row of 16px icons under the title, in light and
 * dark mode.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { openClientPage } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const DESKTOP = { viewport: { width: 1280, height: 800 } }

/** The boxes of the first author's title and social links, rounded to pixels. */
function firstAuthorBoxes(page: Page) {
  return page.$eval('.blog-author', (author) => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) }
    }
    return {
      title: box(author.querySelector('.blog-author__title')!),
      links: Array.from(author.querySelectorAll('.blog-author__social'), box),
      icons: Array.from(author.querySelectorAll('.blog-author__social svg'), box),
    }
  })
}

/** The contrast ratio (WCAG) of each social icon's colour on the page's background. */
function iconContrasts(page: Page) {
  return page.$$eval('.blog-author__social svg', (icons) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const background = (element: Element | null): string => {
      for (let e = element; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
      }
      return 'rgb(255, 255, 255)'
    }
    return icons.map((icon) => {
      const [a, b] = [luminance(getComputedStyle(icon).fill), luminance(background(icon))].sort((x, y) => y - x)
      return Math.round(((a + 0.05) / (b + 0.05)) * 10) / 10
    })
  })
}

describe("blog authors' social links in the browser", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-versioned', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it("shows the icons, 16px square, in one row under the author's title, each link to its profile", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/2026/03/01/lantern-2', DESKTOP)
    const { title, links, icons } = await firstAuthorBoxes(page)
    expect(links).toHaveLength(6)
    for (const box of [...links, ...icons]) expect([box.width, box.height]).toEqual([16, 16])
    // one row, below the title, in order left to right, about 0.4rem apart
    expect(new Set(links.map((box) => box.y)).size).toBe(1)
    expect(links[0].y).toBeGreaterThanOrEqual(title.y + title.height)
    expect(links[0].x).toBe(title.x)
    const steps = links.slice(1).map((box, i) => box.x - links[i].x)
    for (const step of steps) expect(step === 22 || step === 23, `${steps}`).toBe(true)
    for (const selector of ['a[title="GitHub"]', 'a[title="Stack Overflow"]']) {
      expect(await page.locator(`.blog-author >> nth=0 >> ${selector}`).isVisible(), selector).toBe(true)
    }
    const github = page.getByRole('link', { name: 'GitHub' })
    expect(await github.getAttribute('href')).toBe('https://github.com/mira-stone')
    expect(await github.getAttribute('target')).toBe('_blank')
    expect(await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/tove-lindqvist/',
    )
    expect(problems).toEqual([])
    await close()
  })

  it('keeps the icons visible in dark mode as in light mode', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/2026/03/01/lantern-2', DESKTOP)
    for (const theme of ['light', 'dark']) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), theme)
      await page.waitForFunction(() => document.getAnimations().length === 0)
      const contrasts = await iconContrasts(page)
      expect(contrasts, theme).toHaveLength(8)
      for (const contrast of contrasts) expect(contrast, theme).toBeGreaterThanOrEqual(3)
    }
    expect(problems).toEqual([])
    await close()
  })

  it("keeps an author's row without links, so that names beside an author with links stay in line", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/authors', DESKTOP)
    const rows = await page.$$eval('.blog-authors-index .blog-author__socials', (rows) =>
      rows.map((row) => Math.round(row.getBoundingClientRect().height)),
    )
    expect(rows).toEqual([16, 16])
    expect(problems).toEqual([])
    await close()
  })
})
