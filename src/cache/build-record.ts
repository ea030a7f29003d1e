/**
 * The last good build of a site into an output folder, as the build cache remembers it (`record.json` in the
 * site's build cache folder): the key of everything it was made from (cached-build.ts), what the output folder
 * held when it finished and the key of each page's document in it (cache/document-entries.ts), and its summary, so that a build with the same key and an untouched output folder has
 * nothing to do but report it again.
 */
import path from 'node:path'
import type { BuildWarning } from '../errors.js'
import { type CacheFileRead, readJsonCacheFile, writeJsonCacheFile } from './json-cache-file.js'
import type { OutputManifest } from './output-manifest.js'

export interface BuildSummary {
  outDir: string
  pages: number
  files: number
  warnings: BuildWarning[]
  checkedLinks: number
}

export interface BuildRecord {
  /** everything the build was made from (generator, packages, config, options, site files), hashed */
  key: string
  /** files outside the site's folder the build read (hashed into the next build's key) */
  outsideFiles: string[]
  output: OutputManifest
  /** route path, or the path of another file kept alike → the key of its document in that output (cache/document-entries.ts) */
  documents?: Record<string, string>
  summary: BuildSummary
}

export const recordFile = (folder: string) => path.join(folder, 'record.json')

export function readBuildRecord(folder: string): CacheFileRead<BuildRecord> {
  return readJsonCacheFile(recordFile(folder), isBuildRecord)
}

export function writeBuildRecord(folder: string, record: BuildRecord): Promise<void> {
  return writeJsonCacheFile(recordFile(folder), record)
}

function isBuildRecord(value: unknown): value is BuildRecord {
  const record = value as BuildRecord
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.key === 'string' &&
    Array.isArray(record.outsideFiles) &&
    typeof record.output === 'object' &&
    record.output !== null &&
    typeof record.summary === 'object' &&
    record.summary !== null &&
    Array.isArray(record.summary.warnings) &&
    (record.documents === undefined || (typeof record.documents === 'object' && record.documents !== null))
  )
}
