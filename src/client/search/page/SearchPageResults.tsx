/**
 * The search page's results (loaded lazily by SearchPageView): runs the query through the site's search
 * backend with the chosen docs version's facet filters, lists hits with title, hierarchy breadcrumbs and
 * snippet, and pages by scrolling — a "Load more" button that also loads by itself when it scrolls into view.
 * Stalled after 300 ms (visible); a persistent error when the search fails.
 */
import { useEffect, useRef, useState } from 'react'
import { SEARCH_HITS_PER_PAGE, SEARCH_STALL_THRESHOLD_MS } from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { searchPageFacetFilters } from '../contextual-search.js'
import { HighlightedText } from '../HighlightedText.js'
import { pageHitDisplay } from '../hit-display.js'
import { hitPath } from '../hit-url.js'
import { loadSearchClient } from '../load-search-client.js'
import type { SearchHit } from '../../../shared/search/search-types.js'

export const SEARCH_PAGE_ERROR_TITLE = 'Unable to fetch results'
export const SEARCH_PAGE_ERROR_HELP = 'You might want to check your network connection.'

interface Results {
  query: string
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
}

type Status = 'idle' | 'loading' | 'stalled' | 'error'

/** `version`: the docs version chosen in the page's filter; undefined for all versions (see searchPageFacetFilters) */
export function SearchPageResults({
  site,
  query,
  version,
}: {
  site: SiteData
  query: string
  version: string | undefined
}) {
  const [results, setResults] = useState<Results | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState(false)
  const requestId = useRef(0)
  const moreRef = useRef<HTMLButtonElement>(null)

  useEffect(injectSearchPageStyles, [])

  const run = (page: number) => {
    const request = ++requestId.current
    setStatus('loading')
    const stall = setTimeout(() => {
      if (requestId.current === request) setStatus('stalled')
    }, SEARCH_STALL_THRESHOLD_MS)
    const facetFilters = searchPageFacetFilters(site, version)
    loadSearchClient(site.search)
      .then((client) => client.search({ query, facetFilters, page, hitsPerPage: SEARCH_HITS_PER_PAGE }))
      .then(
        (response) => {
          if (requestId.current !== request) return
          setResults((previous) => ({
            query,
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page when the query, the version or the site changes (run is made anew by every render)
  useEffect(() => run(0), [query, version, site])

  const current = results && results.query === query ? results : null
  const busy = status === 'loading' || status === 'stalled'
  const hasMore = !!current && !error && current.page + 1 < current.nbPages
  const loadMore = () => {
    if (hasMore && !busy && current) run(current.page + 1)
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

  return (
    <div aria-busy={busy}>
      <p className="search-page__status" aria-live="polite">
        {!error && current
          ? current.nbHits === 0
            ? `No results for "${query}"`
            : `Found ${current.nbHits} result${current.nbHits === 1 ? '' : 's'} for "${query}"`
          : ''}
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
      {!error && current && current.hits.length > 0 && (
        <ol className="search-page__hits">
          {current.hits.map((hit) => (
            <SearchPageHit key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {hasMore && (
        <button
          ref={moreRef}
          type="button"
          className="button button--secondary search-page__more"
          onClick={loadMore}
          disabled={busy}
        >
          Load more
        </button>
      )}
    </div>
  )
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
          // a list, not a <nav>: the crumbs are not links, and a landmark per hit would be twenty of the same name
          <ol aria-label="Breadcrumbs" className="search-page__hit-path">
            {display.breadcrumbs.map((crumb, i) => (
              <li key={i}>
                <HighlightedText value={crumb.value} text={crumb.text} />
              </li>
            ))}
          </ol>
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

const STYLE_ID = 'hd-search-page-styles'
const CSS = `
.search-page__row{flex-wrap:wrap}
.search-page__version{padding:0 var(--space-3);border:1px solid var(--color-border-strong);border-radius:var(--radius-md);background:var(--color-raised);color:var(--color-text);font:inherit}
.search-page__status{color:var(--color-text-secondary);min-height:1.5em}
.search-page__error-title{font-weight:600;font-size:1.1rem;margin-bottom:var(--space-1)}
.search-page__hits{list-style:none;margin:0;padding:0}
.search-page__hit{padding:var(--space-4) 0;border-bottom:1px solid var(--color-border)}
.search-page__hit-title{margin:0 0 var(--space-1);font-size:1.2rem}
.search-page__hit-path{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0;color:var(--color-text-secondary);font-size:.85rem}
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
