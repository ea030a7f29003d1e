/**
 * The files a watch session leaves for the next one (markdown-store.ts, client-bundle-store.ts): one per site and
 * kind in the cache folder, each written whole to a temporary file renamed into place, so that a session reading
 * it never sees half a write.
 */
import { createHash } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** `<cacheDir>/<kind>-<hash of the site's folder>.json` */
export function sessionCacheFile(cacheDir: string, siteDir: string, kind: string): string {
  return path.join(
    cacheDir,
    `${kind}-${createHash('sha1').update(path.resolve(siteDir)).digest('hex').slice(0, 12)}.json`,
  )
}

/** Writes `value` as JSON, atomically (the cache folder is made if missing). */
export async function writeSessionCacheFile(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(temp, JSON.stringify(value))
  await rename(temp, file)
}
