// @vitest-environment jsdom
/**
 * The search modal (src/client/search/modal/SearchModal.tsx) in jsdom with a search client the test controls:
 * its status while a search is under way, and how hits are grouped.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadSearchClient } from '../../../src/client/search/load-search-client.js'
import { SearchModal } from '../../../src/client/search/modal/SearchModal.js'
import { groupHits } from '../../../src/client/search/modal/search-sections.js'
import type { SearchClient, SearchHit, SearchResponse } from '../../../src/shared/search/search-types.js'
import { SEARCH_STALL_THRESHOLD_MS } from '../../../src/shared/constants.js'
import { mount, text } from '../templates/dom.js'
import { site } from './fixtures.js'
import { deferred } from '../../helpers/deferred.js'

vi.mock('../../../src/client/search/load-search-client.js', () => ({ loadSearchClient: vi.fn() }))

const s = site({ backend: 'local', indexParts: [{ tag: 'default', url: '/i.json' }], searchPagePath: '/search' })

function hit(n: number, lvl0: string | null, lvl1 = `Page ${n}`): SearchHit {
  return {
    objectID: `h${n}`,
    url: `/docs/p${n}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }
}

function response(hits: SearchHit[]): SearchResponse {
  return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20 }
}

function useClient(search: SearchClient['search']) {
  vi.mocked(loadSearchClient).mockResolvedValue({ indexName: 'local', search })
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the search modal', () => {
  it('is "loading" while a search is under way, "stalled" (with a visible indicator) from 300 ms on, then "idle"', async () => {
    vi.useFakeTimers()
    const answer = deferred<SearchResponse>()
    useClient(() => answer.promise)
    const { container } = await mount(<SearchModal site={s} initialQuery="scope" onClose={() => {}} />)
    const dialog = container.querySelector('[data-search-modal]')!
    const results = container.querySelector('[role="grid"]')!
    expect(dialog.getAttribute('data-status')).toBe('loading')
    expect(results.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[data-search-stalled]')).toBeNull()
    await act(async () => vi.advanceTimersByTime(SEARCH_STALL_THRESHOLD_MS - 1))
    expect(dialog.getAttribute('data-status')).toBe('loading')
    expect(container.querySelector('[data-search-stalled]')).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(dialog.getAttribute('data-status')).toBe('stalled')
    expect(text(container.querySelector('[data-search-stalled]'))).toBe('Searching…')
    await act(async () => answer.resolve(response([hit(1, 'API')])))
    expect(dialog.getAttribute('data-status')).toBe('idle')
    expect(results.getAttribute('aria-busy')).toBe('false')
    expect(container.querySelector('[data-search-stalled]')).toBeNull()
    expect(container.querySelectorAll('[role="gridcell"][aria-selected]')).toHaveLength(1)
  })

  it('groups hits without a lvl0 under "Documentation", and names each group by its title', async () => {
    useClient(async () => response([hit(1, null), hit(2, 'API'), hit(3, ''), hit(4, 'Getting started')]))
    const { container } = await mount(<SearchModal site={s} initialQuery="page" onClose={() => {}} />)
    await act(async () => {})
    const groups = [...container.querySelectorAll('[role="rowgroup"]')]
    const names = groups.map((g) => text(document.getElementById(g.getAttribute('aria-labelledby')!)))
    expect(names).toEqual(['Documentation', 'API', 'Getting started'])
    expect(groups.map((g) => g.querySelectorAll('[role="gridcell"][aria-selected]').length)).toEqual([2, 1, 1])
  })
})

describe('groupHits', () => {
  it('keeps the order of first appearance and at most `cap` hits per group', () => {
    const hits = [hit(1, 'A'), hit(2, 'B'), hit(3, 'A'), hit(4, 'A'), hit(5, null)]
    expect(groupHits(hits, 2, 'x').map((g) => [g.title, g.items.map((i) => i.hit.objectID)])).toEqual([
      ['A', ['h1', 'h3']],
      ['B', ['h2']],
      ['Documentation', ['h5']],
    ])
  })
})
