// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createSafeStorage,
  resetStorageWarningForTests,
  STORAGE_UNAVAILABLE_WARNING,
} from '../../../src/client/storage.js'
import {
  createSearchHistory,
  favoriteSearchesKey,
  recentSearchesKey,
} from '../../../src/client/search/search-storage.js'
import type { SearchHit } from '../../../src/shared/search/search-types.js'
import { MemoryStorage } from './fixtures.js'

function hit(n: number): SearchHit {
  return {
    objectID: `id-${n}`,
    url: `/docs/p${n}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Documentation', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl1: { value: `<mark>Page</mark> ${n}`, matchLevel: 'partial' } } },
    _snippetResult: { hierarchy: { lvl1: { value: `Page ${n}`, matchLevel: 'none' } } },
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  resetStorageWarningForTests()
})

describe('recent searches and favorites', () => {
  it('keeps up to 7 recent hits, newest first, without highlight and snippet fields, per index', () => {
    const storage = new MemoryStorage()
    const history = createSearchHistory('my-index', storage)
    for (let i = 1; i <= 9; i++) history.addRecent(hit(i))
    history.addRecent(hit(5))
    expect(history.recent().map((h) => h.objectID)).toEqual(['id-5', 'id-9', 'id-8', 'id-7', 'id-6', 'id-4', 'id-3'])
    const stored = JSON.parse(storage.getItem(recentSearchesKey('my-index'))!)
    expect(stored[0]).toEqual({
      objectID: 'id-5',
      url: '/docs/p5',
      type: 'lvl1',
      content: null,
      hierarchy: hit(5).hierarchy,
    })
    expect(createSearchHistory('other-index', storage).recent()).toEqual([])
  })

  it('shows 4 recent hits once there are favorites; saving a recent hit as favorite removes it from recent', () => {
    const storage = new MemoryStorage()
    const history = createSearchHistory('idx', storage)
    for (let i = 1; i <= 7; i++) history.addRecent(hit(i))
    history.addFavorite(history.recent()[0])
    expect(history.favorites().map((h) => h.objectID)).toEqual(['id-7'])
    expect(history.recent().map((h) => h.objectID)).toEqual(['id-6', 'id-5', 'id-4', 'id-3'])
    history.addRecent(hit(7))
    expect(history.recent().map((h) => h.objectID)).not.toContain('id-7')
    expect(JSON.parse(storage.getItem(favoriteSearchesKey('idx'))!)[0]._highlightResult).toBeUndefined()
  })

  it('keeps up to 10 favorites and removes single entries', () => {
    const history = createSearchHistory('idx', new MemoryStorage())
    for (let i = 1; i <= 12; i++) history.addFavorite(hit(i))
    expect(history.favorites()).toHaveLength(10)
    history.removeFavorite('id-12')
    expect(history.favorites()[0].objectID).toBe('id-11')
    history.addRecent(hit(20))
    history.removeRecent('id-20')
    expect(history.recent()).toEqual([])
  })

  it('ignores unreadable stored values', () => {
    const storage = new MemoryStorage()
    storage.setItem(recentSearchesKey('idx'), '{not json')
    storage.setItem(favoriteSearchesKey('idx'), JSON.stringify([{ bogus: true }, hit(1)]))
    const history = createSearchHistory('idx', storage)
    expect(history.recent()).toEqual([])
    expect(history.favorites().map((h) => h.objectID)).toEqual(['id-1'])
  })

  it("remembers nothing when storage refuses, with the page's one storage warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = new MemoryStorage()
    broken.getItem = () => {
      throw new Error('SecurityError')
    }
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const history = createSearchHistory(
      'idx',
      createSafeStorage(() => broken),
    )
    history.addRecent(hit(1))
    history.addFavorite(hit(2))
    expect(history.recent()).toEqual([])
    expect(history.favorites()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(STORAGE_UNAVAILABLE_WARNING)
  })

  it('uses the shared localStore by default', () => {
    createSearchHistory('idx').addRecent(hit(3))
    expect(JSON.parse(window.localStorage.getItem(recentSearchesKey('idx'))!)[0].objectID).toBe('id-3')
    window.localStorage.clear()
  })
})
