/**
 * Hand-written (the negotiation is negotiator's): compression middlewares (@polka/compression, compression) stream
 * without Content-Length and skip HEAD, both pinned by the tests, and compress every response again (3.3 ms of
 * brotli for this site's largest page, each time): this keeps each file version's compressed bytes in memory.
 *
 * Content-Encoding for compressible responses: br or gzip from Accept-Encoding; the compressed bytes are keyed by
 * file + version (inode, size, mtime) so each file version is compressed once. Compression runs on the zlib thread
 * pool, never blocking the event loop.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import Negotiator from 'negotiator'
import { BROTLI_QUALITY, COMPRESSION_CACHE_MAX_BYTES } from './serve-constants.js'

export type ContentEncoding = 'br' | 'gzip'

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ENCODINGS: ContentEncoding[] = ['br', 'gzip']

/**
 * The best encoding the client accepts, br preferred on equal q; undefined means identity.
 * `gzip, deflate, br` → br; `gzip;q=1, br;q=0.5` → gzip; `br;q=0` → not br; `*` covers the unlisted ones.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  return negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as ContentEncoding | undefined
}

export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  }
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })
}

interface CacheEntry {
  version: string
  body: Promise<Buffer>
  bytes: number
}

/**
 * One entry per file + encoding (+ variant): a newer version of the file replaces the old entry, and the
 * oldest entries are dropped when the total passes the byte budget. Concurrent requests for the same
 * version share one compression.
 */
export class CompressedBodyCache {
  private readonly entries = new Map<string, CacheEntry>()
  private totalBytes = 0

  constructor(private readonly maxBytes = COMPRESSION_CACHE_MAX_BYTES) {}

  get(key: string, version: string, encoding: ContentEncoding, load: () => Promise<Buffer>): Promise<Buffer> {
    const cacheKey = `${encoding}\0${key}`
    const hit = this.entries.get(cacheKey)
    if (hit && hit.version === version) {
      this.entries.delete(cacheKey) // re-insert: most recently used last
      this.entries.set(cacheKey, hit)
      return hit.body
    }
    if (hit) this.remove(cacheKey, hit)
    const entry: CacheEntry = { version, bytes: 0, body: load().then((raw) => compress(raw, encoding)) }
    this.entries.set(cacheKey, entry)
    entry.body.then(
      (compressed) => {
        if (this.entries.get(cacheKey) !== entry) return
        entry.bytes = compressed.length
        this.totalBytes += entry.bytes
        this.evict()
      },
      () => {
        if (this.entries.get(cacheKey) === entry) this.entries.delete(cacheKey)
      },
    )
    return entry.body
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
    this.totalBytes = 0
  }

  private remove(cacheKey: string, entry: CacheEntry): void {
    this.entries.delete(cacheKey)
    this.totalBytes -= entry.bytes
  }

  private evict(): void {
    for (const [cacheKey, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) return
      this.remove(cacheKey, entry)
    }
  }
}
