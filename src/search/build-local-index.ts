/**
 * The embedded search index: the site's search records indexed with MiniSearch at build time and written
 * as one content-hashed JSON file under `assets/search/`, which the browser downloads on the first search.
 */
import { createHash } from 'node:crypto'
import MiniSearch from 'minisearch'
import {
  LOCAL_INDEX_FORMAT,
  LOCAL_INDEX_OPTIONS,
  type LocalIndexDocument,
  type LocalIndexFile,
  type LocalStoredFields,
} from '../client/search/local-index-schema.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'
import { HIERARCHY_LEVELS, type SearchRecord } from '../client/search/search-types.js'

export const LOCAL_INDEX_DIR = 'assets/search'

export interface LocalIndexOutput {
  /** path relative to the output folder → contents */
  files: Map<string, string>
  /** root-relative URL of the index file (SiteData.search.indexUrl) */
  indexUrl: string
  /** the file's contents, for size reports */
  json: string
}

/** Builds the embedded index of `records` (all in one language). */
export function buildLocalIndex(records: SearchRecord[]): LocalIndexOutput {
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
  const file: LocalIndexFile = {
    format: LOCAL_INDEX_FORMAT,
    language: records[0]?.language ?? DEFAULT_LOCALE,
    sections: [...sectionCounts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    records: stored,
    index: index.toJSON(),
  }
  const json = JSON.stringify(file)
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
  const path = `${LOCAL_INDEX_DIR}/index.${hash}.json`
  return { files: new Map([[path, json]]), indexUrl: `/${path}`, json }
}

/** `https://site.example/docs/intro#install` → `/docs/intro#install` */
function rootRelative(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = new URL(url)
  return parsed.pathname + parsed.search + parsed.hash
}
