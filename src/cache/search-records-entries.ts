/**
 * The digest of each route's search records kept between builds (`hotkeys-docs build`), by the key
 * search/route-search-records.ts gives them, in one file of the build cache's folder (`search-records.json`, ~1 MB
 * at 10,000 pages; the records themselves were 111 MB, longer to read and write again than to make). Read when the
 * search stage first asks; written again after a good build only when a route's records were made or a route is
 * gone, holding the digests this build used.
 */
import type { BuildWarning } from '../errors.js'
import type { SearchRecordsCache } from '../search/route-search-records.js'
import { readJsonCacheFile, unreadableCacheFileWarning, writeJsonCacheFile } from './json-cache-file.js'

interface RecordsFile {
  /** key → the digest of the route's records */
  records: Record<string, string>
}

export interface SearchRecordsEntries extends SearchRecordsCache {
  /** writes the records this build used, if any changed (after a good build) */
  save(): Promise<void>
  /** routes whose records were made (misses) and taken from the cache, so far */
  readonly extracted: number
  readonly reused: number
}

export function searchRecordsEntries(file: string, warnings: BuildWarning[]): SearchRecordsEntries {
  let stored: Map<string, string> | undefined
  const used = new Map<string, string>()
  let extracted = 0
  let reused = 0
  const storedRecords = (): Map<string, string> => {
    if (stored) return stored
    const outcome = readJsonCacheFile(file, isRecordsFile)
    if ('unreadable' in outcome) warnings.push(unreadableCacheFileWarning(file, outcome.unreadable))
    stored = new Map('value' in outcome ? Object.entries(outcome.value.records) : [])
    return stored
  }
  return {
    get(key) {
      const digest = storedRecords().get(key)
      if (digest === undefined) return undefined
      reused++
      used.set(key, digest)
      return digest
    },
    set(key, digest) {
      extracted++
      used.set(key, digest)
    },
    async save() {
      if (extracted === 0 && used.size === storedRecords().size) return
      await writeJsonCacheFile(file, { records: Object.fromEntries(used) } satisfies RecordsFile)
    },
    get extracted() {
      return extracted
    },
    get reused() {
      return reused
    },
  }
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
