/**
 * Sends one file of the output folder: its headers (type, caching, validators), a 304 when the client's copy is
 * current, then the bytes. sirv streams the files sent as they are: binary types, and bodies too big to hold. A
 * compressible body is sent whole, with its Content-Length: compressed from compression.ts's cache when the client
 * accepts br/gzip, rewritten when the server injects a script into HTML, and else as read, as before (sirv's stream
 * for them cost about 10 % of `bench --only load`'s requests/s, mostly pages), as is the 404 page (sirv answers 200).
 */
import { readFile } from 'node:fs/promises'
import type http from 'node:http'
import type { Readable } from 'node:stream'
import sirv from 'sirv'
import { type CompressedBodyCache, type ContentEncoding, negotiateEncoding } from './compression.js'
import { contentTypeFor } from './content-type.js'
import type { FileInRoot } from './find-in-root.js'
import { cacheControlFor, isNotModified, weakETag } from './http-caching.js'
import { COMPRESSION_MAX_BYTES, COMPRESSION_MIN_BYTES } from './serve-constants.js'

export interface StaticFileSender {
  /** answers with `file`: 200 (or 304) for a file asked for, `status` for a page sent in another's place (404) */
  send(req: http.IncomingMessage, res: http.ServerResponse, file: FileInRoot, status?: number): Promise<void>
}

export interface StaticFileSenderOptions {
  /** the output folder */
  root: string
  /** compressed bodies, kept across requests */
  compressedBodies: CompressedBodyCache
  /** rewrites each HTML body before it is sent (live reload injects its client script) */
  injectIntoHtml?: (html: string) => string
}

export function createStaticFileSender(options: StaticFileSenderOptions): StaticFileSender {
  const { compressedBodies, injectIntoHtml } = options
  // types, caching and validators are set before sirv runs (it keeps headers already set); extensions: none, the
  // path it is given names the file itself
  const streamFile = sirv(options.root, { dev: true, etag: false, extensions: [] })
  /** an injecting server's HTML differs from the file: give it other validators (see weakETag) */
  const htmlVariant = injectIntoHtml ? 'i' : ''

  async function readBody(file: FileInRoot, isHtml: boolean): Promise<Buffer> {
    const raw = await readFile(file.realPath)
    return isHtml && injectIntoHtml ? Buffer.from(injectIntoHtml(raw.toString('utf8')), 'utf8') : raw
  }

  async function sendWhole(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: FileInRoot,
    status: number,
    isHtml: boolean,
    encoding: ContentEncoding | undefined,
  ): Promise<void> {
    let body: Buffer
    if (encoding) {
      const { ino, size, mtimeMs } = file.stats
      const version = `${ino}-${size}-${mtimeMs}-${isHtml ? htmlVariant : ''}`
      body = await compressedBodies.get(file.realPath, version, encoding, () => readBody(file, isHtml))
      res.setHeader('Content-Encoding', encoding)
    } else {
      body = await readBody(file, isHtml)
    }
    res.setHeader('Content-Length', body.length)
    res.writeHead(status)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** sirv reads the path from the URL: the file's own, for this call only (sirv reads it at once) */
  function sendAsIs(req: http.IncomingMessage, res: http.ServerResponse, file: FileInRoot): void {
    // a file gone between sirv's stat and its read (a rebuild swapping the folder) ends the answer, not the process
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()))
    // sirv's Range answers ignore If-Range and misread suffix ranges: whole bodies only, as before
    delete req.headers.range
    const requested = req.url
    let missing = false
    req.url = fileUrl(file.relativePath)
    try {
      streamFile(req, res, () => {
        missing = true
      })
    } finally {
      req.url = requested
    }
    // removed since findFileInRoot found it: answered as not found by the server's error handler
    if (missing) throw Object.assign(new Error(`${file.realPath} is gone`), { code: 'ENOENT' })
  }

  return {
    async send(req, res, file, status = 200) {
      const { contentType, compressible, isHtml } = contentTypeFor(file.relativePath)
      res.setHeader('Content-Type', contentType)
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader('Cache-Control', cacheControlFor(file.relativePath))
      if (compressible) res.setHeader('Vary', 'Accept-Encoding')
      if (status === 200) {
        const etag = weakETag(file.stats, isHtml ? htmlVariant : '')
        res.setHeader('ETag', etag)
        res.setHeader('Last-Modified', file.stats.mtime.toUTCString())
        if (isNotModified(req.headers, etag, file.stats.mtime)) {
          res.removeHeader('Content-Type')
          res.writeHead(304).end()
          return
        }
      }
      const { size } = file.stats
      const encoding =
        compressible && size >= COMPRESSION_MIN_BYTES && size <= COMPRESSION_MAX_BYTES
          ? negotiateEncoding(req.headers['accept-encoding'])
          : undefined
      const rewritten = isHtml && injectIntoHtml !== undefined
      const whole = (compressible && size <= COMPRESSION_MAX_BYTES) || rewritten || status !== 200
      if (whole || !hasFileUrl(file.relativePath)) return sendWhole(req, res, file, status, isHtml, encoding)
      sendAsIs(req, res, file)
    },
  }
}

/**
 * A root-relative file path as the URL sirv reads it back from (it decodes with decodeURI, which leaves `%3F` and
 * `%23` encoded, and cuts at `?` and `#`): `%` escaped, the rest as is.
 */
export function fileUrl(relativePath: string): string {
  return `/${relativePath.replaceAll('%', '%25')}`
}

/** False for a file name fileUrl cannot give sirv (one with `?` or `#`): such a file is sent whole. */
export function hasFileUrl(relativePath: string): boolean {
  return !/[?#]/.test(relativePath)
}
