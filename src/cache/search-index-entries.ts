/**
 * The embedded search index's files kept between builds (`hotkeys-docs build`), one entry per docs version in the
 * build cache's folder, each with the hash of the records it indexes: a version none of whose records changed is not
 * indexed again (MiniSearch over every record took ~0.8 s of a 1,000-page warm build's 4.6 s of CPU).
 */
import type { BuildWarning } from '../errors.js'
import type { SearchIndexCache } from '../search/build-local-index.js'
import { entryFolder } from './entry-folder.js'
import type { PreviousOutputFiles } from './document-entries.js'

/** an entry's first line; the file's JSON follows it as it is (EntryFolder.writeText) */
interface IndexEntry {
  recordsHash: string
  /** the JSON's length in UTF-8 bytes (a file cut short is told by it) */
  bytes: number
}

export interface SearchIndexEntries extends SearchIndexCache {
  /** removes the entries of versions this build no longer has (after a good build) */
  save(): Promise<void>
  /** versions indexed (misses) and taken from the cache, so far */
  readonly indexed: number
  readonly reused: number
}

/**
 * `output`: the previous output's files; a version's file there, made from the same records and as that build left
 * it, is kept (neither its entry read nor the file written again)
 */
export function searchIndexEntries(
  folder: string,
  warnings: BuildWarning[],
  output?: PreviousOutputFiles,
): SearchIndexEntries {
  const entries = entryFolder(folder, isEntry, warnings, { tails: true })
  let indexed = 0
  let reused = 0
  return {
    keep(tag, file, recordsHash) {
      const previous = output?.keep(file, recordsHash)
      if (previous === undefined) return undefined
      reused++
      // kept for a later build whose output lost the file
      entries.keep(tag)
      return previous
    },
    wrote: (file, recordsHash) => output?.wrote(file, recordsHash),
    get(tag, recordsHash) {
      // the first line tells whether the file is of these records: another version's is not read
      if (entries.read(tag)?.recordsHash !== recordsHash) return undefined
      const stored = entries.textTail(tag, (entry) => entry.bytes)
      if (stored?.entry.recordsHash !== recordsHash) return undefined
      reused++
      return stored.text
    },
    set(tag, recordsHash, json) {
      indexed++
      entries.writeText(tag, { recordsHash, bytes: Buffer.byteLength(json) }, json)
    },
    save: () => entries.save(),
    get indexed() {
      return indexed
    },
    get reused() {
      return reused
    },
  }
}

function isEntry(value: unknown): value is IndexEntry {
  const entry = value as IndexEntry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.recordsHash === 'string' &&
    typeof entry.bytes === 'number'
  )
}
