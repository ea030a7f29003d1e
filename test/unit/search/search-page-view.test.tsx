// @vitest-environment jsdom
/**
 * The search page's view (src/client/search/page/SearchPageView.tsx) in jsdom, on the hosted backend with the
 * network call answered by a stub: which filters its queries carry, and how the URL follows the input.
 */
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchPageView, SEARCH_PAGE_URL_DEBOUNCE_MS } from '../../../src/client/search/page/SearchPageView.js'
import { preferredVersionStorageKey } from '../../../src/shared/constants.js'
import type { SiteData } from '../../../src/shared/types.js'
import { mount, unmountAll } from '../templates/dom.js'
import { site } from './fixtures.js'

function hostedSite(contextualSearch: boolean): SiteData {
  return site({
    backend: 'algolia',
    appId: 'APP',
    apiKey: 'key',
    indexName: `idx-${contextualSearch}`,
    contextualSearch,
    searchPagePath: '/search',
  })
}

/** The request bodies the hosted client sent, answered with no hits. */
let sent: Array<{ query: string; facetFilters?: unknown }> = []
beforeEach(() => {
  sent = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)).requests[0])
    return new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20 }] }))
  })
  window.history.replaceState(null, '', '/search')
})
afterEach(() => {
  // a view left mounted keeps its URL debounce timer, which would write its query into the next test's URL
  unmountAll()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.localStorage.clear()
  document.body.innerHTML = ''
})

/** What a keystroke does to a React input: the value changes, then an input event. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

/** Lets the lazy results chunk and the stubbed search settle. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(until()).toBe(true)
}

describe('the search page view', () => {
  it('with contextual search off, starts from "All versions" and sends no facet filters (like the modal)', async () => {
    window.localStorage.setItem(preferredVersionStorageKey('default'), '4.x')
    window.history.replaceState(null, '', '/search?q=scopes')
    const { container } = await mount(<SearchPageView site={hostedSite(false)} />)
    await settle(() => sent.length === 1)
    expect(sent[0]).toMatchObject({ query: 'scopes' })
    expect(sent[0].facetFilters).toBeUndefined()
    const select = container.querySelector<HTMLSelectElement>('select[aria-label="Docs version"]')!
    expect(select.value).toBe('')
    expect(select.options[0].textContent).toBe('All versions')
    // the filter still narrows to one version when the reader asks
    await choose(select, '3.x')
    await settle(() => sent.length === 2)
    expect(sent[1].facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.x']])
  })

  it('with contextual search on, filters by the preferred docs version and offers no "All versions"', async () => {
    window.localStorage.setItem(preferredVersionStorageKey('default'), '4.x')
    window.history.replaceState(null, '', '/search?q=scopes')
    const { container } = await mount(<SearchPageView site={hostedSite(true)} />)
    await settle(() => sent.length >= 1)
    expect(sent.at(-1)!.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x'],
    ])
    const select = container.querySelector<HTMLSelectElement>('select[aria-label="Docs version"]')!
    expect(select.value).toBe('4.x')
    expect([...select.options].map((o) => o.textContent)).toEqual(['5.0', '4.x', '3.x'])
  })

  it('writes the query to the URL once per pause in typing (debounced), not per keystroke', async () => {
    vi.useFakeTimers()
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const { container } = await mount(<SearchPageView site={hostedSite(true)} />)
    const input = container.querySelector<HTMLInputElement>('#search-page-input')!
    /** types `word` key by key from its `from`-th character, each key before the debounce delay is over */
    const burst = async (word: string, from = 0) => {
      for (let i = from + 1; i <= word.length; i++) {
        await type(input, word.slice(0, i))
        await act(async () => vi.advanceTimersByTime(SEARCH_PAGE_URL_DEBOUNCE_MS - 1))
      }
    }
    await burst('provider')
    expect(replaceState).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(new URL(window.location.href).searchParams.get('q')).toBe('provider')
    await burst('provider sco', 'provider'.length)
    await act(async () => vi.advanceTimersByTime(SEARCH_PAGE_URL_DEBOUNCE_MS))
    expect(replaceState).toHaveBeenCalledTimes(2)
    expect(new URL(window.location.href).searchParams.get('q')).toBe('provider sco')
    // clearing the input removes q
    await type(input, '')
    await act(async () => vi.advanceTimersByTime(SEARCH_PAGE_URL_DEBOUNCE_MS))
    expect(replaceState).toHaveBeenCalledTimes(3)
    expect(window.location.search).toBe('')
  })
})
