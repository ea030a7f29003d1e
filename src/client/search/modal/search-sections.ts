/**
 * What the modal's grid shows (pure): hits grouped by lvl0, or, before a query, the recent and favorite searches.
 * Each item has the id of its grid cell (the combobox's active descendant).
 */
import { hitPath } from '../hit-url.js'
import { DOCS_LVL0, type SearchHit, type StoredHit } from '../../../shared/search/search-types.js'

export interface SearchItem {
  id: string
  hit: SearchHit | StoredHit
  url: string
  source: 'hit' | 'recent' | 'favorite'
}

export interface SearchSection {
  title: string
  items: SearchItem[]
}

/**
 * Hits grouped by lvl0 in order of first appearance, at most `cap` per group; hits without a usable URL are dropped.
 * A hosted index may hold records without a lvl0 (another crawler's): they go under "Documentation".
 */
export function groupHits(hits: SearchHit[], cap: number, idPrefix: string): SearchSection[] {
  const groups = new Map<string, SearchItem[]>()
  hits.forEach((hit, i) => {
    const url = hitPath(hit.url)
    if (!url) return
    const title = hit.hierarchy.lvl0?.trim() || DOCS_LVL0
    const items = groups.get(title) ?? []
    if (items.length < cap) items.push({ id: `${idPrefix}-hit-${i}`, hit, url, source: 'hit' })
    groups.set(title, items)
  })
  return [...groups.entries()].map(([title, items]) => ({ title, items }))
}

/** "Recent" and "Favorite", each when it has a search with a usable URL. */
export function historySections(recent: StoredHit[], favorites: StoredHit[], idPrefix: string): SearchSection[] {
  const toItems = (hits: StoredHit[], source: SearchItem['source']) =>
    hits.flatMap((hit, i) => {
      const url = hitPath(hit.url)
      return url ? [{ id: `${idPrefix}-${source}-${i}`, hit, url, source }] : []
    })
  return [
    { title: 'Recent', items: toItems(recent, 'recent') },
    { title: 'Favorite', items: toItems(favorites, 'favorite') },
  ].filter((s) => s.items.length > 0)
}
