/**
 * Recent searches and favorites (spec §4, §9): hits the reader opened, kept in localStorage per index,
 * without their highlight and snippet fields. Through the client's shared `localStore`: when the browser
 * refuses storage, the page's one storage warning is logged (src/client/storage.ts) and they are simply not
 * remembered (spec §8).
 */
import {
  SEARCH_FAVORITE_LIMIT,
  SEARCH_RECENT_LIMIT,
  SEARCH_RECENT_LIMIT_WITH_FAVORITES,
} from '../../shared/constants.js'
import { localStore, type SafeStorage } from '../storage.js'
import type { SearchHit, StoredHit } from '../../shared/search/search-types.js'

/** The name recent searches and favorites are kept under: the hosted index's name, or `local` for the embedded one. */
export const LOCAL_INDEX_NAME = 'local'
export function historyIndexName(search: { backend: 'local' } | { backend: 'algolia'; indexName: string }): string {
  return search.backend === 'algolia' ? search.indexName : LOCAL_INDEX_NAME
}

export function recentSearchesKey(indexName: string): string {
  return `__DOCSEARCH_RECENT_SEARCHES__${indexName}`
}
export function favoriteSearchesKey(indexName: string): string {
  return `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`
}

/** The hit without `_highlightResult` / `_snippetResult` (and nothing else a search adds). */
export function toStoredHit(hit: SearchHit | StoredHit): StoredHit {
  return { objectID: hit.objectID, url: hit.url, type: hit.type, content: hit.content, hierarchy: hit.hierarchy }
}

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== 'object') return false
  const hit = value as Record<string, unknown>
  return (
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    typeof hit.type === 'string' &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === 'object'
  )
}

function readList(storage: SafeStorage, key: string): StoredHit[] {
  const raw = storage.get(key)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isStoredHit).map(toStoredHit) : []
  } catch {
    return []
  }
}

export interface SearchHistory {
  recent(): StoredHit[]
  favorites(): StoredHit[]
  /** remembers an opened hit (not when it is a favorite already) */
  addRecent(hit: SearchHit | StoredHit): void
  removeRecent(objectID: string): void
  /** saves a hit as favorite and removes it from the recent searches */
  addFavorite(hit: SearchHit | StoredHit): void
  removeFavorite(objectID: string): void
}

export function createSearchHistory(indexName: string, storage: SafeStorage = localStore): SearchHistory {
  const recentKey = recentSearchesKey(indexName)
  const favoriteKey = favoriteSearchesKey(indexName)
  const recentLimit = () =>
    readList(storage, favoriteKey).length > 0 ? SEARCH_RECENT_LIMIT_WITH_FAVORITES : SEARCH_RECENT_LIMIT
  const history: SearchHistory = {
    recent: () => readList(storage, recentKey).slice(0, recentLimit()),
    favorites: () => readList(storage, favoriteKey).slice(0, SEARCH_FAVORITE_LIMIT),
    addRecent(hit) {
      if (readList(storage, favoriteKey).some((f) => f.objectID === hit.objectID)) return
      const list = [toStoredHit(hit), ...readList(storage, recentKey).filter((r) => r.objectID !== hit.objectID)]
      storage.set(recentKey, JSON.stringify(list.slice(0, recentLimit())))
    },
    removeRecent(objectID) {
      storage.set(recentKey, JSON.stringify(readList(storage, recentKey).filter((r) => r.objectID !== objectID)))
    },
    addFavorite(hit) {
      const list = [toStoredHit(hit), ...readList(storage, favoriteKey).filter((f) => f.objectID !== hit.objectID)]
      storage.set(favoriteKey, JSON.stringify(list.slice(0, SEARCH_FAVORITE_LIMIT)))
      history.removeRecent(hit.objectID)
    },
    removeFavorite(objectID) {
      storage.set(favoriteKey, JSON.stringify(readList(storage, favoriteKey).filter((f) => f.objectID !== objectID)))
    },
  }
  return history
}
