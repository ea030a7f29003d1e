/**
 * The search modal (spec §2, §4, §5, §8, §9): an accessible dialog with a combobox input and a grid of
 * results grouped by lvl0 (a grid, not a listbox: a recent or favorite search has buttons beside its link, and an
 * option may hold nothing interactive). States idle / loading / stalled (after 300 ms, visible) / error (persistent
 * until the next answer); recent searches and favorites when the query is empty; "no results" with
 * suggested queries; a footer linking to the search page with the total hit count.
 *
 * The parts: useSearchResults (the search and its states), useSearchHistory (recent and favorite searches),
 * useSearchKeyboard (the active result and the keys), SearchForm, SearchResultsGrid, SearchScreens, SearchModalFooter.
 */
import { type MouseEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { SEARCH_INPUT_MAX_LENGTH } from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { openSearchItem } from './open-search-item.js'
import { SearchDialog } from './SearchDialog.js'
import { SearchForm, StalledNote } from './SearchForm.js'
import { SearchModalFooter, seeAllResults } from './SearchModalFooter.js'
import { SearchResultsGrid } from './SearchResultsGrid.js'
import { screenBelowResults } from './SearchScreens.js'
import { groupHits, historySections, type SearchItem, type SearchSection } from './search-sections.js'
import { useGroupCap } from './useGroupCap.js'
import { type SavedSearches, useSearchHistory } from './useSearchHistory.js'
import { type SearchResults, useSearchResults } from './useSearchResults.js'
import { useSearchKeyboard } from './useSearchKeyboard.js'

export type CloseReason = 'escape' | 'select' | 'dismiss'

export interface SearchModalProps {
  site: SiteData
  initialQuery: string
  onClose(reason: CloseReason, query: string): void
  /** told the query as it changes (the host keeps it for the next opening) */
  onQueryChange?(query: string): void
}

export function SearchModal({ site, initialQuery, onClose, onQueryChange }: SearchModalProps) {
  const id = useId().replace(/:/g, '')
  const [query, setQuery] = useState(() => initialQuery.slice(0, SEARCH_INPUT_MAX_LENGTH))
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const groupCap = useGroupCap()
  const trimmed = query.trim()
  const search = useSearchResults(site, trimmed)
  const saved = useSearchHistory(site)
  const select = (item: SearchItem) => saved.addRecent(item.hit)
  const sections = useSearchSections(trimmed, search, saved, groupCap, id)
  const keyboard = useSearchKeyboard(
    sections,
    { open: (item, modifiers) => openSearchItem(item, modifiers, select), close: () => onClose('escape', query) },
    dialogRef,
  )
  useEffect(() => onQueryChange?.(query), [query, onQueryChange])
  useFocusAtEnd(inputRef)

  /** a saved search changed (favorite, removed): the focus goes back to the input */
  const changeSavedSearch = (change: () => void) => {
    change()
    inputRef.current?.focus()
  }
  const onLinkClick = (item: SearchItem, event: MouseEvent<HTMLAnchorElement>) => {
    select(item)
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    onClose('select', query)
  }
  const searchFor = (suggestion: string) => {
    setQuery(suggestion.slice(0, SEARCH_INPUT_MAX_LENGTH))
    inputRef.current?.focus()
  }
  const gridId = `${id}-results`

  return (
    <SearchDialog
      id={id}
      status={search.status}
      dialogRef={dialogRef}
      onKeyDown={keyboard.onDialogKeyDown}
      onDismiss={() => onClose('dismiss', query)}
    >
      <SearchForm
        {...{ id, inputRef, query, setQuery, gridId, keyboard }}
        stalled={search.status === 'stalled'}
        onCancel={() => onClose('dismiss', query)}
      />
      {search.status === 'stalled' && <StalledNote />}
      <div className="hd-search__dropdown">
        <SearchResultsGrid
          {...{ id, gridId, sections, onLinkClick }}
          busy={search.status === 'loading' || search.status === 'stalled'}
          active={keyboard.active}
          onHover={keyboard.activate}
          onSaveFavorite={(item) => changeSavedSearch(() => saved.addFavorite(item.hit))}
          onRemove={(item) => changeSavedSearch(() => saved.remove(item))}
        />
        {screenBelowResults(trimmed, sections, search, site, searchFor)}
      </div>
      <SearchModalFooter seeAll={seeAllResults(site, trimmed, search)} onSeeAll={() => onClose('select', query)} />
    </SearchDialog>
  )
}

/**
 * The grid's sections: the hits of the query's answer (none while there is none, or an error), or the saved searches
 * when the query is empty. New each time one of those changes, or the saved searches do (the active result resets).
 */
function useSearchSections(
  query: string,
  { error, result }: SearchResults,
  saved: SavedSearches,
  groupCap: number,
  id: string,
): SearchSection[] {
  const { history, version } = saved
  return useMemo(() => {
    if (!query) {
      void version // the saved searches are read again after each change
      return historySections(history.recent(), history.favorites(), id)
    }
    if (error || !result) return []
    return groupHits(result.response.hits, groupCap, id)
  }, [query, error, result, groupCap, history, version, id])
}

/** Focuses the input with the caret after the initial text, so typing goes on from it. */
function useFocusAtEnd(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [inputRef])
}
