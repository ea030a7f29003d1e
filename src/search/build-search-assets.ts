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
import { buildLocalIndexOfRoutes, type SearchIndexCache } from './build-local-index.js'
import { type ExtractOptions, extractSearchRecords, searchRecordSources } from './extract-search-records.js'
import { routesSearchRecords, type SearchRecordsCache } from './route-search-records.js'

export interface SearchAssets {
  /** files to add to the output (path relative to the output folder → contents) */
  files: Map<string, string>
  /** files to keep from the previous output (path relative to the output folder → where it is) */
  kept: Map<string, string>
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
  if (config.searchBackend !== 'local') return { files: new Map(), kept: new Map(), indexParts: [] }
  const { files, kept, parts } = buildLocalIndexOfRoutes(
    routesSearchRecords(
      searchRecordSources(routes, componentPages),
      extractOptions(config),
      records.digestOf,
      records.cache,
    ),
    indexCache,
  )
  return { files, kept, indexParts: parts }
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
