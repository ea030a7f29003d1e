import { SearchPageView } from '../../src/client/index.js'
import { useSite } from '../SiteContext.js'

/**
 * The search page. The query lives in the URL (`?q=`), which the server never sees: the markup never contains
 * it. On the client, SearchPageView reads it, fills the input and renders the results into
 * `[data-search-results]` (its search client and index load lazily).
 */
export function SearchPage() {
  const site = useSite()
  return (
    <div className="container search-page">
      <h1>Search the documentation</h1>
      <SearchPageView site={site} />
      <noscript>
        <p className="search-page__no-js">
          Search needs JavaScript. You can browse the documentation from the navbar and the footer.
        </p>
      </noscript>
    </div>
  )
}
