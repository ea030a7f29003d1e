/**
 * The hosted search backend (spec §7): the Algolia search API, spoken directly with `fetch` rather than
 * through the `algoliasearch` client, because the spec's rules have to hold exactly and the v5 client's own
 * down-host cache does not work (it stores a host's state under a different key than it reads it from).
 *
 * - POST `/1/indexes/*\/queries`, application id and API key as query parameters, a `text/plain` JSON body
 *   (no CORS preflight) with one request: query, indexName, attributesToRetrieve, attributesToSnippet
 *   (content:10), snippetEllipsisText, highlightPreTag/PostTag, hitsPerPage 20, clickAnalytics and the
 *   facet filters.
 * - Hosts `<appId>-dsn.algolia.net`, then `<appId>-1/-2/-3.algolianet.com`. A network error, a timeout or a
 *   status that is neither 2xx nor 4xx moves on to the next host and marks the failed one down for 120 s;
 *   down hosts are skipped (all hosts are tried again when every one is down). A 4xx status or an
 *   unreadable response is an API error: it is raised, not retried.
 * - Timeouts as the algoliasearch browser requester counts them: `connect` until the response headers
 *   arrive, then `read` (searches) or `write` (writes) until the body is read.
 */
import { SEARCH_HITS_PER_PAGE, SEARCH_SNIPPET_WORDS, SEARCH_TIMEOUTS } from '../../shared/constants.js'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SNIPPET_ELLIPSIS } from './highlight.js'
import {
  HIERARCHY_LEVELS,
  SearchApiError,
  SearchConfigError,
  SearchUnreachableError,
  type FacetFilters,
  type SearchClient,
  type SearchHit,
  type SearchQuery,
  type SearchResponse,
} from '../../shared/search/search-types.js'
import { createHostsCache, type HostsCache } from '../../shared/search/algolia-hosts-cache.js'

/** The browser takes the hosts cache from this chunk (load-search-client.ts), loaded only for the hosted backend. */
export { createHostsCache, type HostsCache }

export interface SearchTimeouts {
  connect: number
  read: number
  write: number
}

export interface HostedSearchOptions {
  appId: string
  apiKey: string
  indexName: string
  /** origins to use instead of Algolia's (tests): `http://127.0.0.1:4001` */
  hosts?: string[]
  timeouts?: Partial<SearchTimeouts>
  hostsCache?: HostsCache
  /** the clock of the default hosts cache */
  now?: () => number
  fetch?: typeof fetch
  clickAnalytics?: boolean
  /** extra search parameters merged into each request (themeConfig.algolia.searchParameters) */
  searchParameters?: Record<string, unknown>
}

/** Algolia's hosts for an application, in the order they are tried. */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase()
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ]
}

export const ATTRIBUTES_TO_RETRIEVE = [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url']
export const ATTRIBUTES_TO_SNIPPET = [
  ...HIERARCHY_LEVELS.slice(1).map((l) => `hierarchy.${l}:${SEARCH_SNIPPET_WORDS}`),
  `content:${SEARCH_SNIPPET_WORDS}`,
]

const AGENT = 'hotkeys-docs search (fetch)'

/** Algolia takes facetFilters as one string or a list; as a list. */
function facetFilterList(value: unknown): FacetFilters {
  if (typeof value === 'string') return [value]
  if (!Array.isArray(value)) return []
  return value.filter(
    (f): f is string | string[] => typeof f === 'string' || (Array.isArray(f) && f.every((g) => typeof g === 'string')),
  )
}

/**
 * The body of a search call for one query (exported for tests and the request-shape contract).
 *
 * `searchParameters` (themeConfig.algolia.searchParameters) add to the spec's parameters but never replace
 * them: their `facetFilters` are ANDed with the contextual ones (language and docs version), and the spec's
 * query, hits per page, page, retrieved/snippeted attributes and highlight tags (the UI reads those) win.
 */
export function searchRequestBody(
  indexName: string,
  query: SearchQuery,
  extra: { clickAnalytics?: boolean; searchParameters?: Record<string, unknown> } = {},
) {
  const { facetFilters: extraFacetFilters, ...searchParameters } = extra.searchParameters ?? {}
  const facetFilters = [...query.facetFilters, ...facetFilterList(extraFacetFilters)]
  return {
    requests: [
      {
        ...searchParameters,
        query: query.query,
        indexName,
        attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
        attributesToSnippet: ATTRIBUTES_TO_SNIPPET,
        snippetEllipsisText: SNIPPET_ELLIPSIS,
        highlightPreTag: HIGHLIGHT_PRE_TAG,
        highlightPostTag: HIGHLIGHT_POST_TAG,
        hitsPerPage: query.hitsPerPage ?? SEARCH_HITS_PER_PAGE,
        clickAnalytics:
          extra.clickAnalytics ??
          (typeof searchParameters.clickAnalytics === 'boolean' ? searchParameters.clickAnalytics : false),
        ...(facetFilters.length > 0 ? { facetFilters } : {}),
        ...(query.page ? { page: query.page } : {}),
      },
    ],
  }
}

class HostFailure extends Error {}

export function createHostedSearchClient(options: HostedSearchOptions): SearchClient {
  if (!options.appId?.trim())
    throw new SearchConfigError('The search client needs a non-empty application id (themeConfig.algolia.appId).')
  if (!options.apiKey?.trim())
    throw new SearchConfigError('The search client needs a non-empty API key (themeConfig.algolia.apiKey).')
  if (!options.indexName)
    throw new SearchConfigError('The search client needs an index name (themeConfig.algolia.indexName).')
  const hosts = options.hosts ?? algoliaHosts(options.appId)
  const timeouts: SearchTimeouts = { ...SEARCH_TIMEOUTS, ...options.timeouts }
  const hostsCache = options.hostsCache ?? createHostsCache({ now: options.now })
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const params = new URLSearchParams({
    'x-algolia-agent': AGENT,
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.apiKey,
  })

  async function attempt(host: string, path: string, body: string, kind: 'read' | 'write'): Promise<unknown> {
    const controller = new AbortController()
    let phase = 'connect'
    let timer = setTimeout(() => controller.abort(), timeouts.connect)
    try {
      let response: Response
      try {
        response = await doFetch(`${host}${path}?${params}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'text/plain' },
          signal: controller.signal,
          credentials: 'omit',
        })
      } catch (error) {
        throw new HostFailure(
          controller.signal.aborted
            ? `${host}: connect timeout (${timeouts.connect} ms)`
            : `${host}: ${(error as Error).message}`,
        )
      }
      clearTimeout(timer)
      phase = kind
      const limit = kind === 'read' ? timeouts.read : timeouts.write
      timer = setTimeout(() => controller.abort(), limit)
      let text: string
      try {
        text = await response.text()
      } catch (error) {
        throw new HostFailure(
          controller.signal.aborted
            ? `${host}: ${phase} timeout (${limit} ms)`
            : `${host}: ${(error as Error).message}`,
        )
      }
      if (response.status >= 400 && response.status < 500)
        throw new SearchApiError(
          `The search service refused the query: HTTP ${response.status} ${messageOf(text)}`.trim(),
          response.status,
        )
      if (response.status < 200 || response.status >= 300) throw new HostFailure(`${host}: HTTP ${response.status}`)
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new SearchApiError(
          `The search service sent an unreadable response (not JSON, HTTP ${response.status}).`,
          response.status,
        )
      }
    } finally {
      clearTimeout(timer)
    }
  }

  async function request(path: string, payload: unknown, kind: 'read' | 'write'): Promise<unknown> {
    const body = JSON.stringify(payload)
    const up = hosts.filter((h) => !hostsCache.isDown(h))
    const candidates = up.length > 0 ? up : hosts
    const failures: string[] = []
    for (const host of candidates) {
      try {
        const result = await attempt(host, path, body, kind)
        hostsCache.markUp(host)
        return result
      } catch (error) {
        if (!(error instanceof HostFailure)) throw error
        hostsCache.markDown(host)
        failures.push(error.message)
      }
    }
    throw new SearchUnreachableError(`Unable to reach the search service (${failures.join('; ')})`, failures)
  }

  return {
    indexName: options.indexName,
    async search(query: SearchQuery): Promise<SearchResponse> {
      const data = await request(
        '/1/indexes/*/queries',
        searchRequestBody(options.indexName, query, {
          clickAnalytics: options.clickAnalytics,
          searchParameters: options.searchParameters,
        }),
        'read',
      )
      return readSearchResponse(data)
    },
  }
}

function messageOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown }
    return typeof parsed.message === 'string' ? `(${parsed.message})` : ''
  } catch {
    return ''
  }
}

/** `results[0]` with hits, nbHits, queryID; anything else is an unreadable response. */
export function readSearchResponse(data: unknown): SearchResponse {
  const result = (data as { results?: unknown })?.results
  const first = Array.isArray(result) ? (result[0] as Record<string, unknown> | undefined) : undefined
  if (!first || !Array.isArray(first.hits) || typeof first.nbHits !== 'number') {
    throw new SearchApiError('The search service sent an unreadable response (no results[0] with hits and nbHits).')
  }
  const hits = (first.hits as unknown[]).filter(isHit)
  const hitsPerPage = typeof first.hitsPerPage === 'number' ? first.hitsPerPage : SEARCH_HITS_PER_PAGE
  return {
    hits,
    nbHits: first.nbHits,
    page: typeof first.page === 'number' ? first.page : 0,
    nbPages: typeof first.nbPages === 'number' ? first.nbPages : Math.ceil(first.nbHits / hitsPerPage),
    hitsPerPage,
    ...(typeof first.queryID === 'string' ? { queryID: first.queryID } : {}),
  }
}

function isHit(value: unknown): value is SearchHit {
  if (!value || typeof value !== 'object') return false
  const hit = value as Record<string, unknown>
  if (typeof hit.url !== 'string' || !hit.hierarchy || typeof hit.hierarchy !== 'object') return false
  hit.objectID = typeof hit.objectID === 'string' ? hit.objectID : String(hit.url)
  hit.type = typeof hit.type === 'string' ? hit.type : 'lvl1'
  hit.content = typeof hit.content === 'string' ? hit.content : null
  const hierarchy = hit.hierarchy as Record<string, unknown>
  for (const level of HIERARCHY_LEVELS) if (typeof hierarchy[level] !== 'string') hierarchy[level] = null
  return true
}
