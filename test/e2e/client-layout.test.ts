import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { openClientPage, waitForPath } from './helpers/client-page.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
const navbarHidden = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'))

describe('page behaviours: navbar, mobile menu, keyboard mode, TOC', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served))

  it('hides the navbar on scroll down past its height and shows it on scroll up and near the top', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys')
    const scrollTo = async (y: number) => {
      await page.evaluate((y) => window.scrollTo(0, y), y)
      await page.waitForFunction((y) => window.scrollY === y, y)
      await nextFrames(page)
    }
    await scrollTo(40) // within its height: stays
    expect(await navbarHidden(page)).toBe(false)
    await scrollTo(1200)
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'))
    await scrollTo(900)
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'))
    await scrollTo(1500)
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'))
    // keyboard focus entering the navbar brings it back
    await page.focus('.navbar__brand')
    expect(await navbarHidden(page)).toBe(false)
    await scrollTo(2000)
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'))
    await scrollTo(10)
    expect(await navbarHidden(page)).toBe(false)
    expect(problems).toEqual([])
    await close()
  })

  it('opens the mobile menu, locks page scrolling, and closes on a desktop-sized viewport and on navigation', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/intro', {
      viewport: { width: 600, height: 800 },
    })
    await page.click('.navbar__toggle')
    await page.waitForSelector('.navbar-sidebar')
    expect(await page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('true')
    // the docs sidebar is the secondary menu, with a way back to the main menu
    expect(await page.isVisible('.navbar-sidebar >> text=← Back to main menu')).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.mouse.move(300, 600)
    await page.mouse.wheel(0, 800)
    await nextFrames(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.setViewportSize({ width: 1200, height: 800 })
    await page.waitForSelector('.navbar-sidebar', { state: 'detached' })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

    await page.setViewportSize({ width: 600, height: 800 })
    await page.click('.navbar__toggle')
    await page.click('.navbar-sidebar a[href="/docs/documentation/installation"]')
    await waitForPath(page, '/docs/documentation/installation')
    await page.waitForSelector('.navbar-sidebar', { state: 'detached' })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    // main menu: the version dropdown is labelled "Versions"
    await page.click('.navbar__toggle')
    await page.click('.navbar-sidebar >> text=← Back to main menu')
    expect(await page.isVisible('.navbar-sidebar button:text-is("Versions")')).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('turns on keyboard-navigation mode with Tab and off with a mouse click', async () => {
    const { page, close } = await openClientPage(browser, site.url, '/docs/intro')
    const keyboardMode = () => page.evaluate(() => document.documentElement.classList.contains('keyboard-nav'))
    expect(await keyboardMode()).toBe(false)
    await page.keyboard.press('Tab')
    expect(await keyboardMode()).toBe(true)
    await page.mouse.click(600, 400)
    expect(await keyboardMode()).toBe(false)
    await close()
  })

  it('shows focus rings in keyboard mode even when the page scripts never run', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(`${site.url}/docs/intro`, { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.documentElement.classList.contains('keyboard-nav'))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid')
    await context.close()
  })

  it('highlights the table-of-contents entry of the section being read', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys', {
      viewport: { width: 1400, height: 900 },
    })
    const active = () =>
      page.$$eval('.table-of-contents .table-of-contents__link--active', (links) =>
        links.map((l) => l.getAttribute('href')),
      )
    for (const id of ['options', 'return-value', 'arguments']) {
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id)
      await page.waitForFunction(
        (id) =>
          document.querySelector('.table-of-contents .table-of-contents__link--active')?.getAttribute('href') ===
          `#${id}`,
        id,
      )
      expect(await active()).toEqual([`#${id}`])
    }
    expect(await page.getAttribute('.table-of-contents a[href="#arguments"]', 'aria-current')).toBe('location')
    expect(problems).toEqual([])
    await close()
  })

  it("shows a heading's inline code in its table-of-contents entry, which still leads to the heading", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/docs/api/use-hotkeys', {
      viewport: { width: 1400, height: 900 },
    })
    const entry = '.doc-page__toc .table-of-contents a[href="#keys"]'
    expect(await page.$eval(entry, (link) => link.innerHTML)).toBe('<code>keys</code>')
    await page.click(entry)
    await page.waitForFunction(() => window.location.hash === '#keys')
    expect(await page.$eval('#keys', (heading) => Math.round(heading.getBoundingClientRect().top) < 200)).toBe(true)
    expect(problems).toEqual([])
    await close()
  })
})
