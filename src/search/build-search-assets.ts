/**
 * The build's search stage: search records from the routes' data and, for the embedded backend, the index
 * files the browser loads. The hosted backend needs no files (its index is filled by a crawler or by
 * `hotkeys-docs search-records --push`).
 */
import type { ResolvedConfig } from '../config/site-config.js'
import type { ComponentPageModule } from '../render/load-component-pages.js'
import type { Route } from '../routes/route.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import type { LocalIndexPart } from '../shared/types.js'
import type { RouteData } from '../shared/types.js'
import { type LocalIndexOutput, planLocalIndex, type SearchIndexCache } from './build-local-index.js'
import {
  indexWithThread,
  makeIndexFiles,
  routesForThread,
  searchThreadAllowed,
} from '../workers/search-index-off-thread.js'
import { type ExtractOptions, extractSearchRecords, searchRecordSources } from './extract-search-records.js'
import { cachedRecordsDigests, recordsOfRoute, type SearchRecordsCache } from './route-search-records.js'

export interface SearchAssets {
  /**
   * the files to add to the output (path relative to the output folder → contents) and those kept from the previous
   * output (→ where they are), made while the pages render (on a thread of their own when the index is large:
   * onThread)
   */
  output: Promise<Omit<LocalIndexOutput, 'parts'>>
  onThread: boolean
  /** SiteData.search.indexParts: the embedded index's files, none for the hosted backend */
  indexParts: LocalIndexPart[]
}

/** What the search stage takes each route's records from (route-search-records.ts) */
export interface SearchRecordsInput {
  /** digests of route data (render/route-data-json.ts) */
  digestOf: (data: RouteData) => string
  cache: SearchRecordsCache
}

export function buildSearchAssets(
  config: ResolvedConfig,
  routes: Route[],
  componentPages: Record<string, ComponentPageModule>,
  records: SearchRecordsInput,
  indexCache?: SearchIndexCache,
): SearchAssets {
  if (config.searchBackend !== 'local')
    return { output: Promise.resolve({ files: new Map(), kept: new Map() }), onThread: false, indexParts: [] }
  const sources = searchRecordSources(routes, componentPages)
  const options = extractOptions(config)
  const known = cachedRecordsDigests(sources, options, records.digestOf, records.cache)
  const threadAllowed = searchThreadAllowed()
  const held = threadAllowed ? routesForThread(sources, known) : []
  if (held.length > 0) return indexWithThread(sources, known, held, options, records.cache, indexCache)
  const { files, parts } = planLocalIndex(
    known.map((digest, i) => recordsOfRoute(sources[i], options, digest, records.cache)),
    indexCache,
  )
  return { ...makeIndexFiles(files, indexCache, threadAllowed), indexParts: parts }
}

/** Every search record of the site, with absolute URLs (what a hosted index holds). */
export function siteSearchRecords(
  config: ResolvedConfig,
  routes: Route[],
  componentPages: Record<string, ComponentPageModule>,
): SearchRecord[] {
  return extractSearchRecords(searchRecordSources(routes, componentPages), extractOptions(config))
}

function extractOptions(config: ResolvedConfig): ExtractOptions {
  return { siteUrl: config.url, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, siteTitle: config.title }
}
