/**
 * The search page (`/search?q=`, spec §2): a form whose input is filled from `q` on the client (the server
 * never sees the query), kept in the URL as the reader types (debounced), and a docs version filter (starting
 * from the reader's preferred version; with contextual search off, from "All versions", as the modal searches). The
 * results component (a lazy view, with the loader's spinner, error text and Retry) and the search backend load
 * lazily, so the page shell every route ships stays small.
 * Server rendering and the first client render show the empty form, so hydration matches.
 */
import { useEffect, useRef, useState } from 'react'
import { SEARCH_INPUT_MAX_LENGTH } from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { lazyView } from '../../lazy-view.js'
import { isContextualSearch, preferredDocsVersion } from '../contextual-search.js'
import { publicHref } from '../../../shared/paths.js'

/** How long the URL waits for typing to pause before it takes the query. */
export const SEARCH_PAGE_URL_DEBOUNCE_MS = 300

/** its own chunk: the spinner while it loads, the error text and Retry when it cannot be loaded */
const SearchPageResults = lazyView(() => import('./SearchPageResults.js').then((m) => m.SearchPageResults))

/** The filter's first value: the latest version, or all versions (undefined) when contextual search is off. */
function initialVersionName(site: SiteData): string | undefined {
  if (!isContextualSearch(site.search)) return undefined
  return (site.versions.find((v) => v.isLast) ?? site.versions[0])?.name
}

const ALL_VERSIONS = ''

export function SearchPageView({ site }: { site: SiteData }) {
  const [ready, setReady] = useState(false)
  const [query, setQuery] = useState('')
  const [version, setVersion] = useState<string | undefined>(() => initialVersionName(site))
  const inputRef = useRef<HTMLInputElement>(null)
  const trimmed = query.trim()

  // client only: the query from the URL (again on history navigation) and the reader's preferred docs version
  useEffect(() => {
    const readQuery = () => {
      const q = (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, SEARCH_INPUT_MAX_LENGTH)
      if (inputRef.current) inputRef.current.value = q
      setQuery(q)
    }
    readQuery()
    if (isContextualSearch(site.search)) setVersion(preferredDocsVersion(site)?.name)
    setReady(true)
    window.addEventListener('popstate', readQuery)
    return () => window.removeEventListener('popstate', readQuery)
  }, [site])

  // the URL follows the input once typing pauses
  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(() => writeQueryToUrl(query), SEARCH_PAGE_URL_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, ready])

  const versions = site.versions
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a GET form that works without JavaScript, with the search role; wrapping it in <search> would change the page's markup (pinned by the built site and the axe and e2e tests) */}
      <form
        className="search-page__form"
        action={publicHref(site, site.search.searchPagePath)}
        method="get"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          writeQueryToUrl(query)
        }}
      >
        <label className="search-page__label" htmlFor="search-page-input">
          Search query
        </label>
        <div className="search-page__row">
          {/* uncontrolled: the server markup has no value, the client fills it from the URL */}
          <input
            ref={inputRef}
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="q"
            placeholder="Search docs"
            autoComplete="off"
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            data-search-page-input=""
            onChange={(event) => setQuery(event.target.value.slice(0, SEARCH_INPUT_MAX_LENGTH))}
          />
          {versions.length > 1 && (
            <select
              className="search-page__version"
              aria-label="Docs version"
              value={version ?? ALL_VERSIONS}
              onChange={(event) => setVersion(event.target.value === ALL_VERSIONS ? undefined : event.target.value)}
            >
              {!isContextualSearch(site.search) && <option value={ALL_VERSIONS}>All versions</option>}
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          )}
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <div className="search-page__results" data-search-results="">
        {ready && trimmed && <SearchPageResults site={site} query={trimmed} version={version} />}
      </div>
    </>
  )
}

function writeQueryToUrl(query: string): void {
  const url = new URL(window.location.href)
  if (query) url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}
