/**
 * The data the search backends and the search UI share (spec §3 "Search hit"). Records and hits have the
 * shape DocSearch and the Algolia API use, so the same UI renders hits of the hosted index and of the
 * embedded one. Browser-safe: the build imports these types too.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number]
export type Hierarchy = Record<HierarchyLevel, string | null>

/** The docusaurus_tag of everything outside the docs (pages, blog): searched with every docs version. */
export const DEFAULT_SEARCH_TAG = 'default'

/** lvl0 of docs pages outside any sidebar category (DocSearch's default for Docusaurus), and the group of hits without a lvl0. */
export const DOCS_LVL0 = 'Documentation'

/** `lvl1`…`lvl6` for a heading (lvl1 is the page title), `content` for a paragraph, list item or cell. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content'

/** One searchable record, as `hotkeys-docs search-records` writes it (and a DocSearch crawler would). */
export interface SearchRecord {
  objectID: string
  /** absolute URL with the anchor of the closest heading */
  url: string
  url_without_anchor: string
  anchor: string | null
  type: RecordType
  /** the text of a `content` record; null for headings */
  content: string | null
  hierarchy: Hierarchy
  language: string
  docusaurus_tag: string
  /** ranking hints (DocSearch's): level 100 for lvl1 … 0 for content; position in the page */
  weight: { pageRank: number; level: number; position: number }
}

/** Algolia's highlight/snippet entry. `value` is HTML-escaped text with `<mark>` around matches. */
export interface HighlightEntry {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords?: string[]
}

/** A hit as the UI uses it (what the Algolia API returns for the attributes the client asks for). */
export interface SearchHit {
  objectID: string
  /** absolute or root-relative; the UI turns same-site URLs into paths */
  url: string
  type: RecordType
  content: string | null
  hierarchy: Hierarchy
  _highlightResult?: {
    content?: HighlightEntry
    hierarchy?: Partial<Record<HierarchyLevel, HighlightEntry>>
  }
  _snippetResult?: {
    content?: HighlightEntry
    hierarchy?: Partial<Record<HierarchyLevel, HighlightEntry>>
  }
}

/** A hit kept in recent searches or favorites: no highlight and snippet fields (spec §3). */
export type StoredHit = Omit<SearchHit, '_highlightResult' | '_snippetResult'>

/** Algolia facet filters: strings are ANDed; the strings of a nested array are ORed. */
export type FacetFilters = Array<string | string[]>

export interface SearchQuery {
  query: string
  facetFilters: FacetFilters
  /** 0-based */
  page?: number
  hitsPerPage?: number
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  queryID?: string
}

/** What the modal and the search page talk to: the hosted client and the embedded one both implement it. */
export interface SearchClient {
  /** names the index the recent searches and favorites are stored for */
  readonly indexName: string
  /** rejects on an API failure, an unreadable response or when every host is unreachable */
  search(query: SearchQuery): Promise<SearchResponse>
  /** queries to suggest when a search finds nothing (the embedded index knows its sections) */
  suggestedQueries?(): Promise<string[]>
}

/** Raised when all hosts failed (network errors, timeouts, 5xx): the UI shows "Unable to fetch results". */
export class SearchUnreachableError extends Error {
  override readonly name = 'SearchUnreachableError'
  constructor(
    message: string,
    readonly failures: string[] = [],
  ) {
    super(message)
  }
}

/** Raised when the service answers with an error status or something that is not a search response. */
export class SearchApiError extends Error {
  override readonly name = 'SearchApiError'
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** An unusable search configuration (empty application id or API key): spec §5. */
export class SearchConfigError extends Error {
  override readonly name = 'SearchConfigError'
}
