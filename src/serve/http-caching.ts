/**
 * Validators and freshness for served files: a weak ETag from size + mtime (ours, not sirv's: it separates the pages
 * an injecting server rewrites), the 304 decision (fresh) and the Cache-Control policy.
 */
import type { Stats } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import fresh from 'fresh'
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

/**
 * True when the client's copy is current and a 304 answers the GET/HEAD (fresh: If-None-Match, weakly compared,
 * wins over If-Modified-Since). A request's `Cache-Control: no-cache` is for caches on the way: the origin still
 * answers its validators (RFC 9110 §13.2.1), as before, where fresh would send the whole body.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const { 'cache-control': _forCaches, ...validators } = headers
  return fresh(validators, { etag, 'last-modified': lastModified.toUTCString() })
}

/** Content-hashed build files (see src/shared/asset-names.ts) are immutable for a year; HTML, route data and everything else revalidate on each use. */
export function cacheControlFor(relativePath: string): string {
  return isHashedAssetPath(relativePath) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL
}
