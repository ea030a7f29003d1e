/**
 * The files a watch session leaves for the next one (markdown-store.ts, client-bundle-store.ts): one per site and
 * kind in the cache folder, each written whole to a temporary file renamed into place, so that a session reading
 * it never sees half a write.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { writeJsonCacheFile } from '../cache/json-cache-file.js'

/** `<cacheDir>/<kind>-<hash of the site's folder>.json` */
export function sessionCacheFile(cacheDir: string, siteDir: string, kind: string): string {
  return path.join(
    cacheDir,
    `${kind}-${createHash('sha1').update(path.resolve(siteDir)).digest('hex').slice(0, 12)}.json`,
  )
}

/** Writes `value` as JSON, atomically (the cache folder is made if missing). */
export const writeSessionCacheFile = writeJsonCacheFile
