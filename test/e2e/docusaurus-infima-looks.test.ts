/**
 * What a Docusaurus site's visitor sees in Infima's look where the theme's own markup is shown (the Docusaurus site
 * stylesheet, templates/docusaurus-internal/docusaurus-site.css): the version badge, the table of contents, content
 * links and the blog's sidebar, as Docusaurus' build of the same folder shows them.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { openClientPage } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const DESKTOP = { viewport: { width: 1280, height: 800 } }
const style = (page: Page, selector: string, ...names: string[]) =>
  page.$eval(selector, (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)), names)

describe("the version badge of a versioned Docusaurus site, in Infima's look", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-versioned', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it('is a bold badge--secondary pill in the body font, light and dark alike', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/next/install', DESKTOP)
    const badge = ['background-color', 'color', 'font-weight', 'border-radius', 'font-family']
    const light = await style(page, '.doc-version-badge', ...badge)
    expect(light.slice(0, 4)).toEqual(['rgb(235, 237, 240)', 'rgb(0, 0, 0)', '700', '6.4px'])
    expect(light[4]).not.toMatch(/mono/i)
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    expect((await style(page, '.doc-version-badge', ...badge)).slice(0, 3)).toEqual([
      'rgb(235, 237, 240)',
      'rgb(0, 0, 0)',
      '700',
    ])
    expect(problems).toEqual([])
    await close()
  })

  it("shows an old version's banner as Infima's warning alert: its colours, links underlined in its text colour", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/1.0/intro', DESKTOP)
    const banner = () => style(page, '.version-banner', 'background-color', 'color')
    const mode = async (theme: string) => {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), theme)
      await page.waitForFunction(() => document.getAnimations().length === 0)
    }
    // the fixture opens in dark mode
    await mode('light')
    expect(await banner()).toEqual(['rgb(255, 248, 230)', 'rgb(77, 56, 0)'])
    expect(await style(page, '.version-banner a', 'color', 'text-decoration-line')).toEqual([
      'rgb(77, 56, 0)',
      'underline',
    ])
    await mode('dark')
    expect(await banner()).toEqual(['rgb(77, 56, 0)', 'rgb(255, 248, 230)'])
    expect(problems).toEqual([])
    await close()
  })
})

describe("a Docusaurus site's table of contents, content links and blog sidebar, in Infima's look", () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-swizzled', 'docusaurus.config.js'),
    timeoutMs: 60_000,
  })

  it('shows the table of contents without a title, its current entry not bold, content links not underlined', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', DESKTOP)
    expect(await style(page, '.doc-page__toc .table-of-contents__title', 'display')).toEqual(['none'])
    expect(await style(page, '.doc-page__toc .table-of-contents', 'font-size')).toEqual(['12.8px'])
    expect(await style(page, '.doc-article__title', 'font-size')).toEqual(['48px'])
    await page.goto(`${site.url}/`)
    expect(await style(page, '.markdown a[href="/docs/intro"]', 'text-decoration-line')).toEqual(['none'])
    expect(problems).toEqual([])
    await close()
  })

  it("paints a site that sets no --ifm-* colour with Infima's defaults: white, #1b1b1d in dark mode, system font, bold titles", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', DESKTOP)
    expect(await style(page, 'html', 'background-color')).toEqual(['rgb(255, 255, 255)'])
    expect(await style(page, 'body', 'background-color', 'color')).toEqual(['rgb(255, 255, 255)', 'rgb(28, 30, 33)'])
    expect(await style(page, '.navbar', 'background-color')).toEqual(['rgb(255, 255, 255)'])
    const [weight, family] = await style(page, '.doc-article__title', 'font-weight', 'font-family')
    expect(weight).toBe('700')
    expect(family).toMatch(/^system-ui/)
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    expect(await style(page, 'html', 'background-color')).toEqual(['rgb(27, 27, 29)'])
    expect(await style(page, 'body', 'background-color', 'color')).toEqual(['rgb(27, 27, 29)', 'rgb(227, 227, 227)'])
    expect(await style(page, '.navbar', 'background-color')).toEqual(['rgb(36, 37, 38)'])
    expect(problems).toEqual([])
    await close()
  })

  it("colours the sidebar, the table of contents and the breadcrumbs in Infima's greys, code blocks without a border, the search button as DocSearch's", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/storage', DESKTOP)
    const greys = async () => [
      ...(await style(page, '.doc-sidebar .menu__link:not(.menu__link--active)', 'color')),
      ...(await style(page, '.doc-page__toc .table-of-contents__link:not(.table-of-contents__link--active)', 'color')),
      ...(await style(page, '.breadcrumbs__item--active .breadcrumbs__link', 'background-color', 'font-size')),
    ]
    // emphasis-700, content-secondary, a 5% overlay at 0.8rem
    expect(await greys()).toEqual(['rgb(96, 103, 112)', 'rgb(82, 88, 96)', 'rgba(0, 0, 0, 0.05)', '12.8px'])
    expect(await style(page, '.code-block', 'border-top-width', 'border-radius')).toEqual(['0px', '6.4px'])
    // the search button in DocSearch's colours
    const search = () => style(page, '.navbar__search-button', 'background-color', 'border-top-color', 'color')
    expect(await search()).toEqual(['rgb(255, 255, 255)', 'rgb(214, 214, 231)', 'rgb(90, 94, 154)'])
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    // the links' colour transition finishes
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await greys()).toEqual(['rgb(218, 221, 225)', 'rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.05)', '12.8px'])
    expect(await search()).toEqual(['rgb(21, 23, 42)', 'rgb(33, 33, 57)', 'rgb(196, 199, 220)'])
    expect(problems).toEqual([])
    await close()
  })

  it("draws admonitions in Infima's default alert colours, background and text swapped in dark mode", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', DESKTOP)
    const tip = () => style(page, '.alert--success', 'background-color', 'color', 'border-left-color')
    expect(await tip()).toEqual(['rgb(230, 246, 230)', 'rgb(0, 49, 0)', 'rgb(0, 148, 0)'])
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await tip()).toEqual(['rgb(0, 49, 0)', 'rgb(230, 246, 230)', 'rgb(0, 148, 0)'])
    expect(problems).toEqual([])
    await close()
  })

  it("shows the blog's sidebar with Infima's titles: a bold 1.25rem title, the year as a heading, plain links", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/2026/02/01/first-light', DESKTOP)
    expect(await style(page, '.blog-sidebar__title', 'font-size', 'font-weight')).toEqual(['20px', '700'])
    expect(await style(page, '.blog-sidebar__year-title', 'font-size', 'text-transform')).toEqual(['20px', 'none'])
    expect(await style(page, '.blog-sidebar__link--active', 'font-weight', 'font-size')).toEqual(['400', '14.4px'])
    expect(await style(page, 'h1.blog-post__title', 'font-size')).toEqual(['48px'])
    // Infima's container: the sidebar is a quarter of it (less the gutters), not the page's edge
    const box = await page.$eval('.blog-sidebar', (element) => element.getBoundingClientRect().toJSON())
    expect(Math.round(box.x)).toBe(70)
    expect(problems).toEqual([])
    await close()
  })

  it('shows the blog list as posts only, their titles at 3rem in the link colour, tags as Infima tags', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog', DESKTOP)
    // the list's own title is there for screen readers, not shown
    expect(await page.$eval('.blog-page__main > h1', (h1) => Math.round(h1.getBoundingClientRect().width))).toBe(1)
    expect(await style(page, 'h2.blog-post__title', 'font-size')).toEqual(['48px'])
    const linkColor = await page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement('a'), { href: '#' }))
      return getComputedStyle(probe).color
    })
    expect(await style(page, 'h2.blog-post__title a', 'color')).toEqual([linkColor])
    const [family, radius, tagColor] = await style(page, '.tag-chip', 'font-family', 'border-radius', 'color')
    expect([family?.startsWith('system-ui'), radius, tagColor]).toEqual([true, '6.4px', linkColor])
    // tags and "Read more" 3rem below the post's text
    expect(await style(page, '.blog-post__footer', 'margin-top')).toEqual(['48px'])
    expect(problems).toEqual([])
    await close()
  })

  it("shows a post's authors side by side, names in the link colour, a long title cut to one line, and Docusaurus' reading time", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/blog/2026/02/01/first-light', DESKTOP)
    const boxes = await page.$$eval('.blog-authors > .blog-author', (authors) =>
      authors.map((author) => {
        const box = author.getBoundingClientRect()
        return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) }
      }),
    )
    expect(boxes).toHaveLength(2)
    expect(boxes[1].y).toBe(boxes[0].y)
    expect(boxes[1].x).toBe(boxes[0].x + boxes[0].width)
    const linkColor = await page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement('a'), { href: '#' }))
      return getComputedStyle(probe).color
    })
    expect(await page.$$eval('.blog-author__name', (names) => names.map((n) => n.textContent))).toEqual([
      'Ada Lamp',
      'Ben Wick',
    ])
    expect(await style(page, '.blog-author__name a', 'color')).toEqual([linkColor])
    // the title is one line
    const title = await page.$eval('.blog-author:nth-child(2) .blog-author__title', (t) => ({
      height: Math.round(t.getBoundingClientRect().height),
      cut: t.scrollWidth > t.clientWidth,
      overflow: getComputedStyle(t).textOverflow,
    }))
    expect(title).toEqual({ height: 16, cut: true, overflow: 'ellipsis' })
    expect(await page.$eval('.blog-post__meta', (meta) => meta.textContent)).toContain('One min read')
    expect(problems).toEqual([])
    await close()
  })
})
