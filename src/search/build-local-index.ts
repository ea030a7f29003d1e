/**
 * The embedded search index: the site's search records indexed with MiniSearch at build time and written as
 * JSON files under `__search/`, one per docs version (LocalIndexPart): that version's records plus the pages
 * outside the docs (tag `default`, in every file). A reader's first search downloads only the file of the version
 * being read; the search page loads another when its version filter asks for it.
 *
 * A file is named by its version alone, not by its contents: every page's site data lists the files, so a
 * content-hashed name would change every page of the site with any page's text. Like route data, the files are
 * revalidated on each use; a page of an older build that searches after a deploy gets the current index (whose
 * `format` it checks) instead of a file that is gone.
 */
import { createHash } from 'node:crypto'
import MiniSearch from 'minisearch'
import {
  LOCAL_INDEX_FORMAT,
  LOCAL_INDEX_OPTIONS,
  type LocalIndexDocument,
  type LocalIndexFile,
  type LocalStoredFields,
} from '../shared/search/local-index-schema.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'
import type { LocalIndexPart } from '../shared/types.js'
import { DEFAULT_SEARCH_TAG, HIERARCHY_LEVELS, type SearchRecord } from '../shared/search/search-types.js'
import { memoizedIndexTokenizer } from './index-tokenizer.js'

export const LOCAL_INDEX_DIR = '__search'

export interface LocalIndexOutput {
  /** path relative to the output folder → contents */
  files: Map<string, string>
  /** files the previous output holds as they are (SearchIndexCache.keep): path relative to the output folder → where it is */
  kept: Map<string, string>
  /** SiteData.search.indexParts, in the order of the docs versions' first records */
  parts: LocalIndexPart[]
}

/**
 * Index files made before, by docs version and a hash of the records they index (the build cache's,
 * cache/search-index-entries.ts): a version whose records are unchanged is not indexed again.
 */
export interface SearchIndexCache {
  get(tag: string, recordsHash: string): string | undefined
  set(tag: string, recordsHash: string, json: string): void
  /**
   * Where the previous output's `file` is (absolute) when it is the index file of these records, as that build left
   * it: the build keeps it (a hard link) instead of writing it (`hotkeys-docs build`: 25 MB per docs version at
   * 10,000 pages)
   */
  keep?(tag: string, file: string, recordsHash: string): string | undefined
  /** `file` goes to the output as the index file of these records (a later build may keep it) */
  wrote?(file: string, recordsHash: string): void
}

/**
 * The watch session's (BuildCache.searchIndex): the last file of each version, in memory. MiniSearch indexing every
 * record took ~10 s of each watch rebuild of a 10,000-page site.
 */
export function createLocalIndexCache(): SearchIndexCache {
  const made = new Map<string, { recordsHash: string; json: string }>()
  return {
    get: (tag, recordsHash) => {
      const entry = made.get(tag)
      return entry?.recordsHash === recordsHash ? entry.json : undefined
    },
    set: (tag, recordsHash, json) => void made.set(tag, { recordsHash, json }),
  }
}

/**
 * One route's records as the index takes them: a digest of their JSON, which the cache's key hashes, and the
 * records, made only for a version indexed again (a route's digest kept between builds spares a warm build walking
 * its content: search/route-search-records.ts).
 */
export interface RecordsOfRoute {
  /** the records' docusaurus_tag (one per route) */
  tag: string
  /** recordsDigest() of its records */
  digest: string
  records: () => SearchRecord[]
}

/** The digest of a route's records (that of none is NO_RECORDS). */
export function recordsDigest(records: SearchRecord[]): string {
  return recordsJsonDigest(JSON.stringify(records))
}

/** recordsDigest() of the records whose JSON this is */
export function recordsJsonDigest(json: string): string {
  return createHash('sha256').update(json).digest('base64')
}

export const NO_RECORDS = recordsDigest([])

/** Builds the embedded index of `records` (all in one language): one file per docs version. */
export function buildLocalIndex(records: SearchRecord[], cache?: SearchIndexCache): LocalIndexOutput {
  return buildLocalIndexOfRoutes(
    records.map((record) => ({ tag: record.docusaurus_tag, digest: recordsDigest([record]), records: () => [record] })),
    cache,
  )
}

/** The embedded index of the routes' records, in route order (all in one language): one file per docs version. */
export function buildLocalIndexOfRoutes(routes: RecordsOfRoute[], cache?: SearchIndexCache): LocalIndexOutput {
  const indexed = routes.filter((route) => route.digest !== NO_RECORDS)
  const versionTags = [...new Set(indexed.map((r) => r.tag).filter((tag) => tag !== DEFAULT_SEARCH_TAG))]
  const groups =
    versionTags.length === 0
      ? [{ tag: DEFAULT_SEARCH_TAG, routes: indexed }]
      : versionTags.map((tag) => ({
          tag,
          routes: indexed.filter((r) => r.tag === tag || r.tag === DEFAULT_SEARCH_TAG),
        }))
  const files = new Map<string, string>()
  const kept = new Map<string, string>()
  const parts = groups.map(({ tag, routes: partRoutes }) => {
    const recordsHash = cache
      ? createHash('sha256')
          .update(partRoutes.map((r) => r.digest).join('\0'))
          .digest('hex')
      : ''
    const path = `${LOCAL_INDEX_DIR}/index.${tag.replace(/[^\w.-]+/g, '-')}.json`
    const previous = cache?.keep?.(tag, path, recordsHash)
    if (previous !== undefined) kept.set(path, previous)
    else {
      let json = cache?.get(tag, recordsHash)
      if (json === undefined) {
        json = JSON.stringify(indexFile(partRoutes.flatMap((r) => r.records())))
        cache?.set(tag, recordsHash, json)
      }
      files.set(path, json)
      cache?.wrote?.(path, recordsHash)
    }
    return { tag, url: `/${path}` }
  })
  return { files, kept, parts }
}

/** One file of the index: MiniSearch's index of `records` and the fields the browser shows. */
function indexFile(records: SearchRecord[]): LocalIndexFile {
  const index = new MiniSearch<LocalIndexDocument>({ ...LOCAL_INDEX_OPTIONS, tokenize: memoizedIndexTokenizer() })
  const stored: LocalStoredFields[] = []
  const sectionCounts = new Map<string, number>()
  records.forEach((record, id) => {
    const levels = HIERARCHY_LEVELS.map((l) => record.hierarchy[l])
    const deepest = levels.reduce((last, value, i) => (value ? i : last), 0)
    const ownLevel = record.type === 'content' ? deepest + 1 : HIERARCHY_LEVELS.indexOf(record.type)
    index.add({
      id,
      title: record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
      context: levels.slice(0, ownLevel).filter(Boolean).join(' '),
      content: record.content ?? '',
    })
    stored.push({
      objectID: record.objectID,
      url: rootRelative(record.url),
      type: record.type,
      content: record.content,
      hierarchy: levels.slice(0, deepest + 1),
      tag: record.docusaurus_tag,
    })
    const section = record.hierarchy.lvl0
    if (section) sectionCounts.set(section, (sectionCounts.get(section) ?? 0) + 1)
  })
  return {
    format: LOCAL_INDEX_FORMAT,
    language: records[0]?.language ?? DEFAULT_LOCALE,
    sections: [...sectionCounts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    records: stored,
    index: index.toJSON(),
  }
}

/** `https://site.example/docs/intro#install` → `/docs/intro#install` */
function rootRelative(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = new URL(url)
  return parsed.pathname + parsed.search + parsed.hash
}
