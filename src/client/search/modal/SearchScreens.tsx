/** What the modal shows under the grid: no history yet, the error screen, or "no results" with suggestions. */
import { SEARCH_SUGGESTED_QUERIES } from '../../../shared/constants.js'
import type { ReactNode } from 'react'
import type { SiteData } from '../../../shared/types.js'
import type { SearchSection } from './search-sections.js'
import type { SearchResults } from './useSearchResults.js'

export const ERROR_TITLE = 'Unable to fetch results'
export const ERROR_HELP = 'You might want to check your network connection.'

export function NoRecentSearches() {
  return <p className="hd-search__empty">No recent searches</p>
}

/** Stays until the next answer (spec §5). */
export function SearchErrorScreen() {
  return (
    <div className="hd-search__screen hd-search__screen--error" role="alert">
      <p className="hd-search__screen-title">{ERROR_TITLE}</p>
      <p className="hd-search__screen-help">{ERROR_HELP}</p>
    </div>
  )
}

/** Where "Let us know." leads: a new issue on the site's GitHub repository (from the navbar or footer links). */
export function missingResultsUrl(site: SiteData, query: string): string | undefined {
  const repo = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+/.exec(
    JSON.stringify([site.navbar.items, site.footer?.links]),
  )?.[0]
  if (!repo) return undefined
  return `${repo}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
}

/** The suggestions shown for a query that found nothing: not the query itself, SEARCH_SUGGESTED_QUERIES at most. */
export function suggestedQueries(suggestions: string[], query: string): string[] {
  return suggestions.filter((s) => s.toLowerCase() !== query.toLowerCase()).slice(0, SEARCH_SUGGESTED_QUERIES)
}

export function NoResultsScreen(props: {
  site: SiteData
  query: string
  suggestions: string[]
  onSuggestion(query: string): void
}) {
  const suggested = suggestedQueries(props.suggestions, props.query)
  const letUsKnow = missingResultsUrl(props.site, props.query)
  return (
    <div className="hd-search__screen hd-search__screen--no-results">
      <p className="hd-search__screen-title">
        No results for "<strong>{props.query}</strong>"
      </p>
      {suggested.length > 0 && (
        <div className="hd-search__suggestions">
          <p className="hd-search__screen-help">Try searching for:</p>
          <ul>
            {suggested.map((s) => (
              <li key={s}>
                <button type="button" className="hd-search__suggestion" onClick={() => props.onSuggestion(s)}>
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

/** Under the grid: "No recent searches", the error screen, or "no results" with its suggestions. */
export function screenBelowResults(
  query: string,
  sections: SearchSection[],
  { error, result, suggestions }: SearchResults,
  site: SiteData,
  onSuggestion: (query: string) => void,
): ReactNode {
  if (!query) return sections.length === 0 ? <NoRecentSearches /> : null
  if (error) return <SearchErrorScreen />
  if (result && result.response.nbHits === 0)
    return <NoResultsScreen site={site} query={result.query} suggestions={suggestions} onSuggestion={onSuggestion} />
  return undefined
}
