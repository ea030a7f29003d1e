// @vitest-environment jsdom
/**
 * The search modal's parts (src/client/search/modal/): its sections, screens and footer link as pure functions, and
 * its keyboard in jsdom with a search client the test controls.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadSearchClient } from '../../../src/client/search/load-search-client.js'
import { SearchModal } from '../../../src/client/search/modal/SearchModal.js'
import { SearchModalFooter, seeAllResults } from '../../../src/client/search/modal/SearchModalFooter.js'
import { missingResultsUrl, suggestedQueries } from '../../../src/client/search/modal/SearchScreens.js'
import { historySections } from '../../../src/client/search/modal/search-sections.js'
import type { SearchResults } from '../../../src/client/search/modal/useSearchResults.js'
import type { SearchHit, SearchResponse, StoredHit } from '../../../src/shared/search/search-types.js'
import { keyDown, mount, text } from '../templates/dom.js'
import { site } from './fixtures.js'

vi.mock('../../../src/client/search/load-search-client.js', () => ({ loadSearchClient: vi.fn() }))

const s = site({ backend: 'local', indexParts: [{ tag: 'default', url: '/i.json' }], searchPagePath: '/search' })

function stored(n: number, url = `/docs/p${n}`): StoredHit {
  return {
    objectID: `h${n}`,
    url,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }
}

function answered(hits: SearchHit[], query = 'q'): SearchResults {
  const response: SearchResponse = { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20 }
  return { status: 'idle', result: { query, response }, error: null, suggestions: [] }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('historySections', () => {
  it('lists recent then favorite searches with usable URLs, each id by its list and place', () => {
    const sections = historySections([stored(1), stored(2, 'javascript:alert(1)')], [stored(3)], 'm')
    expect(sections.map((s) => [s.title, s.items.map((i) => `${i.id} ${i.source} ${i.url}`)])).toEqual([
      ['Recent', ['m-recent-0 recent /docs/p1']],
      ['Favorite', ['m-favorite-0 favorite /docs/p3']],
    ])
    expect(historySections([], [], 'm')).toEqual([])
  })
})

describe('suggestedQueries / missingResultsUrl / seeAllResults', () => {
  it('suggests other queries than the one that found nothing, three at most', () => {
    expect(suggestedQueries(['API', 'Scope', 'api', 'Guides', 'Hooks'], 'API')).toEqual(['Scope', 'Guides', 'Hooks'])
  })

  it('links a new issue on the GitHub repository the navbar or footer names', () => {
    expect(missingResultsUrl(s, 'x')).toBeUndefined()
    const withRepo = {
      ...s,
      navbar: {
        ...s.navbar,
        items: [{ type: 'default', label: 'GitHub', href: 'https://github.com/owner/repo' }],
      },
    } as typeof s
    expect(missingResultsUrl(withRepo, 'a "b"')).toBe(
      'https://github.com/owner/repo/issues/new?title=Search%3A%20no%20results%20for%20%22a%20%22b%22%22',
    )
  })

  it('offers the search page only for a query whose answer has hits', async () => {
    const hit = { ...stored(1) } as SearchHit
    expect(seeAllResults(s, 'use hotkeys', answered([hit, hit]))).toEqual({ url: '/search?q=use%20hotkeys', nbHits: 2 })
    expect(seeAllResults(s, '', answered([hit]))).toBeUndefined()
    expect(seeAllResults(s, 'q', answered([]))).toBeUndefined()
    expect(seeAllResults(s, 'q', { ...answered([hit]), error: new Error('down') })).toBeUndefined()
    const { container } = await mount(<SearchModalFooter seeAll={undefined} onSeeAll={() => {}} />)
    expect(container.querySelector('.hd-search__see-all')).toBeNull()
    expect(container.querySelector('.hd-search__footer > span')).not.toBeNull()
  })
})

describe('the search modal keyboard', () => {
  function hit(n: number): SearchHit {
    return stored(n) as SearchHit
  }

  it('moves the active result with the arrows (wrapping), and Escape closes with the query', async () => {
    const response: SearchResponse = { hits: [hit(1), hit(2), hit(3)], nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20 }
    vi.mocked(loadSearchClient).mockResolvedValue({ indexName: 'local', search: async () => response })
    const onClose = vi.fn()
    const { container } = await mount(<SearchModal site={s} initialQuery="page" onClose={onClose} />)
    await act(async () => {})
    const input = container.querySelector('input[role="combobox"]')!
    const active = () => text(document.getElementById(input.getAttribute('aria-activedescendant')!))
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(active()).toContain('Page 1')
    await keyDown(input, { key: 'ArrowDown' })
    expect(active()).toContain('Page 2')
    await keyDown(input, { key: 'ArrowUp' })
    await keyDown(input, { key: 'ArrowUp' })
    expect(active()).toContain('Page 3')
    await keyDown(input, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escape', 'page')
  })

  it('shows "No recent searches" without a query, and nothing to move through', async () => {
    const { container } = await mount(<SearchModal site={s} initialQuery="" onClose={() => {}} />)
    const input = container.querySelector('input[role="combobox"]')!
    expect(text(container.querySelector('.hd-search__empty'))).toBe('No recent searches')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await keyDown(input, { key: 'ArrowDown' })
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
  })
})
