/**
 * The search page. The query lives in the URL (`?q=`), which the server never sees: the markup never contains
 * it. On the client, SearchPageView reads it, fills the input and renders the results into
 * `[data-search-results]` (its search client and index load lazily).
 */
export declare function SearchPage(): import("react/jsx-runtime").JSX.Element;
