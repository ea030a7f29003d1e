/**
 * The search records of each route, known by a digest kept under a key of what they are made from (the route's
 * path and flags, a digest of its data, the extraction options): a warm build neither walks an unchanged route's
 * content (10,000 pages: ~1.5 s) nor serialises its records to hash its version's (~1 s), unless that version is
 * indexed again, which takes the records the cache kept, or walks its routes. `hotkeys-docs build` keeps the
 * digests and the records between builds (cache/search-records-entries.ts: then a warm build does not read the
 * Markdown trees of the version it indexes again), watch mode the digests in memory.
 */
import { createHash } from 'node:crypto'
import type { RouteData } from '../shared/types.js'
import { type RecordsOfRoute, recordsJsonDigest } from './build-local-index.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import { type ExtractOptions, routeSearchRecords, type SearchRecordSource } from './extract-search-records.js'

/** route key → the digest of its records */
export interface SearchRecordsCache {
  get(key: string): string | undefined
  /** `json`: the records' JSON, whose digest `digest` is (none: records made elsewhere, the search thread's) */
  set(key: string, digest: string, json?: string): void
  /** the records kept under `key` (whose digest get() gave) if the cache keeps records, else `make`'s (then kept) */
  records?(key: string, make: () => SearchRecord[]): SearchRecord[]
}

/** A watch session's (BuildCache.searchRecords): the digests of every route's records it made, in memory. */
export function createSearchRecordsCache(): SearchRecordsCache {
  const kept = new Map<string, string>()
  return { get: (key) => kept.get(key), set: (key, digest) => void kept.set(key, digest) }
}

/** Each route's records, by the digest `cache` holds for its key when it has one; `digestOf` digests route data (render/route-data-json.ts). */
export function routesSearchRecords(
  sources: SearchRecordSource[],
  options: ExtractOptions,
  digestOf: (data: RouteData) => string,
  cache: SearchRecordsCache,
): RecordsOfRoute[] {
  return cachedRecordsDigests(sources, options, digestOf, cache).map((known, i) =>
    recordsOfRoute(sources[i], options, known, cache),
  )
}

/** A route's key in the records cache, and the digest of its records the cache holds (none: to be made). */
export interface KnownRecordsDigest {
  key: string
  digest?: string
}

export function cachedRecordsDigests(
  sources: SearchRecordSource[],
  options: ExtractOptions,
  digestOf: (data: RouteData) => string,
  cache: SearchRecordsCache,
): KnownRecordsDigest[] {
  const shared = JSON.stringify(options)
  return sources.map(({ route, data }) => {
    const key = createHash('sha256')
      .update(JSON.stringify([shared, route.path, route.unlisted ?? false, route.canonicalPath ?? null]))
      .update(digestOf(data))
      .digest('base64')
    return { key, digest: cache.get(key) }
  })
}

/** One route's records: known by their cached digest (made again only if asked for), else made now and their digest kept. */
export function recordsOfRoute(
  source: SearchRecordSource,
  options: ExtractOptions,
  { key, digest }: KnownRecordsDigest,
  cache: SearchRecordsCache,
): RecordsOfRoute {
  const tag = source.data.docsearchTag
  if (digest !== undefined) {
    const make = () => routeSearchRecords(source, options)
    return { tag, digest, records: () => (cache.records ? cache.records(key, make) : make()) }
  }
  const records = routeSearchRecords(source, options)
  const json = JSON.stringify(records)
  const made = recordsJsonDigest(json)
  cache.set(key, made, json)
  return { tag, digest: made, records: () => records }
}
