/**
 * The embedded search index: the site's search records indexed with MiniSearch at build time and written as
 * content-hashed JSON files under `assets/search/`, one per docs version (LocalIndexPart): that version's records
 * plus the pages outside the docs (tag `default`, in every file). A reader's first search downloads only the file
 * of the version being read; the search page loads another when its version filter asks for it.
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
import { HASHED_ASSETS_DIR } from '../shared/asset-names.js'
import { hexContentHash } from '../output/content-hash.js'

export const LOCAL_INDEX_DIR = `${HASHED_ASSETS_DIR}/search`

export interface LocalIndexOutput {
  /** path relative to the output folder → contents */
  files: Map<string, string>
  /** SiteData.search.indexParts, in the order of the docs versions' first records */
  parts: LocalIndexPart[]
}

/**
 * Index files already made, by version tag, with a digest of the records each was made from: a build whose
 * version's records are the same reuses its file (MiniSearch indexing every record took ~10 s of each watch
 * rebuild of a 10,000-page site). Kept in the BuildCache (build-cache.ts).
 */
export type LocalIndexCache = Map<string, { recordsKey: string; path: string; json: string }>

export function createLocalIndexCache(): LocalIndexCache {
  return new Map()
}

/** Builds the embedded index of `records` (all in one language): one file per docs version. */
export function buildLocalIndex(records: SearchRecord[], cache?: LocalIndexCache): LocalIndexOutput {
  const versionTags = [...new Set(records.map((r) => r.docusaurus_tag).filter((tag) => tag !== DEFAULT_SEARCH_TAG))]
  const groups =
    versionTags.length === 0
      ? [{ tag: DEFAULT_SEARCH_TAG, records }]
      : versionTags.map((tag) => ({
          tag,
          records: records.filter((r) => r.docusaurus_tag === tag || r.docusaurus_tag === DEFAULT_SEARCH_TAG),
        }))
  const files = new Map<string, string>()
  const parts = groups.map(({ tag, records: partRecords }) => {
    const recordsKey = cache ? createHash('sha1').update(JSON.stringify(partRecords)).digest('base64') : ''
    let made = cache?.get(tag)
    if (!made || made.recordsKey !== recordsKey) {
      const json = JSON.stringify(indexFile(partRecords))
      const path = `${LOCAL_INDEX_DIR}/index.${tag.replace(/[^\w.-]+/g, '-')}.${hexContentHash(json)}.json`
      made = { recordsKey, path, json }
      cache?.set(tag, made)
    }
    files.set(made.path, made.json)
    return { tag, url: `/${made.path}` }
  })
  if (cache) for (const tag of cache.keys()) if (!groups.some((group) => group.tag === tag)) cache.delete(tag)
  return { files, parts }
}

/** One file of the index: MiniSearch's index of `records` and the fields the browser shows. */
function indexFile(records: SearchRecord[]): LocalIndexFile {
  const index = new MiniSearch<LocalIndexDocument>(LOCAL_INDEX_OPTIONS)
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
