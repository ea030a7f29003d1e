/**
 * The digest of each route's search records kept between builds (`hotkeys-docs build`), by the key
 * search/route-search-records.ts gives them, in one file of the build cache's folder (`search-records.json`, ~1 MB
 * at 10,000 pages). Read when the search stage first asks; written again after a good build only when a route's
 * records were made or a route is gone, holding the digests this build used.
 *
 * The records themselves (111 MB at 10,000 pages) are kept too, one file per route key in `search-records/`,
 * written from the JSON their digest was made of, and read only for a version whose index file is made again: its
 * routes' Markdown trees are then not read and walked (a warm one-edit build at 10,000 pages read 52 MB of them).
 */
import type { BuildWarning } from '../errors.js'
import type { SearchRecordsCache } from '../search/route-search-records.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import { entryFolder } from './entry-folder.js'
import { mapFileReader, writeJsonCacheFile } from './json-cache-file.js'

interface RecordsFile {
  /** key → the digest of the route's records */
  records: Record<string, string>
}

/** A route's records, in the file of its key */
interface RecordsEntry {
  key: string
  records: SearchRecord[]
}

export interface SearchRecordsEntries extends SearchRecordsCache {
  /** writes the records this build used, if any changed (after a good build) */
  save(): Promise<void>
  /** routes whose records were made (misses) and taken from the cache, so far; `read`: whose records were read */
  readonly extracted: number
  readonly reused: number
  readonly read: number
}

/** `file`: the digests' file; `folder`: the records' */
export function searchRecordsEntries(file: string, folder: string, warnings: BuildWarning[]): SearchRecordsEntries {
  const kept = entryFolder(folder, isRecordsEntry, warnings)
  let read = 0
  const keepRecords = (key: string, json: string) =>
    kept.writeJson(key, `{"key":${JSON.stringify(key)},"records":${json}}`)
  const used = new Map<string, string>()
  let extracted = 0
  let reused = 0
  const storedRecords = mapFileReader(file, isRecordsFile, (value) => value.records, warnings)
  return {
    get(key) {
      const digest = storedRecords().get(key)
      if (digest === undefined) return undefined
      reused++
      used.set(key, digest)
      kept.keep(key)
      return digest
    },
    set(key, digest, json) {
      extracted++
      used.set(key, digest)
      if (json !== undefined) keepRecords(key, json)
    },
    records(key, make) {
      const entry = kept.read(key)
      if (entry?.key === key) {
        read++
        return entry.records
      }
      const records = make()
      keepRecords(key, JSON.stringify(records))
      return records
    },
    async save() {
      await kept.save()
      if (extracted === 0 && used.size === storedRecords().size) return
      await writeJsonCacheFile(file, { records: Object.fromEntries(used) } satisfies RecordsFile)
    },
    get extracted() {
      return extracted
    },
    get reused() {
      return reused
    },
    get read() {
      return read
    },
  }
}

function isRecordsEntry(value: unknown): value is RecordsEntry {
  const entry = value as RecordsEntry | null
  return typeof entry?.key === 'string' && Array.isArray(entry.records)
}

function isRecordsFile(value: unknown): value is RecordsFile {
  const records = (value as RecordsFile | null)?.records
  return (
    typeof records === 'object' &&
    records !== null &&
    !Array.isArray(records) &&
    Object.values(records).every((digest) => typeof digest === 'string')
  )
}
