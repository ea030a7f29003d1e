import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectConsoleProblems } from './helpers/browser.js'
import { CLIENT_READY, openClientPage } from './helpers/client-page.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'))
const toggle = '.navbar__color-mode'
const choice = (page: Page) => page.getAttribute(toggle, 'data-color-mode-choice')

describe('colour mode, announcement bar and remembered docs version', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('renders the toggle disabled until hydrated, then cycles system → light → dark → system and persists across reloads', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text()
    expect(html).toMatch(/<button[^>]*class="color-mode-toggle navbar__color-mode"[^>]*disabled=""/)

    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', { colorScheme: 'light' })
    await page.waitForSelector(`${toggle}:not([disabled])`)
    expect(await choice(page)).toBe('system')
    expect(await theme(page)).toBe('light')
    await page.click(toggle)
    expect(await choice(page)).toBe('light')
    await page.click(toggle)
    expect(await choice(page)).toBe('dark')
    expect(await theme(page)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    expect(await theme(page)).toBe('dark')
    await page.waitForFunction(
      () => document.querySelector('.navbar__color-mode')?.getAttribute('data-color-mode-choice') === 'dark',
    )

    await page.click(toggle)
    expect(await choice(page)).toBe('system')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
    expect(await theme(page)).toBe('light') // the system prefers light
    expect(problems).toEqual([])
    await close()
  })

  it('switches the code block palette with the theme', async () => {
    const { page, close } = await openClientPage(browser, site.url, '/docs/intro', { colorScheme: 'light' })
    const keywordColor = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('pre .token.keyword')!).color)
    const light = await keywordColor()
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    expect(await theme(page)).toBe('dark')
    expect(await keywordColor()).not.toBe(light)
    await close()
  })

  it('follows a change made in another tab', async () => {
    const context = await browser.newContext({ colorScheme: 'light' })
    const [a, b] = [await context.newPage(), await context.newPage()]
    const problems = [...collectConsoleProblems(a), ...collectConsoleProblems(b)]
    for (const page of [a, b]) {
      await page.goto(`${site.url}/docs/intro`)
      await page.waitForSelector(CLIENT_READY, { state: 'attached' })
      await page.waitForSelector(`${toggle}:not([disabled])`)
    }
    await a.click(toggle) // system → light
    await a.click(toggle) // light → dark
    await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark')
    await b.waitForFunction(
      () => document.querySelector('.navbar__color-mode')?.getAttribute('data-color-mode-choice') === 'dark',
    )
    await b.click(toggle) // dark → system (light here)
    await a.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light')
    expect(await choice(a)).toBe('system')
    expect(problems).toEqual([])
    await context.close()
  })

  it('applies a stored dark theme before any script module runs (no flash)', async () => {
    const context = await browser.newContext({ colorScheme: 'light' })
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark')
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { __themeAtDomContentLoaded: string | null }).__themeAtDomContentLoaded =
          document.documentElement.getAttribute('data-theme')
      })
    })
    const page = await context.newPage()
    // no module script may run at all: whatever the page shows comes from the inline head script
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(`${site.url}/docs/intro`)
    expect(
      await page.evaluate(
        () => (window as unknown as { __themeAtDomContentLoaded: string | null }).__themeAtDomContentLoaded,
      ),
    ).toBe('dark')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)')
    expect(await page.$(CLIENT_READY)).toBeNull()
    await context.close()
  })

  it('remembers a dismissed announcement by id, hides it before the first paint, and shows a new one', async () => {
    const bar = '.announcement-bar'
    const { page, context, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    expect(await page.isVisible(bar)).toBe(true)
    await page.click('.announcement-bar__close')
    await page.waitForSelector(bar, { state: 'detached' })
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.id'),
        localStorage.getItem('docusaurus.announcement.dismiss'),
      ]),
    ).toEqual(['docs-5-0', 'true'])

    // a new page load: the head script hides the bar before any module runs
    const noScripts = await context.newPage()
    await noScripts.route('**/assets/**/*.js', (route) => route.abort())
    await noScripts.goto(`${site.url}/blog`)
    expect(await noScripts.getAttribute('html', 'data-announcement-bar-initially-dismissed')).toBe('true')
    expect(await noScripts.isHidden(bar)).toBe(true)
    await noScripts.close()

    // with scripts, it stays gone
    await page.goto(`${site.url}/blog`)
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    await page.waitForSelector(bar, { state: 'detached' })

    // an announcement with another id was dismissed before: this one shows again
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'))
    await page.reload()
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    expect(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed')).toBeNull()
    expect(await page.isVisible(bar)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false')
    expect(problems).toEqual([])
    await close()
  })

  it('opens at the top with a new announcement for a reader who left the page at its top; a reader further down keeps the place', async () => {
    const bar = '.announcement-bar'
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys')
    /** a reload, until the browser restored the scroll position (it does so as the load completes) */
    const reload = async () => {
      await page.reload()
      await page.waitForSelector(CLIENT_READY, { state: 'attached' })
      await page.waitForLoadState('load')
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    }
    /** what a returning reader sees when the site has a new announcement (the one they dismissed had another id) */
    const newAnnouncement = () =>
      page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'))

    await page.click('.announcement-bar__close')
    await page.waitForSelector(bar, { state: 'detached' })
    await reload()
    expect(await page.evaluate(() => scrollY)).toBe(0)
    await newAnnouncement()
    await reload()
    expect(await page.isVisible(bar)).toBe(true)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect((await page.locator(bar).boundingBox())?.y).toBe(0)

    // further down: the page comes back with the text the reader was reading where it was (the bar above, out of view)
    await page.click('.announcement-bar__close')
    await page.waitForSelector(bar, { state: 'detached' })
    const heading = page.locator('main h2').nth(2)
    await heading.evaluate((h) => window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 100))
    await page.waitForFunction(() => window.scrollY > 0)
    const readingAt = async () => (await heading.boundingBox())!.y
    const before = await readingAt()
    await reload()
    await newAnnouncement()
    await reload()
    expect(await page.locator(bar).count()).toBe(1)
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
    // the browser rounds the restored position to whole pixels
    expect(Math.abs((await readingAt()) - before)).toBeLessThanOrEqual(1)
    expect(problems).toEqual([])
    await close()
  })

  it('remembers the docs version chosen in the dropdown; the Documentation link follows it', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro')
    const docsLink = () => page.getAttribute('.navbar__desktop-items a.navbar__link:text-is("Documentation")', 'href')
    expect(await docsLink()).toBe('/docs/intro')
    await page.hover('.dropdown__toggle')
    await page.click('.dropdown__menu a:text-is("4.x")')
    await page.waitForFunction(() => location.pathname === '/docs/4.x/intro')
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('4.x')

    await page.click('.navbar__desktop-items a:text-is("Blog")')
    await page.waitForFunction(() => location.pathname === '/blog')
    await page.waitForFunction(
      () => document.querySelector('.navbar__desktop-items a.navbar__link')?.getAttribute('href') === '/docs/4.x/intro',
    )
    expect(await page.textContent('.dropdown__toggle')).toBe('4.x')

    // a fresh page load: the server markup says the latest version, the client switches after hydration
    await page.reload()
    await page.waitForSelector(CLIENT_READY, { state: 'attached' })
    await page.waitForFunction(
      () => document.querySelector('.navbar__desktop-items a.navbar__link')?.getAttribute('href') === '/docs/4.x/intro',
    )
    expect(await docsLink()).toBe('/docs/4.x/intro')
    expect(problems).toEqual([])
    await close()
  })
})
