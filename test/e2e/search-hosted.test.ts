/**
 * The hosted search path in a real browser: the site built for Algolia (its public app id), with the browser's
 * requests to Algolia's hosts answered by loopback servers on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { collectConsoleProblems } from './helpers/browser.js'
import { buildAndServe, type ServedSite } from '../helpers/built-site.js'
import { answerFromRecords, startLoopbackHost, type Answer, type LoopbackHost } from '../helpers/algolia-loopback.js'
import { algoliaHosts } from '../../src/client/search/hosted-search-client.js'
import { siteSearchRecords } from '../../src/search/build-search-assets.js'
import type { SearchRecord } from '../../src/shared/search/search-types.js'
import { withServedSite } from './helpers/served-site.js'

const APP_ID = 'MVSFN13FOZ'

let site: ServedSite
let browser: Browser
let records: SearchRecord[]

withServedSite((served) => ({ site, browser } = served), {
  serve: () => buildAndServe(undefined, { searchBackend: 'algolia' }),
})
beforeAll(() => {
  // the loopback hosts answer from the site's own records (React pages' meta is not needed for these tests)
  records = siteSearchRecords(site.result.config, site.result.routes, {})
})

const running: LoopbackHost[] = []
afterAll(async () => {
  await Promise.all(running.map((h) => h.close()))
})

async function loopback(mode: LoopbackHost['mode'] = 'ok', answer: Answer = answerFromRecords(records)) {
  const host = await startLoopbackHost({ mode, answer })
  running.push(host)
  return host
}

/** Sends each Algolia host's requests to a loopback host (`null`: the connection is refused). */
async function routeHosts(context: BrowserContext, targets: Array<LoopbackHost | null>) {
  const origins = algoliaHosts(APP_ID)
  await context.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const url = new URL(route.request().url())
    const target = targets[origins.indexOf(url.origin)]
    if (!target) return route.abort('connectionrefused')
    const response = await route.fetch({ url: `${target.origin}${url.pathname}${url.search}` })
    await route.fulfill({ response })
  })
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  await page.waitForLoadState('networkidle')
  return page
}

const dialog = (page: Page) => page.getByRole('dialog')
/** the modal's result cells (the grid's cells the arrow keys select) */
const resultCells = (page: Page) => page.locator('[role="gridcell"][aria-selected]')

async function searchInModal(page: Page, query: string) {
  await page.keyboard.press('Control+k')
  await dialog(page).waitFor()
  await page.locator('[data-search-modal] input').fill(query)
}

const PAYLOAD = '<img src=x onerror="window.__xss=1">'

/** A service that returns markup in every field, and a hit with a javascript: URL. */
const poisonedAnswer: Answer = () => ({
  nbHits: 2,
  hits: [
    {
      objectID: 'p1',
      url: 'https://johannesklauss.github.io/docs/intro',
      type: 'content',
      content: `raw ${PAYLOAD}`,
      hierarchy: {
        lvl0: `Docs ${PAYLOAD}`,
        lvl1: `Quick Start ${PAYLOAD}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      _highlightResult: { content: { value: `<mark>raw</mark> ${PAYLOAD}`, matchLevel: 'partial' } },
      _snippetResult: {
        content: { value: `<mark>raw</mark> ${PAYLOAD}<script>window.__xss=2</script>`, matchLevel: 'partial' },
      },
    },
    {
      objectID: 'p2',
      url: 'javascript:window.__xss=3',
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Docs', lvl1: 'bad link', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    },
  ],
})

describe('the hosted search (Algolia API on loopback hosts)', () => {
  it('preconnects to the search host', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text()
    expect(html).toContain('<link rel="preconnect" href="https://mvsfn13foz-dsn.algolia.net" crossorigin="anonymous">')
  })

  it('sends the spec request with the version filter of the page, fails over from a failing host and skips it afterwards', async () => {
    const failing = await loopback('fail')
    const good = await loopback('ok')
    const context = await browser.newContext()
    await routeHosts(context, [failing, good, good, good])
    const page = await openPage(context, '/docs/4.x/intro')
    const problems = collectConsoleProblems(page)
    await searchInModal(page, 'scopes')
    await resultCells(page).first().waitFor()
    expect(failing.requests).toHaveLength(1)
    expect(good.requests).toHaveLength(1)
    const request = good.requests[0]
    expect(request.path).toBe('/1/indexes/*/queries')
    expect(request.query).toMatchObject({
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': 'ea10bff3a5e2fb0d82492d680e40959e',
    })
    expect(request.body.requests[0]).toMatchObject({
      query: 'scopes',
      indexName: 'react-hotkeys-hook',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x']],
    })
    const hrefs = await page
      .locator('[data-search-modal] [role="gridcell"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(hrefs.every((h) => h.startsWith('/'))).toBe(true)
    expect(hrefs.some((h) => h.startsWith('/docs/4.x/'))).toBe(true)
    await page.locator('[data-search-modal] input').fill('scopes provider')
    await page.locator('[data-search-modal][data-status="idle"]').waitFor()
    await page.waitForLoadState('networkidle')
    expect(failing.requests).toHaveLength(1)
    expect(good.requests.length).toBeGreaterThanOrEqual(2)
    // the browser reports the failing host's 503; nothing else goes wrong
    expect(problems.filter((p) => !p.includes('status of 503'))).toEqual([])
    await context.close()
  })

  it('filters by the remembered docs version off the docs pages', async () => {
    const good = await loopback('ok')
    const context = await browser.newContext()
    await routeHosts(context, [good, good, good, good])
    const page = await openPage(context, '/blog')
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '3.x'))
    await searchInModal(page, 'hotkeys')
    await resultCells(page).first().waitFor()
    expect(good.requests.at(-1)!.body.requests[0].facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.x'],
    ])
    await context.close()
  })

  it('shows "Unable to fetch results" persistently when every host is down', async () => {
    const context = await browser.newContext()
    await routeHosts(context, [null, null, null, null])
    const page = await openPage(context, '/docs/intro')
    await searchInModal(page, 'scopes')
    const alert = dialog(page).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Unable to fetch resultsYou might want to check your network connection.')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await alert.isVisible()).toBe(true)
    expect(await dialog(page).textContent()).not.toContain('No results for')
    await context.close()
  })

  it('never injects markup from hits, even when the service returns raw tags', async () => {
    const poisoned = await loopback('ok', poisonedAnswer)
    const context = await browser.newContext()
    await routeHosts(context, [poisoned, poisoned, poisoned, poisoned])
    const page = await openPage(context, '/docs/intro')
    await searchInModal(page, 'raw')
    await resultCells(page).first().waitFor()
    expect(await dialog(page).locator('img, script').count()).toBe(0)
    expect(await resultCells(page).count()).toBe(1)
    expect(await dialog(page).textContent()).toContain(PAYLOAD)
    expect(await resultCells(page).locator('a').getAttribute('href')).toBe('/docs/intro')
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await context.close()
  })

  it('runs the search page on the service: results, the facet filters of the chosen version, more pages', async () => {
    const good = await loopback('ok')
    const context = await browser.newContext()
    await routeHosts(context, [good, good, good, good])
    const page = await openPage(context, '/search?q=hotkeys')
    const hits = page.locator('.search-page__hit')
    await hits.first().waitFor()
    const first = good.requests[0].body.requests[0]
    expect(good.requests[0].query).toMatchObject({
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': 'ea10bff3a5e2fb0d82492d680e40959e',
    })
    expect(first).toMatchObject({
      query: 'hotkeys',
      indexName: 'react-hotkeys-hook',
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    })
    expect(first.page).toBeUndefined()
    // what the page shows is what the service answered
    const expected = answerFromRecords(records)(first)
    expect(await page.locator('.search-page__status').textContent()).toBe(
      `Found ${expected.nbHits} results for "hotkeys"`,
    )
    expect(await hits.count()).toBe(20)
    const answered = (expected.hits as Array<{ url: string }>).map((h) => new URL(h.url).pathname + new URL(h.url).hash)
    expect(
      await page.locator('.search-page__hit h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(answered)
    // the version filter becomes the facet filter
    await page.getByRole('combobox', { name: 'Docs version' }).selectOption('4.x')
    await page.waitForFunction(() => document.querySelector('.search-page__hit h2 a[href^="/docs/4.x/"]'))
    expect(good.requests.at(-1)!.body.requests[0].facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x'],
    ])
    const urls = await page
      .locator('.search-page__hit h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(urls.filter((u) => u.startsWith('/docs/') && !u.startsWith('/docs/4.x/'))).toEqual([])
    // the next page is the next request's page
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length > 20)
    expect(good.requests.at(-1)!.body.requests[0]).toMatchObject({
      page: 1,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x']],
    })
    await context.close()
  })

  it('shows markup in a poisoned record on the search page as text', async () => {
    const poisoned = await loopback('ok', poisonedAnswer)
    const context = await browser.newContext()
    await routeHosts(context, [poisoned, poisoned, poisoned, poisoned])
    const page = await openPage(context, '/search?q=raw')
    const hit = page.locator('.search-page__hit')
    await hit.first().waitFor()
    expect(await hit.count()).toBe(1) // the javascript: URL is not listed
    const results = page.locator('[data-search-results]')
    expect(await results.locator('img, script').count()).toBe(0)
    expect(await hit.locator('h2').textContent()).toBe(`Quick Start ${PAYLOAD}`)
    expect(await hit.getByRole('list', { name: 'Breadcrumbs' }).textContent()).toContain(`Docs ${PAYLOAD}`)
    expect(await hit.locator('.search-page__hit-snippet').textContent()).toBe(
      `raw ${PAYLOAD}<script>window.__xss=2</script>`,
    )
    expect(await hit.locator('.search-page__hit-snippet mark').textContent()).toBe('raw')
    expect(await hit.locator('h2 a').getAttribute('href')).toBe('/docs/intro')
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await context.close()
  })

  it('raises (and logs) an unreadable response instead of showing a blank modal', async () => {
    const broken = await loopback('bad-json')
    const context = await browser.newContext()
    await routeHosts(context, [broken, broken, broken, broken])
    const page = await openPage(context, '/docs/intro')
    const problems = collectConsoleProblems(page)
    await searchInModal(page, 'scopes')
    await dialog(page).getByRole('alert').waitFor()
    expect(problems.some((p) => p.includes('unreadable response'))).toBe(true)
    expect(broken.requests).toHaveLength(1)
    await context.close()
  })
})
