/**
 * The search modal (spec §2, §4, §5, §8, §9): an accessible dialog with a combobox input and a grid of
 * results grouped by lvl0 (a grid, not a listbox: a recent or favorite search has buttons beside its link, and an
 * option may hold nothing interactive). States idle / loading / stalled (after 300 ms, visible) / error (persistent
 * until the next answer); recent searches and favorites when the query is empty; "no results" with
 * suggested queries; a footer linking to the search page with the total hit count.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import {
  SEARCH_GROUP_CAP,
  SEARCH_HITS_PER_PAGE,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_SMALL_SCREEN_GROUP_CAP,
  SEARCH_SMALL_SCREEN_MAX_WIDTH,
  SEARCH_STALL_THRESHOLD_MS,
  SEARCH_SUGGESTED_QUERIES,
} from '../../../shared/constants.js'
import type { SiteData } from '../../../shared/types.js'
import { activeDocsVersion, isContextualSearch, versionFacetFilters } from '../contextual-search.js'
import { HighlightedText } from '../HighlightedText.js'
import { hitDisplay } from '../hit-display.js'
import { hitPath } from '../hit-url.js'
import { loadSearchClient } from '../load-search-client.js'
import { createSearchHistory, historyIndexName } from '../search-storage.js'
import {
  DOCS_LVL0,
  type FacetFilters,
  type SearchHit,
  type SearchResponse,
  type StoredHit,
} from '../../../shared/search/search-types.js'
import { publicHref, routePathOfPathname } from '../../../shared/paths.js'

export type CloseReason = 'escape' | 'select' | 'dismiss'

export interface SearchModalProps {
  site: SiteData
  initialQuery: string
  onClose(reason: CloseReason, query: string): void
  /** told the query as it changes (the host keeps it for the next opening) */
  onQueryChange?(query: string): void
}

type Status = 'idle' | 'loading' | 'stalled' | 'error'

interface Item {
  id: string
  hit: SearchHit | StoredHit
  url: string
  source: 'hit' | 'recent' | 'favorite'
}

interface Section {
  title: string
  items: Item[]
}

export const ERROR_TITLE = 'Unable to fetch results'
export const ERROR_HELP = 'You might want to check your network connection.'

/** The facet filters of a search from this page (contextual search, spec §7). */
export function facetFiltersFor(site: SiteData, pathname: string): FacetFilters {
  if (!isContextualSearch(site.search)) return []
  return versionFacetFilters(activeDocsVersion(site, routePathOfPathname(site.baseUrl, pathname) ?? pathname))
}

/** Where "Let us know." leads: a new issue on the site's GitHub repository (from the navbar or footer links). */
export function missingResultsUrl(site: SiteData, query: string): string | undefined {
  const repo = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+/.exec(
    JSON.stringify([site.navbar.items, site.footer.links]),
  )?.[0]
  if (!repo) return undefined
  return `${repo}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
}

function useGroupCap(): number {
  const query = `(max-width: ${SEARCH_SMALL_SCREEN_MAX_WIDTH}px)`
  const [small, setSmall] = useState(() => window.matchMedia?.(query).matches ?? false)
  useEffect(() => {
    const list = window.matchMedia?.(query)
    if (!list) return
    const update = () => setSmall(list.matches)
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return small ? SEARCH_SMALL_SCREEN_GROUP_CAP : SEARCH_GROUP_CAP
}

/**
 * Hits grouped by lvl0 in order of first appearance, at most `cap` per group; hits without a usable URL are dropped.
 * A hosted index may hold records without a lvl0 (another crawler's): they go under "Documentation".
 */
export function groupHits(hits: SearchHit[], cap: number, idPrefix: string): Section[] {
  const groups = new Map<string, Item[]>()
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

export function SearchModal({ site, initialQuery, onClose, onQueryChange }: SearchModalProps) {
  const id = useId().replace(/:/g, '')
  const [query, setQuery] = useState(() => initialQuery.slice(0, SEARCH_INPUT_MAX_LENGTH))
  const [status, setStatus] = useState<Status>('idle')
  const [result, setResult] = useState<{ query: string; response: SearchResponse } | null>(null)
  const [error, setError] = useState<Error | null>(null)
  const [activeIndex, setActiveIndex] = useState(0)
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [historyVersion, setHistoryVersion] = useState(0)
  const requestId = useRef(0)
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const groupCap = useGroupCap()
  const facetFilters = useMemo(() => facetFiltersFor(site, window.location.pathname), [site])
  const history = useMemo(() => createSearchHistory(historyIndexName(site.search)), [site])
  const trimmed = query.trim()

  const addSuggestions = useCallback((names: string[]) => {
    setSuggestions((current) => {
      const next = [...current]
      for (const name of names) if (name && !next.includes(name)) next.push(name)
      return next.length === current.length ? current : next
    })
  }, [])

  useEffect(() => {
    const request = ++requestId.current
    if (!trimmed) {
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
      .then((client) => client.search({ query: trimmed, facetFilters, hitsPerPage: SEARCH_HITS_PER_PAGE }))
      .then(
        (response) => {
          if (requestId.current !== request) return
          setResult({ query: trimmed, response })
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
  }, [trimmed, site, facetFilters, addSuggestions])

  // the embedded index knows its sections: they are the suggestions before any search found something
  useEffect(() => {
    if (!trimmed || result?.response.nbHits !== 0) return
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
  }, [trimmed, result, site, addSuggestions])

  const sections: Section[] = useMemo(() => {
    if (!trimmed) {
      void historyVersion
      const toItems = (hits: StoredHit[], source: Item['source']) =>
        hits.flatMap((hit, i) => {
          const url = hitPath(hit.url)
          return url ? [{ id: `${id}-${source}-${i}`, hit, url, source }] : []
        })
      return [
        { title: 'Recent', items: toItems(history.recent(), 'recent') },
        { title: 'Favorite', items: toItems(history.favorites(), 'favorite') },
      ].filter((s) => s.items.length > 0)
    }
    if (error || !result) return []
    return groupHits(result.response.hits, groupCap, id)
  }, [trimmed, error, result, groupCap, history, historyVersion, id])
  const items = useMemo(() => sections.flatMap((s) => s.items), [sections])
  const active = items[Math.min(activeIndex, items.length - 1)]

  useEffect(() => setActiveIndex(0), [sections])
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  useEffect(() => onQueryChange?.(query), [query, onQueryChange])

  // focus with the caret after the initial text, so typing goes on from it
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [])

  const select = (item: Item) => {
    history.addRecent(item.hit)
    setHistoryVersion((v) => v + 1)
  }

  const open = (item: Item, event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
    if (event.ctrlKey || event.metaKey) {
      select(item)
      window.open(item.url, '_blank', 'noopener')
    } else if (event.shiftKey) {
      select(item)
      window.open(item.url, '_blank', 'noopener,popup')
    } else {
      document.getElementById(item.id)?.querySelector('a')?.click()
    }
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((i) => (Math.min(i, items.length - 1) + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active) open(active, event)
    }
  }

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose('escape', query)
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current)
    }
  }

  const onLinkClick = (item: Item) => (event: MouseEvent<HTMLAnchorElement>) => {
    select(item)
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    onClose('select', query)
  }

  const gridId = `${id}-results`
  const stalled = status === 'stalled'
  const showFooter = !!trimmed && !error && !!result && result.response.nbHits > 0
  const searchPageUrl = `${publicHref(site, site.search.searchPagePath)}?q=${encodeURIComponent(trimmed)}`

  let body: ReactNode
  if (!trimmed) {
    body = sections.length === 0 ? <p className="hd-search__empty">No recent searches</p> : null
  } else if (error) {
    body = (
      <div className="hd-search__screen hd-search__screen--error" role="alert">
        <p className="hd-search__screen-title">{ERROR_TITLE}</p>
        <p className="hd-search__screen-help">{ERROR_HELP}</p>
      </div>
    )
  } else if (result && result.response.nbHits === 0) {
    const suggested = suggestions
      .filter((s) => s.toLowerCase() !== result.query.toLowerCase())
      .slice(0, SEARCH_SUGGESTED_QUERIES)
    const letUsKnow = missingResultsUrl(site, result.query)
    body = (
      <div className="hd-search__screen hd-search__screen--no-results">
        <p className="hd-search__screen-title">
          No results for "<strong>{result.query}</strong>"
        </p>
        {suggested.length > 0 && (
          <div className="hd-search__suggestions">
            <p className="hd-search__screen-help">Try searching for:</p>
            <ul>
              {suggested.map((s) => (
                <li key={s}>
                  <button
                    type="button"
                    className="hd-search__suggestion"
                    onClick={() => {
                      setQuery(s.slice(0, SEARCH_INPUT_MAX_LENGTH))
                      inputRef.current?.focus()
                    }}
                  >
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {letUsKnow && (
          <p className="hd-search__screen-help">
            Believe this query should return results?{' '}
            <a href={letUsKnow} target="_blank" rel="noopener noreferrer">
              Let us know.
            </a>
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="hd-search__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose('dismiss', query)}>
      <div
        ref={dialogRef}
        className="hd-search"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-search-modal=""
        data-status={status}
        onKeyDown={onDialogKeyDown}
      >
        <h2 id={`${id}-title`} className="hd-search__visually-hidden">
          Search
        </h2>
        <form className="hd-search__form" role="search" onSubmit={(e) => e.preventDefault()}>
          {/* the label's text names the input; a <label> may not carry aria-label itself */}
          <label className="hd-search__magnifier" htmlFor={`${id}-input`}>
            {stalled ? <span className="hd-search__spinner" aria-hidden="true" /> : <MagnifierIcon />}
            <span className="hd-search__visually-hidden">Search docs</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="hd-search__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-haspopup="grid"
            aria-controls={gridId}
            aria-activedescendant={active?.id}
            placeholder="Search docs"
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, SEARCH_INPUT_MAX_LENGTH))}
            onKeyDown={onInputKeyDown}
          />
          {query && (
            <button
              type="reset"
              className="hd-search__reset"
              aria-label="Clear the query"
              onClick={() => {
                setQuery('')
                inputRef.current?.focus()
              }}
            >
              ×
            </button>
          )}
          <button type="button" className="hd-search__cancel" onClick={() => onClose('dismiss', query)}>
            Cancel
          </button>
        </form>
        {stalled && (
          <p className="hd-search__stalled" role="status" data-search-stalled="">
            <span className="hd-search__spinner" aria-hidden="true" /> Searching…
          </p>
        )}
        <div className="hd-search__dropdown">
          <div
            id={gridId}
            role="grid"
            aria-label="Search results"
            aria-busy={status === 'loading' || stalled}
            className="hd-search__results"
          >
            {sections.map((section, sectionIndex) => (
              <div
                key={section.title}
                role="rowgroup"
                aria-labelledby={`${id}-group-${sectionIndex}`}
                className="hd-search__group"
              >
                <div role="row" className="hd-search__group-title">
                  <span id={`${id}-group-${sectionIndex}`} role="columnheader">
                    {section.title}
                  </span>
                </div>
                {section.items.map((item) => (
                  <HitRow
                    key={item.id}
                    item={item}
                    active={item === active}
                    onHover={() => setActiveIndex(items.indexOf(item))}
                    onClick={onLinkClick(item)}
                    onSaveFavorite={() => {
                      history.addFavorite(item.hit)
                      setHistoryVersion((v) => v + 1)
                      inputRef.current?.focus()
                    }}
                    onRemove={() => {
                      if (item.source === 'favorite') history.removeFavorite(item.hit.objectID)
                      else history.removeRecent(item.hit.objectID)
                      setHistoryVersion((v) => v + 1)
                      inputRef.current?.focus()
                    }}
                  />
                ))}
              </div>
            ))}
          </div>
          {body}
        </div>
        {/* a <div>: a <footer> outside an article or section is a contentinfo landmark, and the page has its own */}
        <div className="hd-search__footer">
          {showFooter && result ? (
            <a className="hd-search__see-all" href={searchPageUrl} onClick={() => onClose('select', query)}>
              See all {result.response.nbHits} results
            </a>
          ) : (
            <span />
          )}
          <ul className="hd-search__commands" aria-hidden="true">
            <li>
              <kbd>↵</kbd> to select
            </li>
            <li>
              <kbd>↓</kbd>
              <kbd>↑</kbd> to navigate
            </li>
            <li>
              <kbd>esc</kbd> to close
            </li>
          </ul>
        </div>
      </div>
    </div>
  )
}

/** A row of the grid: the hit's link in the cell the arrows move through, then (history only) its buttons. */
function HitRow(props: {
  item: Item
  active: boolean
  onHover(): void
  onClick(e: MouseEvent<HTMLAnchorElement>): void
  onSaveFavorite(): void
  onRemove(): void
}) {
  const { item, active } = props
  const display = hitDisplay(item.hit)
  return (
    <div
      role="row"
      className={`hd-search__hit${active ? ' hd-search__hit--active' : ''}`}
      data-hit-type={item.hit.type}
      onMouseMove={active ? undefined : props.onHover}
    >
      <div id={item.id} role="gridcell" aria-selected={active} className="hd-search__hit-cell">
        <a href={item.url} className="hd-search__hit-link" tabIndex={-1} onClick={props.onClick}>
          <span className="hd-search__hit-icon" aria-hidden="true">
            {item.source === 'recent'
              ? '↺'
              : item.source === 'favorite'
                ? '★'
                : item.hit.type === 'lvl1'
                  ? '▤'
                  : item.hit.type === 'content'
                    ? '¶'
                    : '#'}
          </span>
          <span className="hd-search__hit-text">
            <span className="hd-search__hit-title">
              <HighlightedText value={display.title.value} text={display.title.text} />
            </span>
            {display.path.length > 0 && (
              <span className="hd-search__hit-path">
                {display.path.map((p, i) => (
                  <span key={i}>
                    {i > 0 && ' › '}
                    <HighlightedText value={p.value} text={p.text} />
                  </span>
                ))}
              </span>
            )}
          </span>
        </a>
      </div>
      {item.source !== 'hit' && (
        <div role="gridcell" className="hd-search__hit-actions">
          {item.source === 'recent' && (
            <button
              type="button"
              className="hd-search__hit-action"
              title="Save this search"
              aria-label="Save this search"
              onClick={props.onSaveFavorite}
            >
              ☆
            </button>
          )}
          <button
            type="button"
            className="hd-search__hit-action"
            title={item.source === 'favorite' ? 'Remove this search from favorites' : 'Remove this search from history'}
            aria-label={
              item.source === 'favorite' ? 'Remove this search from favorites' : 'Remove this search from history'
            }
            onClick={props.onRemove}
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}

function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  )
  if (focusable.length === 0) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const current = document.activeElement
  if (event.shiftKey && (current === first || !dialog.contains(current))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
    event.preventDefault()
    first.focus()
  }
}
