import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildAndServeFixture, type ServedSite } from '../helpers/built-site.js'
import { markWindow, openClientPage, waitForPath, windowMarker } from './helpers/client-page.js'
import { withServedSite } from './helpers/served-site.js'

const selected = (scope: string) => `[data-tabs="${scope}"] [role="tab"][aria-selected="true"]`

describe('a site written against Docusaurus modules, in the browser', () => {
  let site: ServedSite
  let browser: Browser
  withServedSite((served) => ({ site, browser } = served), {
    serve: () => buildAndServeFixture('docusaurus-components', 'site.config.ts'),
    timeoutMs: 60_000,
  })

  it('hydrates a site component (@site/src/components) with its CSS module', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/')
    await page.click('button:text-is("Press")')
    await page.click('button:text-is("Press")')
    await page.waitForFunction(() => document.querySelector('[data-presses]')?.textContent === '2')
    // the CSS module's rule applies: the counter is a flex row
    expect(await page.$eval('[data-presses]', (el) => getComputedStyle(el.parentElement!).display)).toBe('flex')
    // the site's --ifm-color-primary recolours the Infima hero
    expect(await page.$eval('.hero--primary', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 122, 92)')
    // and its other --ifm-* variables the theme's parts (the footer here)
    expect(await page.$eval('footer', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 42, 34)')
    expect(problems).toEqual([])
    await close()
  })

  it('follows @docusaurus/Link in the page (client-side navigation)', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/')
    await markWindow(page)
    await page.click('a:text-is("Open the guide")')
    await waitForPath(page, '/docs/welcome')
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it("keeps a page's <Head> tags in the document's head after a client-side navigation, and takes them away after", async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/tabs')
    const headTags = () =>
      page.evaluate(() => ({
        ogImages: document.head.querySelectorAll('meta[property="og:image"]').length,
        scriptRuns: (window as unknown as { tabsHeadScriptRuns?: number }).tabsHeadScriptRuns ?? 0,
      }))
    // the first page: the server's tags, taken over by the hydrated page (the script ran once, when parsed)
    expect(await headTags()).toEqual({ ogImages: 1, scriptRuns: 1 })
    await markWindow(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/', textContent: 'Home' })
      document.body.append(link)
      link.click()
    })
    await waitForPath(page, '/')
    await expect.poll(headTags).toEqual({ ogImages: 0, scriptRuns: 1 })
    await page.click('a:text-is("Open the guide")')
    await waitForPath(page, '/docs/welcome')
    await page.goBack()
    await waitForPath(page, '/')
    await page.goBack()
    await waitForPath(page, '/tabs')
    // back on the page without a page load: its tags again, its script run again
    await expect.poll(headTags).toEqual({ ogImages: 1, scriptRuns: 2 })
    expect(await windowMarker(page)).toBe('still here')
    expect(problems).toEqual([])
    await close()
  })

  it('leaves a page rendering <Redirect> for its target, in place of it in the history', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/')
    await page.goto(`${site.url}/old-atlas`)
    await waitForPath(page, '/docs/welcome')
    await page.goBack()
    await waitForPath(page, '/')
    expect(problems).toEqual([])
    await close()
  })

  it('keeps Tabs of a group in step, in the query string and across page loads', async () => {
    const { page, problems, close } = await openClientPage(browser, site.url, '/tabs')
    expect(await page.textContent(selected('first'))).toBe('Windows')
    // the page's <Layout noFooter>: the site's footer is hidden here (and shown on the front page, above)
    expect(await page.$eval('footer', (el) => getComputedStyle(el).display)).toBe('none')
    await page.click('[data-tabs="first"] [role="tab"]:text-is("macOS")')
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'macOS', selected('second'))
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac')
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac')
    // a new page load: the stored choice (no query)
    await page.goto(`${site.url}/tabs`)
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'macOS', selected('second'))
    // the query wins over the stored choice
    await page.goto(`${site.url}/tabs?os=win`)
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'Windows', selected('first'))
    expect(problems).toEqual([])
    await close()
  })
})
