import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  algoliaHosts,
  createHostedSearchClient,
  createHostsCache,
} from '../../../src/client/search/hosted-search-client.js'
import { activeDocsVersion, versionFacetFilters } from '../../../src/client/search/contextual-search.js'
import {
  SearchApiError,
  SearchConfigError,
  SearchUnreachableError,
  type SearchRecord,
} from '../../../src/shared/search/search-types.js'
import { loadSearchClient } from '../../../src/client/search/load-search-client.js'
import { preferredVersionStorageKey, SEARCH_TIMEOUTS } from '../../../src/shared/constants.js'
import {
  answerFromRecords,
  refusedOrigin,
  startLoopbackHost,
  type LoopbackHost,
} from '../../helpers/algolia-loopback.js'
import { MemoryStorage, site } from './fixtures.js'

const APP = 'TESTAPP'
const KEY = 'search-only-key'
const INDEX = 'react-hotkeys-hook'

function record(n: number, tag: string, text: string): SearchRecord {
  return {
    objectID: `r${n}`,
    url: `https://example.org/docs/p${n}`,
    url_without_anchor: `https://example.org/docs/p${n}`,
    anchor: null,
    type: 'content',
    content: text,
    hierarchy: { lvl0: 'Documentation', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: tag,
    weight: { pageRank: 0, level: 0, position: n },
  }
}

const records = [
  record(1, 'docs-default-current', 'scopes in five'),
  record(2, 'docs-default-4.x', 'scopes in four'),
  record(3, 'default', 'scopes on a page'),
]

let hosts: LoopbackHost[] = []
async function host(mode: LoopbackHost['mode'] = 'ok') {
  const h = await startLoopbackHost({ mode, answer: answerFromRecords(records) })
  hosts.push(h)
  return h
}

beforeEach(() => {
  hosts = []
})
afterEach(async () => {
  await Promise.all(hosts.map((h) => h.close()))
})

const filters = versionFacetFilters(site({ backend: 'local', indexParts: [], searchPagePath: '/search' }).versions[0])

describe('the hosted search client', () => {
  it('POSTs /1/indexes/*/queries with the app id and key as query parameters and the spec body', async () => {
    const a = await host()
    const client = createHostedSearchClient({ appId: APP, apiKey: KEY, indexName: INDEX, hosts: [a.origin] })
    const result = await client.search({ query: 'scopes', facetFilters: filters })
    expect(a.requests).toHaveLength(1)
    const [request] = a.requests
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/1/indexes/*/queries')
    expect(request.query).toMatchObject({ 'x-algolia-application-id': APP, 'x-algolia-api-key': KEY })
    expect(request.headers['content-type']).toBe('text/plain')
    expect(request.body).toEqual({
      requests: [
        {
          query: 'scopes',
          indexName: INDEX,
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: false,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    })
    expect(result.nbHits).toBe(2)
    expect(result.queryID).toBe('loopback-query-id')
    expect(result.hits.map((h) => h.url)).toEqual(['https://example.org/docs/p1', 'https://example.org/docs/p3'])
  })

  it('filters by the docs version being read, else the remembered one, else the latest', async () => {
    const a = await host()
    const s = site({
      backend: 'algolia',
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      contextualSearch: true,
      searchPagePath: '/search',
    })
    const client = createHostedSearchClient({ appId: APP, apiKey: KEY, indexName: INDEX, hosts: [a.origin] })
    const storage = new MemoryStorage()
    const tagOf = async (pathname: string) => {
      await client.search({
        query: 'scopes',
        facetFilters: versionFacetFilters(activeDocsVersion(s, pathname, storage)),
      })
      return a.requests.at(-1)!.body.requests[0].facetFilters
    }
    expect(await tagOf('/docs/4.x/intro')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x'],
    ])
    expect(await tagOf('/docs/3.x/api/use-hotkeys')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.x'],
    ])
    expect(await tagOf('/blog')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ])
    storage.setItem(preferredVersionStorageKey('default'), '4.x')
    expect(await tagOf('/blog')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x']])
    const { hits } = await client.search({ query: 'scopes', facetFilters: await tagOf('/blog') })
    expect(hits.map((h) => h.objectID)).toEqual(['r2', 'r3'])
  })

  it('adds themeConfig.algolia.searchParameters to each query: their facet filters ANDed with the contextual ones, the spec parameters kept', async () => {
    const a = await host()
    const searchParameters = {
      facetFilters: ['type:content', ['hierarchy.lvl0:Documentation', 'hierarchy.lvl0:API']],
      typoTolerance: 'min',
      distinct: 1,
      // the spec's parameters are not theirs to change
      hitsPerPage: 50,
      query: 'hijacked',
      indexName: 'other-index',
      highlightPreTag: '<em>',
      attributesToRetrieve: ['*'],
    }
    const client = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [a.origin],
      searchParameters,
    })
    await client.search({ query: 'scopes', facetFilters: filters, page: 1 })
    const body = a.requests[0].body.requests[0]
    expect(body).toMatchObject({
      query: 'scopes',
      indexName: INDEX,
      hitsPerPage: 20,
      page: 1,
      highlightPreTag: '<mark>',
      typoTolerance: 'min',
      distinct: 1,
    })
    expect(body.attributesToRetrieve).toContain('hierarchy.lvl0')
    expect(body.facetFilters).toEqual([
      ...filters,
      'type:content',
      ['hierarchy.lvl0:Documentation', 'hierarchy.lvl0:API'],
    ])
    // contextual search off: only the configured filters; a single string is one filter
    await createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [a.origin],
      searchParameters: { facetFilters: 'type:content' },
    }).search({ query: 'x', facetFilters: [] })
    expect(a.requests[1].body.requests[0].facetFilters).toEqual(['type:content'])
  })

  it("gets the site's searchParameters through loadSearchClient", async () => {
    const a = await host()
    // the browser client talks to Algolia's hosts: send them to the loopback host
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      realFetch(String(input).replace(/^https:\/\/[^/]+/, a.origin), init),
    )
    try {
      const s = site({
        backend: 'algolia',
        appId: APP,
        apiKey: KEY,
        indexName: INDEX,
        contextualSearch: true,
        searchPagePath: '/search',
        searchParameters: { facetFilters: ['type:content'], typoTolerance: false },
      })
      const client = await loadSearchClient(s.search)
      await client.search({ query: 'scopes', facetFilters: filters })
      expect(a.requests[0].body.requests[0]).toMatchObject({
        typoTolerance: false,
        hitsPerPage: 20,
        facetFilters: [...filters, 'type:content'],
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('sends page only for later pages', async () => {
    const a = await host()
    const client = createHostedSearchClient({ appId: APP, apiKey: KEY, indexName: INDEX, hosts: [a.origin] })
    await client.search({ query: 'scopes', facetFilters: [], page: 2 })
    expect(a.requests[0].body.requests[0]).toMatchObject({ page: 2 })
    expect(a.requests[0].body.requests[0].facetFilters).toBeUndefined()
  })

  it('retries on the next host on a 5xx, a refused connection, no answer and a stalled body', async () => {
    const failing = await host('fail')
    const silent = await host('hang')
    const stalled = await host('hang-body')
    const good = await host('ok')
    const client = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [failing.origin, await refusedOrigin(), silent.origin, stalled.origin, good.origin],
      timeouts: { connect: 200, read: 200 },
    })
    const result = await client.search({ query: 'scopes', facetFilters: filters })
    expect(result.nbHits).toBe(2)
    expect([failing, silent, stalled, good].map((h) => h.requests.length)).toEqual([1, 1, 1, 1])
  })

  it('skips a failed host for 120 s by the clock, then tries it again', async () => {
    const failing = await host('fail')
    const good = await host('ok')
    let now = 1_000_000
    const client = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [failing.origin, good.origin],
      now: () => now,
    })
    await client.search({ query: 'scopes', facetFilters: filters })
    expect([failing.requests.length, good.requests.length]).toEqual([1, 1])
    now += 119_999
    await client.search({ query: 'scopes', facetFilters: filters })
    expect([failing.requests.length, good.requests.length]).toEqual([1, 2])
    now += 1
    failing.mode = 'ok'
    await client.search({ query: 'scopes', facetFilters: filters })
    expect([failing.requests.length, good.requests.length]).toEqual([2, 2])
    await client.search({ query: 'scopes', facetFilters: filters })
    expect([failing.requests.length, good.requests.length]).toEqual([3, 2])
  })

  it('raises an unreachable error when every host fails, and tries them all again next time', async () => {
    const a = await host('fail')
    const b = await host('fail')
    const client = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [a.origin, b.origin],
      now: () => 0,
    })
    const error = await client.search({ query: 'x', facetFilters: [] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SearchUnreachableError)
    expect((error as SearchUnreachableError).failures).toEqual([`${a.origin}: HTTP 503`, `${b.origin}: HTTP 503`])
    b.mode = 'ok'
    await expect(client.search({ query: 'scopes', facetFilters: [] })).resolves.toMatchObject({ nbHits: 3 })
    expect([a.requests.length, b.requests.length]).toEqual([2, 2])
  })

  it('raises an API error, without retrying, on a 4xx or an unreadable response', async () => {
    const forbidden = await host('forbidden')
    const other = await host('ok')
    const client = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      hosts: [forbidden.origin, other.origin],
    })
    await expect(client.search({ query: 'x', facetFilters: [] })).rejects.toThrow(
      /HTTP 403 \(Invalid Application-ID or API key\)/,
    )
    expect(other.requests).toHaveLength(0)
    forbidden.mode = 'bad-json'
    await expect(client.search({ query: 'x', facetFilters: [] })).rejects.toBeInstanceOf(SearchApiError)
    const shapeless = createHostedSearchClient({
      appId: APP,
      apiKey: KEY,
      indexName: INDEX,
      fetch: (async () => new Response('{"results":[]}')) as unknown as typeof fetch,
    })
    await expect(shapeless.search({ query: 'x', facetFilters: [] })).rejects.toThrow(/unreadable response/)
  })

  it('refuses an empty application id or API key with a clear configuration error', () => {
    expect(() => createHostedSearchClient({ appId: '', apiKey: KEY, indexName: INDEX })).toThrow(SearchConfigError)
    expect(() => createHostedSearchClient({ appId: APP, apiKey: ' ', indexName: INDEX })).toThrow(/non-empty API key/)
    expect(() => createHostedSearchClient({ appId: '', apiKey: KEY, indexName: INDEX })).toThrow(
      /non-empty application id/,
    )
  })

  it('times out by default after 1 s waiting for a response (connect) and 2 s reading it (read), then tries the next host', async () => {
    expect(SEARCH_TIMEOUTS).toEqual({ connect: 1_000, read: 2_000, write: 30_000 })
    vi.useFakeTimers()
    try {
      /** per host: when its request was aborted (by the fake clock), from its start */
      const abortedAfter: Record<string, number> = {}
      const never = (signal: AbortSignal, host: string, started: number) =>
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => {
            abortedAfter[host] = Date.now() - started
            reject(new DOMException('aborted', 'AbortError'))
          }),
        )
      const fakeFetch = async (url: string, init: RequestInit) => {
        const host = new URL(url).host
        const started = Date.now()
        if (host === 'silent') return never(init.signal!, host, started) // no response headers
        if (host === 'slow-body')
          return { status: 200, text: () => never(init.signal!, host, started) } as unknown as Response
        return new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }))
      }
      const client = createHostedSearchClient({
        appId: APP,
        apiKey: KEY,
        indexName: INDEX,
        hosts: ['https://silent', 'https://slow-body', 'https://good'],
        fetch: fakeFetch as unknown as typeof fetch,
      })
      const result = client.search({ query: 'x', facetFilters: [] })
      await vi.advanceTimersByTimeAsync(SEARCH_TIMEOUTS.connect - 1)
      expect(abortedAfter).toEqual({})
      await vi.advanceTimersByTimeAsync(1)
      expect(abortedAfter).toEqual({ silent: 1_000 })
      await vi.advanceTimersByTimeAsync(SEARCH_TIMEOUTS.read - 1)
      expect(abortedAfter).toEqual({ silent: 1_000 })
      await vi.advanceTimersByTimeAsync(1)
      expect(abortedAfter).toEqual({ silent: 1_000, 'slow-body': 2_000 })
      await expect(result).resolves.toMatchObject({ nbHits: 0 })
    } finally {
      vi.useRealTimers()
    }
  })

  it("uses Algolia's hosts in order: the DSN host, then -1, -2, -3", () => {
    expect(algoliaHosts('MVSFN13FOZ')).toEqual([
      'https://mvsfn13foz-dsn.algolia.net',
      'https://mvsfn13foz-1.algolianet.com',
      'https://mvsfn13foz-2.algolianet.com',
      'https://mvsfn13foz-3.algolianet.com',
    ])
  })
})

describe('the hosts cache', () => {
  it('holds a host down for 120 s and forgets it once it answers', () => {
    let now = 0
    const cache = createHostsCache({ now: () => now })
    cache.markDown('a')
    expect(cache.isDown('a')).toBe(true)
    now = 119_999
    expect(cache.isDown('a')).toBe(true)
    now = 120_000
    expect(cache.isDown('a')).toBe(false)
    cache.markDown('a')
    cache.markUp('a')
    expect(cache.isDown('a')).toBe(false)
  })

  it('can keep its state in storage, shared by clients of the same tab', () => {
    const storage = new MemoryStorage()
    createHostsCache({ now: () => 5, storage }).markDown('a')
    expect(createHostsCache({ now: () => 10, storage }).isDown('a')).toBe(true)
    expect(createHostsCache({ now: () => 120_005, storage }).isDown('a')).toBe(false)
  })
})
