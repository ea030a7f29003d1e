/**
 * The build cache's answers to "does this `.mdx` file need a component module" (content/content-module-memo.ts), in
 * one small JSON file of the cache's folder: read at the start of a build, written after it when an answer changed.
 */
import type { BuildWarning } from '../errors.js'
import { type ContentModuleMemo, createContentModuleMemo } from '../content/content-module-memo.js'
import { readJsonCacheFile, unreadableCacheFileWarning, writeJsonCacheFile } from './json-cache-file.js'

export interface ContentModuleFile {
  memo: ContentModuleMemo
  /** writes the answers if one changed (after a good build) */
  save(): Promise<void>
}

export function contentModuleFile(file: string, warnings: BuildWarning[]): ContentModuleFile {
  const read = readJsonCacheFile(file, isAnswers)
  if ('unreadable' in read) warnings.push(unreadableCacheFileWarning(file, read.unreadable))
  const memo = createContentModuleMemo('value' in read ? read.value : {})
  return {
    memo,
    save: async () => {
      if (memo.changed) await writeJsonCacheFile(file, memo.entries())
    },
  }
}

function isAnswers(value: unknown): value is Record<string, [string, boolean]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (entry) =>
        Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'boolean',
    )
  )
}
