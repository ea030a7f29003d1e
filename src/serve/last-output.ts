/**
 * The output a watch session served last, kept for the next session of the same site (session-cache-file.ts): the
 * folder and the base URL it was served under. A session whose output folder is that one serves its pages at once
 * while its first build runs (watch-site.ts), instead of answering nothing until the whole site is built (minutes at
 * 10,000 pages); the first build's end reloads the open pages, so a page changed between the sessions is shown
 * as it is now once that build is done.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { readJsonCacheFile } from '../cache/json-cache-file.js'
import { sessionCacheFile, writeSessionCacheFile } from './session-cache-file.js'

export interface LastOutput {
  outDir: string
  baseUrl: string
}

const KIND = 'last-output'

/** The last session's output, if it was `outDir` and the folder still holds a build (its 404 page). */
export function readLastOutput(cacheDir: string, siteDir: string, outDir: string): LastOutput | undefined {
  const read = readJsonCacheFile(sessionCacheFile(cacheDir, siteDir, KIND), isLastOutput)
  if (!('value' in read) || path.resolve(read.value.outDir) !== path.resolve(outDir)) return undefined
  return existsSync(path.join(outDir, '404.html')) ? read.value : undefined
}

export function writeLastOutput(cacheDir: string, siteDir: string, value: LastOutput): Promise<void> {
  return writeSessionCacheFile(sessionCacheFile(cacheDir, siteDir, KIND), value)
}

function isLastOutput(value: unknown): value is LastOutput {
  const record = value as Partial<LastOutput> | null
  return typeof record?.outDir === 'string' && typeof record.baseUrl === 'string'
}
