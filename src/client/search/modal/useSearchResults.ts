/**
 * The search of the modal's query: states idle / loading / stalled (after 300 ms) / error (until the next answer), the
 * latest answer, and the suggested queries for "no results" (the lvl0s seen so far, and the embedded index's
 * sections). An answer to an older query is dropped.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { SEARCH_HITS_PER_PAGE, SEARCH_STALL_THRESHOLD_MS } from '../../../shared/constants.js'
import { routePathOfPathname } from '../../../shared/paths.js'
import type { SiteData } from '../../../shared/types.js'
import { activeDocsVersion, isContextualSearch, versionFacetFilters } from '../contextual-search.js'
import { loadSearchClient } from '../load-search-client.js'
import type { FacetFilters, SearchResponse } from '../../../shared/search/search-types.js'

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'

export interface SearchResults {
  status: SearchStatus
  /** the latest answer, and the query it answers */
  result: { query: string; response: SearchResponse } | null
  error: Error | null
  suggestions: string[]
}

/** The facet filters of a search from this page (contextual search, spec §7). */
export function facetFiltersFor(site: SiteData, pathname: string): FacetFilters {
  if (!isContextualSearch(site.search)) return []
  return versionFacetFilters(activeDocsVersion(site, routePathOfPathname(site.baseUrl, pathname) ?? pathname))
}

/** `query` is trimmed; an empty one searches nothing. */
export function useSearchResults(site: SiteData, query: string): SearchResults {
  const [status, setStatus] = useState<SearchStatus>('idle')
  const [result, setResult] = useState<SearchResults['result']>(null)
  const [error, setError] = useState<Error | null>(null)
  const [suggestions, addSuggestions] = useSuggestionList()
  const requestId = useRef(0)
  const facetFilters = useMemo(() => facetFiltersFor(site, window.location.pathname), [site])

  useEffect(() => {
    const request = ++requestId.current
    if (!query) {
      setStatus('idle')
      setError(null)
      setResult(null)
      return
    }
    setStatus('loading')
    const stall = setTimeout(() => {
      if (requestId.current === request) setStatus('stalled')
    }, SEARCH_STALL_THRESHOLD_MS)
    loadSearchClient(site.search)
      .then((client) => client.search({ query, facetFilters, hitsPerPage: SEARCH_HITS_PER_PAGE }))
      .then(
        (response) => {
          if (requestId.current !== request) return
          setResult({ query, response })
          setError(null)
          setStatus('idle')
          addSuggestions(response.hits.map((h) => h.hierarchy.lvl0 ?? ''))
        },
        (reason: unknown) => {
          if (requestId.current !== request) return
          console.error('Search failed:', reason)
          setError(reason instanceof Error ? reason : new Error(String(reason)))
          setStatus('error')
        },
      )
      .finally(() => clearTimeout(stall))
    return () => clearTimeout(stall)
  }, [query, site, facetFilters, addSuggestions])

  useIndexSuggestions(site, query, result, addSuggestions)
  return { status, result, error, suggestions }
}

/** Suggested queries, in the order they came, each once (the list keeps its identity when nothing is new). */
function useSuggestionList(): [string[], (names: string[]) => void] {
  const [suggestions, setSuggestions] = useState<string[]>([])
  const addSuggestions = useCallback((names: string[]) => {
    setSuggestions((current) => {
      const next = [...current]
      for (const name of names) if (name && !next.includes(name)) next.push(name)
      return next.length === current.length ? current : next
    })
  }, [])
  return [suggestions, addSuggestions]
}

/** The embedded index knows its sections: they are the suggestions before any search found something. */
function useIndexSuggestions(
  site: SiteData,
  query: string,
  result: SearchResults['result'],
  addSuggestions: (names: string[]) => void,
): void {
  useEffect(() => {
    if (!query || result?.response.nbHits !== 0) return
    let cancelled = false
    loadSearchClient(site.search)
      .then((client) => client.suggestedQueries?.())
      .then((names) => {
        if (!cancelled && names) addSuggestions(names)
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [query, result, site, addSuggestions])
}
