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
import {
  LOCAL_INDEX_FIELDS,
  LOCAL_INDEX_FORMAT,
  type LocalIndexDocument,
  type LocalIndexFile,
  type LocalStoredFields,
  processTerm,
} from '../shared/search/local-index-schema.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'
import type { LocalIndexPart } from '../shared/types.js'
import { DEFAULT_SEARCH_TAG, HIERARCHY_LEVELS, type SearchRecord } from '../shared/search/search-types.js'
import { memoizedIndexTokenizer } from './index-tokenizer.js'
import { miniSearchJsonParts } from './minisearch-json.js'

export const LOCAL_INDEX_DIR = '__search'

/**
 * An index file's JSON: as text, or as its UTF-8 bytes (made on the search thread, whose reply hands them over
 * without a copy: search-index-off-thread.ts)
 */
export type IndexFileJson = string | Uint8Array

export interface LocalIndexOutput {
  /** path relative to the output folder → contents */
  files: Map<string, IndexFileJson>
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
  get(tag: string, recordsHash: string): IndexFileJson | undefined
  set(tag: string, recordsHash: string, json: IndexFileJson): void
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
  const made = new Map<string, { recordsHash: string; json: IndexFileJson }>()
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

/**
 * The digest of a route's records (that of none is NO_RECORDS): recordsJsonDigest() of their JSON, hashed a record
 * at a time. A huge page's records made as one text (~100 MB at 5 MB of page, on the search thread while the
 * pages render) raised the build's peak memory by as much.
 */
export function recordsDigest(records: SearchRecord[]): string {
  return digestOfText(recordsJsonParts(records))
}

/** recordsDigest() of the records whose JSON this is */
export function recordsJsonDigest(json: string): string {
  return digestOfText([json])
}

/** the JSON of `records`, in parts: brackets, and each record's text (after a comma but the first) */
function* recordsJsonParts(records: SearchRecord[]): Generator<string> {
  yield '['
  for (let i = 0; i < records.length; i++) yield i === 0 ? JSON.stringify(records[i]) : `,${JSON.stringify(records[i])}`
  yield ']'
}

/** the digest of the text these parts make, in order */
function digestOfText(parts: Iterable<string>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('base64')
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
  const { parts, files } = planLocalIndex(routes, cache)
  return { parts, ...indexOutput(files, (file) => file.json ?? madeIndexFile(file, cache), cache) }
}

/**
 * The planned files as the output takes them: those kept from the previous output, and the others' JSON (`jsonOf`),
 * each told to the cache as written.
 */
export function indexOutput(
  planned: PlannedIndexFile[],
  jsonOf: (file: PlannedIndexFile) => IndexFileJson,
  cache: SearchIndexCache | undefined,
): Omit<LocalIndexOutput, 'parts'> {
  const files = new Map<string, IndexFileJson>()
  const kept = new Map<string, string>()
  for (const file of planned) {
    if (file.kept !== undefined) {
      kept.set(file.path, file.kept)
      continue
    }
    files.set(file.path, jsonOf(file))
    cache?.wrote?.(file.path, file.recordsHash)
  }
  return { files, kept }
}

/** Whether a planned file's JSON is still to be made (neither in the cache nor kept from the previous output). */
export function toBeIndexed(file: PlannedIndexFile): boolean {
  return file.json === undefined && file.kept === undefined
}

/** One file of the embedded index: its JSON when the cache holds it, else the records it indexes. */
export interface PlannedIndexFile {
  /** path relative to the output folder */
  path: string
  tag: string
  /** the cache's key for its records ('' without a cache) */
  recordsHash: string
  json?: IndexFileJson
  /** the previous output's file of these records (SearchIndexCache.keep): kept as it is, not written */
  kept?: string
  /** without `json` nor `kept`: what indexFileJson() makes it of */
  records?: SearchRecord[]
}

/** One file of the index as named before its records are known: its routes, by their place in the list. */
export interface IndexFileGroup {
  path: string
  tag: string
  routes: number[]
}

/**
 * The index's files (one per docs version, each with the pages outside the docs) of routes with these tags, those
 * with records only (`indexed`): what names the files, known before the records themselves (SiteData's indexParts).
 */
export function indexFileGroups(routes: Array<{ tag: string; indexed: boolean }>): IndexFileGroup[] {
  const indexed = routes.flatMap((route, i) => (route.indexed ? [i] : []))
  const versionTags = [...new Set(indexed.map((i) => routes[i].tag).filter((tag) => tag !== DEFAULT_SEARCH_TAG))]
  const groups =
    versionTags.length === 0
      ? [{ tag: DEFAULT_SEARCH_TAG, routes: indexed }]
      : versionTags.map((tag) => ({
          tag,
          routes: indexed.filter((i) => routes[i].tag === tag || routes[i].tag === DEFAULT_SEARCH_TAG),
        }))
  return groups.map((group) => ({
    ...group,
    path: `${LOCAL_INDEX_DIR}/index.${group.tag.replace(/[^\w.-]+/g, '-')}.json`,
  }))
}

/** SiteData.search.indexParts of the index's files. */
export function indexPartsOf(groups: IndexFileGroup[]): LocalIndexPart[] {
  return groups.map((group) => ({ tag: group.tag, url: `/${group.path}` }))
}

/** The cache's key for a file of these records' digests ('' without a cache: nothing is kept). */
export function indexRecordsHash(digests: string[], cache: SearchIndexCache | undefined): string {
  return cache ? createHash('sha256').update(digests.join('\0')).digest('hex') : ''
}

/**
 * The files of the routes' index, named, their parts listed (what the site data needs), and each file either taken
 * from the cache or given its records: the indexing itself can then run elsewhere (search-index-off-thread.ts).
 */
export function planLocalIndex(
  routes: RecordsOfRoute[],
  cache?: SearchIndexCache,
): { parts: LocalIndexPart[]; files: PlannedIndexFile[] } {
  const groups = indexFileGroups(routes.map((route) => ({ tag: route.tag, indexed: route.digest !== NO_RECORDS })))
  const files = groups.map(({ path, tag, routes: members }): PlannedIndexFile => {
    const recordsHash = indexRecordsHash(
      members.map((i) => routes[i].digest),
      cache,
    )
    const known = knownIndexFile(path, tag, recordsHash, cache)
    return toBeIndexed(known) ? { ...known, records: members.flatMap((i) => routes[i].records()) } : known
  })
  return { parts: indexPartsOf(groups), files }
}

/** A file of these records as the cache knows it: kept from the previous output, or its JSON, or neither (to make). */
export function knownIndexFile(
  path: string,
  tag: string,
  recordsHash: string,
  cache: SearchIndexCache | undefined,
): PlannedIndexFile {
  const kept = cache?.keep?.(tag, path, recordsHash)
  if (kept !== undefined) return { path, tag, recordsHash, kept }
  const json = cache?.get(tag, recordsHash)
  return json === undefined ? { path, tag, recordsHash } : { path, tag, recordsHash, json }
}

/** A planned file's JSON made from its records, and kept in the cache. */
export function madeIndexFile(
  file: PlannedIndexFile,
  cache: SearchIndexCache | undefined,
  json?: IndexFileJson,
): IndexFileJson {
  const made = json ?? indexFileJson(file.records ?? [])
  cache?.set(file.tag, file.recordsHash, made)
  return made
}

/**
 * The JSON of one file of the index: MiniSearch's index of `records` (search/minisearch-json.ts: the text
 * MiniSearch's `toJSON` gives, made faster) and the fields the browser shows.
 */
export function indexFileJson(records: SearchRecord[]): string {
  return indexFileJsonParts(records).join('')
}

/** indexFileJson()'s text as parts to write in order (search-index-worker.ts writes them as bytes, never joined) */
export function indexFileJsonParts(records: SearchRecord[]): string[] {
  // each record's stored fields as their JSON at once, and its document made only as the index reads it: a 5 MB
  // page's 105,000 records were held twice more as objects (documents, stored fields) while the index was made
  const stored: string[] = []
  const sectionCounts = new Map<string, number>()
  records.forEach((record, id) => {
    const levels = recordLevels(record)
    const fields: LocalStoredFields = {
      objectID: record.objectID,
      url: rootRelative(record.url),
      type: record.type,
      content: record.content,
      hierarchy: levels.slice(0, deepestLevel(levels) + 1),
      tag: record.docusaurus_tag,
    }
    stored.push(`${id === 0 ? '' : ','}${JSON.stringify(fields)}`)
    const section = record.hierarchy.lvl0
    if (section) sectionCounts.set(section, (sectionCounts.get(section) ?? 0) + 1)
  })
  const file: Omit<LocalIndexFile, 'index'> = {
    format: LOCAL_INDEX_FORMAT,
    language: records[0]?.language ?? DEFAULT_LOCALE,
    sections: [...sectionCounts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    records: [],
  }
  const index = miniSearchJsonParts(indexDocuments(records), {
    id: (document) => document.id,
    fields: LOCAL_INDEX_FIELDS,
    tokenize: memoizedIndexTokenizer(),
    processTerm,
  })
  // JSON.stringify(file) with its records (records are its last key: `"records":[]}` ends it), then the index, last
  // as LocalIndexFile has it
  return [JSON.stringify(file).slice(0, -2), ...stored, '],"index":', ...index, '}']
}

/** each record's document of the index (what MiniSearch indexes), made as it is read */
function* indexDocuments(records: SearchRecord[]): Generator<LocalIndexDocument> {
  for (let id = 0; id < records.length; id++) {
    const record = records[id]
    const levels = recordLevels(record)
    const ownLevel = record.type === 'content' ? deepestLevel(levels) + 1 : HIERARCHY_LEVELS.indexOf(record.type)
    yield {
      id,
      title: record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
      context: levels.slice(0, ownLevel).filter(Boolean).join(' '),
      content: record.content ?? '',
    }
  }
}

function recordLevels(record: SearchRecord): Array<string | null> {
  return HIERARCHY_LEVELS.map((level) => record.hierarchy[level])
}

/** the deepest level with a value (0 when none has) */
function deepestLevel(levels: Array<string | null>): number {
  return levels.reduce((last, value, i) => (value ? i : last), 0)
}

/** `https://site.example/docs/intro#install` → `/docs/intro#install` */
function rootRelative(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = new URL(url)
  return parsed.pathname + parsed.search + parsed.hash
}
