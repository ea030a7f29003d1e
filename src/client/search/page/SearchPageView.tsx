/**
 * The search page (`/search?q=`, spec §2): a form whose input is filled from `q` on the client (the server
 * never sees the query), kept in the URL as the reader types (debounced), a docs version filter, and the
 * results — title, hierarchy breadcrumbs, snippet — paginated by scrolling (a "Load more" button that also
 * loads by itself when it scrolls into view). Same backends as the modal; the client code loads lazily.
 * Server rendering and the first client render show the empty form, so hydration matches.
 */
import { useEffect, useRef, useState } from 'react'
import { DEFAULT_LOCALE, SEARCH_HITS_PER_PAGE, SEARCH_INPUT_MAX_LENGTH, SEARCH_STALL_THRESHOLD_MS } from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { preferredDocsVersion, versionFacetFilters } from '../contextual-search.js'
import { HighlightedText } from '../HighlightedText.js'
import { pageHitDisplay } from '../hit-display.js'
import { hitPath } from '../hit-url.js'
import { browserStorage } from '../search-storage.js'
import type { SearchHit } from '../search-types.js'

/** How long the URL waits for typing to pause before it takes the query. */
export const SEARCH_PAGE_URL_DEBOUNCE_MS = 300

export const SEARCH_PAGE_ERROR_TITLE = 'Unable to fetch results'
export const SEARCH_PAGE_ERROR_HELP = 'You might want to check your network connection.'

interface Results {
  query: string
  version: string | undefined
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
}

type Status = 'idle' | 'loading' | 'stalled' | 'error'

function latestVersionName(site: SiteData): string | undefined {
  return (site.versions.find((v) => v.isLast) ?? site.versions[0])?.name
}

export function SearchPageView({ site }: { site: SiteData }) {
  const [ready, setReady] = useState(false)
  const [query, setQuery] = useState('')
  const [version, setVersion] = useState<string | undefined>(() => latestVersionName(site))
  const [results, setResults] = useState<Results | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState(false)
  const requestId = useRef(0)
  const moreRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const trimmed = query.trim()

  // client only: the query from the URL (again on history navigation) and the reader's preferred docs version
  useEffect(() => {
    injectSearchPageStyles()
    const readQuery = () => {
      const q = (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, SEARCH_INPUT_MAX_LENGTH)
      if (inputRef.current) inputRef.current.value = q
      setQuery(q)
    }
    readQuery()
    setVersion(preferredDocsVersion(site, browserStorage())?.name)
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

  const run = (page: number) => {
    const request = ++requestId.current
    if (!trimmed) {
      setResults(null)
      setStatus('idle')
      setError(false)
      return () => {}
    }
    setStatus('loading')
    const stall = setTimeout(() => {
      if (requestId.current === request) setStatus('stalled')
    }, SEARCH_STALL_THRESHOLD_MS)
    const facetFilters = versionFacetFilters(site.versions.find((v) => v.name === version), DEFAULT_LOCALE)
    import('../load-search-client.js')
      .then((m) => m.loadSearchClient(site.search))
      .then((client) => client.search({ query: trimmed, facetFilters, page, hitsPerPage: SEARCH_HITS_PER_PAGE }))
      .then(
        (response) => {
          if (requestId.current !== request) return
          setResults((previous) => ({
            query: trimmed,
            version,
            hits: page > 0 && previous ? [...previous.hits, ...response.hits] : response.hits,
            nbHits: response.nbHits,
            page: response.page,
            nbPages: response.nbPages,
          }))
          setError(false)
          setStatus('idle')
        },
        (reason: unknown) => {
          if (requestId.current !== request) return
          console.error('Search failed:', reason)
          setError(true)
          setStatus('error')
        },
      )
      .finally(() => clearTimeout(stall))
    return () => clearTimeout(stall)
  }

  useEffect(() => {
    if (!ready) return
    return run(0)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, version, ready])

  const hasMore = !!results && !error && results.query === trimmed && results.page + 1 < results.nbPages
  const busy = status === 'loading' || status === 'stalled'
  const loadMore = () => {
    if (hasMore && !busy && results) run(results.page + 1)
  }

  // scrolling to the end of the list loads the next page
  useEffect(() => {
    const button = moreRef.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore()
    })
    observer.observe(button)
    return () => observer.disconnect()
  })

  const versions = site.versions
  return (
    <>
      <form
        className="search-page__form"
        action={site.search.searchPagePath}
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
            <select className="search-page__version" aria-label="Docs version" value={version ?? ''} onChange={(event) => setVersion(event.target.value)}>
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
      <div className="search-page__results" data-search-results="" aria-busy={busy}>
        <p className="search-page__status" aria-live="polite">
          {statusText(trimmed, results, error)}
        </p>
        {status === 'stalled' && (
          <p className="search-page__stalled" role="status" data-search-stalled="">
            Searching…
          </p>
        )}
        {error && (
          <div className="search-page__error" role="alert">
            <p className="search-page__error-title">{SEARCH_PAGE_ERROR_TITLE}</p>
            <p>{SEARCH_PAGE_ERROR_HELP}</p>
          </div>
        )}
        {!error && results && results.query === trimmed && results.hits.length > 0 && (
          <ol className="search-page__hits">
            {results.hits.map((hit) => (
              <SearchPageHit key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {hasMore && (
          <button ref={moreRef} type="button" className="button button--secondary search-page__more" onClick={loadMore} disabled={busy}>
            Load more
          </button>
        )}
      </div>
    </>
  )
}

function statusText(query: string, results: Results | null, error: boolean): string {
  if (!query || error || !results || results.query !== query) return ''
  if (results.nbHits === 0) return `No results for "${query}"`
  return `Found ${results.nbHits} result${results.nbHits === 1 ? '' : 's'} for "${query}"`
}

function SearchPageHit({ hit }: { hit: SearchHit }) {
  const url = hitPath(hit.url)
  if (!url) return null
  const display = pageHitDisplay(hit)
  return (
    <li className="search-page__hit">
      <article>
        <h2 className="search-page__hit-title">
          <a href={url}>
            <HighlightedText value={display.title.value} text={display.title.text} />
          </a>
        </h2>
        {display.breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumbs" className="search-page__hit-path">
            <ol>
              {display.breadcrumbs.map((crumb, i) => (
                <li key={i}>
                  <HighlightedText value={crumb.value} text={crumb.text} />
                </li>
              ))}
            </ol>
          </nav>
        )}
        {display.snippet && (
          <p className="search-page__hit-snippet">
            <HighlightedText value={display.snippet.value} text={display.snippet.text} />
          </p>
        )}
      </article>
    </li>
  )
}

function writeQueryToUrl(query: string): void {
  const url = new URL(window.location.href)
  if (query) url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
}

const STYLE_ID = 'hd-search-page-styles'
const CSS = `
.search-page__row{flex-wrap:wrap}
.search-page__version{padding:0 var(--space-3);border:1px solid var(--color-border-strong);border-radius:var(--radius-md);background:var(--color-raised);color:var(--color-text);font:inherit}
.search-page__status{color:var(--color-text-secondary);min-height:1.5em}
.search-page__error-title{font-weight:600;font-size:1.1rem;margin-bottom:var(--space-1)}
.search-page__hits{list-style:none;margin:0;padding:0}
.search-page__hit{padding:var(--space-4) 0;border-bottom:1px solid var(--color-border)}
.search-page__hit-title{margin:0 0 var(--space-1);font-size:1.2rem}
.search-page__hit-path ol{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0;color:var(--color-text-secondary);font-size:.85rem}
.search-page__hit-path li+li::before{content:'›';margin:0 .4em}
.search-page__hit-snippet{margin:var(--space-2) 0 0}
.search-page__hits mark{background:var(--color-active-bg);color:inherit;border-radius:2px;padding:0 1px}
.search-page__more{margin-top:var(--space-6)}
`

function injectSearchPageStyles(): void {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = CSS
  document.head.appendChild(style)
}
