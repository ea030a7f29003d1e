/**
 * The previous output's documents, for `hotkeys-docs build` (render/document-reuse.ts): a page is kept when the
 * last good build into this output folder made its document with the same key (the build record's `documents`,
 * written only once that build's output was in place) and its files are still the ones that build left (the
 * record's output manifest: size, modification time and inode). Its links, ids and render problems are kept
 * here, so that neither its document nor its React markup is read: every route's in one file (`documents.json`,
 * 24 MB at 10,000 pages), read when the first page asks and written again after a good build that made a document
 * or lost a route (one file per route took 10,000 reads of every warm build: ~1 s).
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import type { BuildWarning } from '../errors.js'
import type { DocumentReuse, PageFacts } from '../render/document-reuse.js'
import type { BuildRecord } from './build-record.js'
import { mapFileReader, writeJsonCacheFile } from './json-cache-file.js'
import { fileSignature, type OutputManifest } from './output-manifest.js'

interface FactsEntry {
  key: string
  links: { hrefs: string[]; ids: string[] }
  problems: PageFacts['problems']
}

interface FactsFile {
  /** route path → the facts of its document (each checked when used: isEntry) */
  facts: Record<string, unknown>
}

/**
 * The previous output's other files made from inputs known by a key (the search index's, search-index-entries.ts):
 * kept like documents, under their file path in the record's `documents`.
 */
export interface PreviousOutputFiles {
  /** where `file` is (absolute) when the previous output holds it made with `key`, as that build left it; it is then kept */
  keep(file: string, key: string): string | undefined
  /** this build writes `file`, made with `key` */
  wrote(file: string, key: string): void
}

export interface DocumentEntries extends DocumentReuse {
  /**
   * route path (or another file's path, PreviousOutputFiles) → the key of its document in this build's output
   * (BuildRecord.documents, once it is in place)
   */
  documents(): Record<string, string>
  /** the previous output's other files */
  readonly files: PreviousOutputFiles
  /** the kept files' signatures, as checked (hard links to them keep size, time and inode) */
  keptFiles(): OutputManifest
  /** writes the facts of this build's documents, if it made one or lost a route (after a good build) */
  save(): Promise<void>
  /** documents made, and kept from the previous output, so far */
  readonly made: number
  readonly kept: number
}

export function documentEntries(
  file: string,
  outDir: string,
  last: Pick<BuildRecord, 'documents' | 'output'> | undefined,
  warnings: BuildWarning[],
  onKept: (routePath: string) => void,
): DocumentEntries {
  const storedFacts = mapFileReader(file, isFactsFile, (value) => value.facts, warnings)
  /** the facts of this build's documents, by route path */
  const facts = new Map<string, FactsEntry>()
  const keys: Record<string, string> = {}
  const keptFiles: OutputManifest = {}
  let made = 0
  let kept = 0
  const untouched = (file: string) => {
    const expected = last?.output[file]
    if (expected === undefined) return false
    try {
      return fileSignature(statSync(path.join(outDir, file))) === expected
    } catch {
      return false
    }
  }
  return {
    reuse(route, key, files) {
      if (last?.documents?.[route.path] !== key || !files.every(untouched)) return undefined
      const entry = storedFacts().get(route.path)
      if (!isEntry(entry) || entry.key !== key) return undefined
      facts.set(route.path, entry)
      keys[route.path] = key
      for (const file of files) keptFiles[file] = last.output[file]
      kept++
      onKept(route.path)
      return { links: { hrefs: entry.links.hrefs, ids: new Set(entry.links.ids) }, problems: entry.problems }
    },
    previousFile: (file) => path.join(outDir, file),
    remember(route, key, { links, problems }) {
      keys[route.path] = key
      made++
      facts.set(route.path, { key, links: { hrefs: links.hrefs, ids: [...links.ids] }, problems })
    },
    documents: () => keys,
    files: {
      keep(file, key) {
        if (last?.documents?.[file] !== key || !untouched(file)) return undefined
        keys[file] = key
        keptFiles[file] = last.output[file]
        return path.join(outDir, file)
      },
      wrote(file, key) {
        keys[file] = key
      },
    },
    keptFiles: () => keptFiles,
    async save() {
      if (made === 0 && facts.size === storedFacts().size) return
      await writeJsonCacheFile(file, { facts: Object.fromEntries(facts) } satisfies FactsFile)
    },
    get made() {
      return made
    },
    get kept() {
      return kept
    },
  }
}

function isFactsFile(value: unknown): value is FactsFile {
  const facts = (value as FactsFile | null)?.facts
  return typeof facts === 'object' && facts !== null && !Array.isArray(facts)
}

function isEntry(value: unknown): value is FactsEntry {
  const entry = value as FactsEntry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.links === 'object' &&
    entry.links !== null &&
    Array.isArray(entry.links.hrefs) &&
    Array.isArray(entry.links.ids) &&
    Array.isArray(entry.problems)
  )
}
