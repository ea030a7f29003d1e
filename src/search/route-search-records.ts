/**
 * The search records of each route, known by a digest kept under a key of what they are made from (the route's
 * path and flags, a digest of its data, the extraction options): a warm build neither walks an unchanged route's
 * content (10,000 pages: ~1.5 s) nor serialises its records to hash its version's (~1 s), unless that version is
 * indexed again, which walks its routes then. `hotkeys-docs build` keeps the digests between builds
 * (cache/search-records-entries.ts), watch mode in memory.
 */
import { createHash } from 'node:crypto'
import type { RouteData } from '../shared/types.js'
import { type RecordsOfRoute, recordsDigest } from './build-local-index.js'
import { type ExtractOptions, routeSearchRecords, type SearchRecordSource } from './extract-search-records.js'

/** route key → the digest of its records */
export interface SearchRecordsCache {
  get(key: string): string | undefined
  set(key: string, digest: string): void
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
  if (digest !== undefined) return { tag, digest, records: () => routeSearchRecords(source, options) }
  const records = routeSearchRecords(source, options)
  const made = recordsDigest(records)
  cache.set(key, made)
  return { tag, digest: made, records: () => records }
}
