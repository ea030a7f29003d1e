import { useMemo, useState } from 'react'
import type { SiteData } from '../../../shared/types.js'
import { createSearchHistory, historyIndexName, type SearchHistory } from '../search-storage.js'
import type { SearchHit, StoredHit } from '../../../shared/search/search-types.js'
import type { SearchItem } from './search-sections.js'

export interface SavedSearches {
  history: SearchHistory
  /** counts the changes made from this modal (what the grid shows of the history depends on it) */
  version: number
  addRecent(hit: SearchHit | StoredHit): void
  addFavorite(hit: SearchHit | StoredHit): void
  /** takes a recent or favorite search off its list */
  remove(item: SearchItem): void
}

/** The recent and favorite searches of the site's index (search-storage.ts), and the modal's changes to them. */
export function useSearchHistory(site: SiteData): SavedSearches {
  const history = useMemo(() => createSearchHistory(historyIndexName(site.search)), [site])
  const [version, setVersion] = useState(0)
  const changed = () => setVersion((v) => v + 1)
  return {
    history,
    version,
    addRecent(hit) {
      history.addRecent(hit)
      changed()
    },
    addFavorite(hit) {
      history.addFavorite(hit)
      changed()
    },
    remove({ source, hit }) {
      if (source === 'favorite') history.removeFavorite(hit.objectID)
      else history.removeRecent(hit.objectID)
      changed()
    },
  }
}
