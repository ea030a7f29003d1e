/**
 * The previous output's documents, for `hotkeys-docs build` (render/document-reuse.ts): a page is kept when the
 * last good build into this output folder made its document with the same key (the build record's `documents`,
 * written only once that build's output was in place) and its files are still the ones that build left (the
 * record's output manifest: size, modification time and inode). Its links, ids and render problems are kept
 * here, one small entry per route, so that neither its document nor its React markup is read.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import type { BuildWarning } from '../errors.js'
import type { DocumentReuse, PageFacts } from '../render/document-reuse.js'
import type { BuildRecord } from './build-record.js'
import { entryFolder } from './entry-folder.js'
import { fileSignature, type OutputManifest } from './output-manifest.js'

interface FactsEntry {
  key: string
  links: { hrefs: string[]; ids: string[] }
  problems: PageFacts['problems']
}

export interface DocumentEntries extends DocumentReuse {
  /** route path → the key of its document in this build's output (BuildRecord.documents, once it is in place) */
  documents(): Record<string, string>
  /** the kept files' signatures, as checked (hard links to them keep size, time and inode) */
  keptFiles(): OutputManifest
  /** writes the facts of the documents made, removes those of routes this build no longer has (after a good build) */
  save(): Promise<void>
  /** documents made, and kept from the previous output, so far */
  readonly made: number
  readonly kept: number
}

export function documentEntries(
  folder: string,
  outDir: string,
  last: Pick<BuildRecord, 'documents' | 'output'> | undefined,
  warnings: BuildWarning[],
  onKept: (routePath: string) => void,
): DocumentEntries {
  const facts = entryFolder(folder, isEntry, warnings)
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
      const entry = facts.read(route.path)
      if (entry?.key !== key) return undefined
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
      facts.write(route.path, { key, links: { hrefs: links.hrefs, ids: [...links.ids] }, problems })
    },
    documents: () => keys,
    keptFiles: () => keptFiles,
    save: () => facts.save(),
    get made() {
      return made
    },
    get kept() {
      return kept
    },
  }
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
