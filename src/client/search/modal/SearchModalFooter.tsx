import { publicHref } from '../../../shared/paths.js'
import type { SiteData } from '../../../shared/types.js'
import type { SearchResults } from './useSearchResults.js'

/** "See all N results": the search page for the query, when its answer has hits. */
export function seeAllResults(
  site: SiteData,
  query: string,
  { error, result }: SearchResults,
): { url: string; nbHits: number } | undefined {
  if (!query || error || !result || result.response.nbHits === 0) return undefined
  return {
    url: `${publicHref(site, site.search.searchPagePath)}?q=${encodeURIComponent(query)}`,
    nbHits: result.response.nbHits,
  }
}

/** The modal's footer: "See all N results" (the search page), and the keys. */
export function SearchModalFooter(props: { seeAll: { url: string; nbHits: number } | undefined; onSeeAll(): void }) {
  return (
    // a <div>: a <footer> outside an article or section is a contentinfo landmark, and the page has its own
    <div className="hd-search__footer">
      {props.seeAll ? (
        <a className="hd-search__see-all" href={props.seeAll.url} onClick={props.onSeeAll}>
          See all {props.seeAll.nbHits} results
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
  )
}
