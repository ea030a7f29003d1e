/** The authors pages of a Docusaurus site's blog, reached the way a reader does: by client-side navigation. */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

// the docusaurus-versioned fixture: its authors.yml gives Mira a page, not Ben
describe('blog authors pages in the browser', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-versioned', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it("goes from a post to its author's page and on to the authors list without a page load", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/2026/03/01/lantern-2')
    await markWindow(page)
    await page.click('.blog-author__name a:text-is("Mira Stone")')
    await waitForPath(page, '/blog/authors/mira')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Mira Stone')
    expect(await page.title()).toBe('Mira Stone - One post · Lantern')
    await page.click('a:text-is("View all authors")')
    await waitForPath(page, '/blog/authors')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Authors')
    expect(await page.$$eval('.blog-authors-index h2', (names) => names.map((n) => n.textContent))).toEqual([
      'Mira Stone',
      'Ben Okafor',
    ])
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('hydrates the authors list and an author page loaded directly, without a console problem', async () => {
    for (const path of ['/blog/authors', '/blog/authors/mira']) {
      const { page, problems, close } = await openClientPage(browser, site.url, path)
      expect(await page.textContent('main h1'), path).toBe(path === '/blog/authors' ? 'Authors' : 'Mira Stone')
      expect(problems, path).toEqual([])
      await close()
    }
  })
})
