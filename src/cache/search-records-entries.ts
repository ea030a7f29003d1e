/**
 * Each route's search records kept between builds (`hotkeys-docs build`), by the key search/route-search-records.ts
 * gives them, in one file of the build cache's folder (`search-records.json`; one file, not one per route: reading
 * 10,000 small files costs more than the records save). Read when the search stage first asks; written again after
 * a good build only when a route's records were made or a route is gone, holding the records this build used.
 */
import type { BuildWarning } from '../errors.js'
import type { SearchRecordsCache } from '../search/route-search-records.js'
import { readJsonCacheFile, unreadableCacheFileWarning, writeJsonCacheFile } from './json-cache-file.js'

interface RecordsFile {
  /** key → the route's records as JSON */
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
      const json = storedRecords().get(key)
      if (json === undefined) return undefined
      reused++
      used.set(key, json)
      return json
    },
    set(key, json) {
      extracted++
      used.set(key, json)
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
    Object.values(records).every((json) => typeof json === 'string')
  )
}
