/**
 * Validators and freshness for served files: a weak ETag from size + mtime, Last-Modified, the 304 decision
 * (If-None-Match wins over If-Modified-Since, RFC 9110 §13.2.2) and the Cache-Control policy.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { Stats } from 'node:fs'
import { isHashedAssetPath } from '../shared/asset-names.js'
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './serve-constants.js'

/**
 * `W/"<size>-<mtime>"`, hex. Weak because the bytes differ per Content-Encoding while the representation
 * is the same. `variant` separates bodies the server changes on the way out (the live-reload script), so a
 * page cached without the script is not revalidated as current by a server that injects it.
 */
export function weakETag(stats: Pick<Stats, 'size' | 'mtimeMs'>, variant = ''): string {
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`
  return `W/"${version}${variant ? '-' + variant : ''}"`
}

function opaqueTag(tag: string): string {
  const t = tag.trim()
  return t.startsWith('W/') ? t.slice(2) : t
}

/** True when the client's copy is current and a 304 answers the GET/HEAD. */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    const ours = opaqueTag(etag)
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === ours) // weak comparison
  }
  const ifModifiedSince = headers['if-modified-since']
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince)
    if (Number.isNaN(since)) return false
    const modifiedSeconds = Math.floor(lastModified.getTime() / 1000) * 1000 // HTTP dates have 1 s resolution
    return modifiedSeconds <= since
  }
  return false
}

/** Content-hashed build files (see src/shared/asset-names.ts) are immutable for a year; HTML, route data and everything else revalidate on each use. */
export function cacheControlFor(relativePath: string): string {
  return isHashedAssetPath(relativePath) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL
}
