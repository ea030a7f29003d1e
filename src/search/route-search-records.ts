/**
 * The search records of each route, as JSON, kept by a key of what they are made from (the route's path and flags,
 * a digest of its data, the extraction options): a warm build takes an unchanged route's records as they were,
 * without walking its content (10,000 pages: ~1.5 s) nor serialising them again to hash its version's records
 * (~1 s). `hotkeys-docs build` keeps them between builds (cache/search-records-entries.ts), watch mode in memory.
 */
import { createHash } from 'node:crypto'
import type { RouteData } from '../shared/types.js'
import type { RecordsOfRoute } from './build-local-index.js'
import { type ExtractOptions, routeSearchRecords, type SearchRecordSource } from './extract-search-records.js'

export interface SearchRecordsCache {
  get(key: string): string | undefined
  set(key: string, json: string): void
}

/** A watch session's (BuildCache.searchRecords): every route's records it made, in memory. */
export function createSearchRecordsCache(): SearchRecordsCache {
  const kept = new Map<string, string>()
  return { get: (key) => kept.get(key), set: (key, json) => void kept.set(key, json) }
}

/** Each route's records, taken from `cache` when its key is there; `digestOf` digests route data (render/route-data-json.ts). */
export function routesSearchRecords(
  sources: SearchRecordSource[],
  options: ExtractOptions,
  digestOf: (data: RouteData) => string,
  cache: SearchRecordsCache,
): RecordsOfRoute[] {
  const shared = JSON.stringify(options)
  return sources.map((source) => {
    const { route, data } = source
    const key = createHash('sha256')
      .update(JSON.stringify([shared, route.path, route.unlisted ?? false, route.canonicalPath ?? null]))
      .update(digestOf(data))
      .digest('base64')
    const json = cache.get(key)
    if (json !== undefined) return { tag: data.docsearchTag, json }
    const records = routeSearchRecords(source, options)
    const made = JSON.stringify(records)
    cache.set(key, made)
    return { tag: data.docsearchTag, json: made, records }
  })
}
