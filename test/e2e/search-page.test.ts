/**
 * The search page (`/search?q=`) in a real browser, on the embedded index of the real site.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectConsoleProblems } from './helpers/browser.js'
import type { ServedSite } from '../helpers/built-site.js'
import { withServedSite } from './helpers/served-site.js'

let site: ServedSite
let browser: Browser
withServedSite((served) => ({ site, browser } = served))

const input = (page: Page) => page.locator('#search-page-input')
const hits = (page: Page) => page.locator('.search-page__hit')

async function open(path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems = collectConsoleProblems(page)
  await page.goto(`${site.url}${path}`)
  return { page, context, problems }
}

describe('the search page', () => {
  it('fills the input from q and lists results with titles, breadcrumbs and snippets', async () => {
    const { page, context, problems } = await open('/search?q=hotkeys')
    await hits(page).first().waitFor()
    expect(await input(page).inputValue()).toBe('hotkeys')
    const status = (await page.locator('.search-page__status').textContent())!
    const total = Number(/^Found (\d+) results for "hotkeys"$/.exec(status)![1])
    expect(total).toBeGreaterThan(20)
    expect(await hits(page).count()).toBe(20)
    const first = hits(page).first()
    expect(await first.locator('h2 a').getAttribute('href')).toMatch(/^\//)
    expect(await first.getByRole('list', { name: 'Breadcrumbs' }).locator('li').count()).toBeGreaterThan(0)
    expect(await page.locator('.search-page__hits mark').count()).toBeGreaterThan(0)
    await input(page).fill('removing keyboard listener')
    const snippet = page.locator('.search-page__hit-snippet').first()
    await snippet.waitFor()
    expect(await snippet.locator('mark').count()).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await context.close()
  })

  it('loads more results when the end of the list is reached', async () => {
    const { page, context } = await open('/search?q=hotkeys')
    await hits(page).first().waitFor()
    const status = (await page.locator('.search-page__status').textContent())!
    const total = Number(/Found (\d+)/.exec(status)![1])
    expect(total).toBeGreaterThan(40)
    const more = page.getByRole('button', { name: 'Load more' })
    await more.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length > 20)
    await page
      .getByRole('button', { name: 'Load more' })
      .click()
      .catch(() => {})
    await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length > 40)
    const urls = await page.locator('.search-page__hit h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(urls.length).toBeLessThanOrEqual(total)
    await context.close()
  })

  it('keeps the query in the URL as the reader types', async () => {
    const { page, context } = await open('/search')
    await page.waitForLoadState('networkidle')
    await input(page).fill('provider')
    await page.waitForURL((url) => url.searchParams.get('q') === 'provider')
    await hits(page).first().waitFor()
    await input(page).fill('')
    await page.waitForURL((url) => !url.searchParams.has('q'))
    await context.close()
  })

  it('filters by the chosen docs version, downloading its index file only then', async () => {
    const { page, context } = await open('/search?q=useHotkeys')
    const indexFiles: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/__search/')) indexFiles.push(path)
    })
    await hits(page).first().waitFor()
    expect(indexFiles).toEqual(['/__search/index.docs-default-current.json'])
    const select = page.getByRole('combobox', { name: 'Docs version' })
    expect(await select.inputValue()).toBe('current')
    await select.selectOption('4.x')
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.search-page__hit h2 a')).some((a) =>
        a.getAttribute('href')!.startsWith('/docs/4.x/'),
      ),
    )
    const urls = await page
      .locator('.search-page__hit h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(urls.filter((u) => u.startsWith('/docs/') && !u.startsWith('/docs/4.x/'))).toEqual([])
    expect(indexFiles).toEqual([
      expect.stringMatching(/\.docs-default-current\./),
      '/__search/index.docs-default-4.x.json',
    ])
    await context.close()
  })

  it('starts from the remembered docs version', async () => {
    const { page, context } = await open('/docs/intro')
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '3.x'))
    await page.goto(`${site.url}/search?q=hotkeys`)
    await hits(page).first().waitFor()
    expect(await page.getByRole('combobox', { name: 'Docs version' }).inputValue()).toBe('3.x')
    await context.close()
  })

  it('says when nothing matches', async () => {
    const { page, context } = await open('/search?q=zzqqxxjj')
    await page.getByText('No results for "zzqqxxjj"').waitFor()
    expect(await hits(page).count()).toBe(0)
    await context.close()
  })

  it('never injects the query into the page', async () => {
    const query = '<img src=x onerror=window.__xss=1>'
    const { page, context } = await open(`/search?q=${encodeURIComponent(query)}`)
    await page.waitForLoadState('networkidle')
    await page.locator('.search-page__status').filter({ hasText: 'results for' }).waitFor()
    expect(await input(page).inputValue()).toBe(query)
    expect(await page.locator('.search-page__status').textContent()).toContain(`"${query}"`)
    expect(await page.locator('main img').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    const html = await (await fetch(`${site.url}/search?q=${encodeURIComponent(query)}`)).text()
    expect(html).not.toContain('onerror=window.__xss')
    await context.close()
  })

  it('shows the error text and Retry when the results code cannot be loaded; Retry loads it', async () => {
    const context = await browser.newContext()
    await context.route('**/SearchPageResults.*.js', (route) => route.abort('connectionrefused'))
    const page = await context.newPage()
    await page.goto(`${site.url}/search?q=hotkeys`)
    const results = page.locator('[data-search-results]')
    await results.getByRole('alert').waitFor()
    expect(await results.locator('.loader__error').textContent()).toMatch(/dynamically imported module/)
    await context.unroute('**/SearchPageResults.*.js')
    await results.getByRole('button', { name: 'Retry' }).click()
    await hits(page).first().waitFor()
    expect(await results.locator('.loader').count()).toBe(0)
    await context.close()
  })

  it('shows the error when the index cannot be fetched', async () => {
    const context = await browser.newContext()
    await context.route('**/__search/**', (route) => route.abort('connectionrefused'))
    const page = await context.newPage()
    await page.goto(`${site.url}/search?q=scopes`)
    const alert = page.locator('.search-page__error')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Unable to fetch resultsYou might want to check your network connection.')
    await context.close()
  })
})
