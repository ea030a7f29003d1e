/**
 * The files a cache keeps as JSON (the build cache's record and entries, a watch session's caches): written whole to
 * a temporary file renamed into place, so that a reader never sees half a write, and read back telling a missing
 * file (nothing cached yet) from one that cannot be used (cut short, hand-edited, another program's), which the
 * build reports as a warning and ignores.
 */
import { readFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildWarning } from '../errors.js'

export type CacheFileRead<T> = { value: T } | { missing: true } | { unreadable: string }

/** Writes `value` as JSON, atomically (the folder is made if missing). */
export async function writeJsonCacheFile(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(temp, JSON.stringify(value))
  await rename(temp, file)
}

/**
 * Reads a JSON cache file; `valid` tells whether the parsed value has the expected shape. `readText`: what reads
 * the JSON text (default: the whole file; an entry's head line, cache/head-line.ts)
 */
export function readJsonCacheFile<T>(
  file: string,
  valid: (value: unknown) => value is T,
  readText: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): CacheFileRead<T> {
  let text: string
  try {
    text = readText(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true }
    return { unreadable: (error as Error).message }
  }
  return parseJsonCacheText(text, valid)
}

/** A JSON cache file's text, read already (e.g. off this thread), as readJsonCacheFile gives it. */
export function parseJsonCacheText<T>(text: string, valid: (value: unknown) => value is T): CacheFileRead<T> {
  try {
    const value: unknown = JSON.parse(text)
    return valid(value) ? { value } : { unreadable: 'not a cache file of this format' }
  } catch (error) {
    return { unreadable: (error as Error).message }
  }
}

/** The warning for a cache file that cannot be used: the build goes on without it. */
export function unreadableCacheFileWarning(file: string, reason: string): BuildWarning {
  return {
    code: 'build-cache-unreadable',
    message: `A build cache file cannot be read (${reason}): ignored, what it held is made again`,
    file,
    hint: 'Nothing to do: the next build replaces it. If this repeats, delete the cache folder.',
  }
}

/**
 * A cache file holding one map (name → value), read on the first call (a missing file is an empty map, an
 * unreadable one a warning and an empty map) and the same map on every later call.
 */
export function mapFileReader<F, V>(
  file: string,
  valid: (value: unknown) => value is F,
  mapOf: (value: F) => Record<string, V>,
  warnings: BuildWarning[],
): () => Map<string, V> {
  let stored: Map<string, V> | undefined
  return () => {
    if (stored) return stored
    const outcome = readJsonCacheFile(file, valid)
    if ('unreadable' in outcome) warnings.push(unreadableCacheFileWarning(file, outcome.unreadable))
    stored = new Map('value' in outcome ? Object.entries(mapOf(outcome.value)) : [])
    return stored
  }
}
