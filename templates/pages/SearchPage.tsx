import { SEARCH_INPUT_MAX_LENGTH } from '../../src/shared/constants.js'
import { useSite } from '../SiteContext.js'

/**
 * The search page shell. The query lives in the URL (`?q=`), which the server never sees: the markup never
 * contains it. The client reads it, fills the input and renders results into `[data-search-results]`.
 */
export function SearchPage() {
  const site = useSite()
  return (
    <div className="container search-page">
      <h1>Search the documentation</h1>
      <form className="search-page__form" action={site.search.searchPagePath} method="get" role="search">
        <label className="search-page__label" htmlFor="search-page-input">
          Search query
        </label>
        <div className="search-page__row">
          <input
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="q"
            placeholder="Search docs"
            autoComplete="off"
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            data-search-page-input=""
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <div className="search-page__results" data-search-results="" aria-live="polite" />
      <noscript>
        <p className="search-page__no-js">Search needs JavaScript. You can browse the documentation from the navbar and the footer.</p>
      </noscript>
    </div>
  )
}
