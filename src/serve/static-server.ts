/**
 * The serve stage's HTTP server: serves a build output folder the way static hosting does (clean URLs for
 * both output layouts, 404.html), read-only and confined to the root, with validators, caching headers and
 * compression. node:http only. It answers only the hosts allowed-hosts.ts allows (403 for others: DNS rebinding).
 *
 * Hooks for the dev loop: `onRequest` runs first on every request (answer it, or wait for a rebuild and
 * return to fall through to the files); `injectIntoHtml` rewrites every HTML body on the way out (the
 * live-reload client); the returned `server` is what `attachLiveReload` attaches its socket to.
 */
import { createReadStream, type Stats } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { BuildError } from '../errors.js'
import { blockedHostMessage, isAllowedHost, type AllowedHosts, type HostRule } from './allowed-hosts.js'
import { CompressedBodyCache, negotiateEncoding, type ContentEncoding } from './compression.js'
import { contentTypeFor } from './content-type.js'
import { cacheControlFor, isNotModified, weakETag } from './http-caching.js'
import { listenOnPort } from './listen-on-port.js'
import { resolveRequestPath } from './resolve-request-path.js'
import { splitHref } from '../shared/paths.js'
import {
  COMPRESSION_MAX_BYTES,
  COMPRESSION_MIN_BYTES,
  DEFAULT_SERVE_HOST,
  DEFAULT_SERVE_PORT,
} from './serve-constants.js'

export interface StaticServerOptions {
  /** the build output folder */
  root: string
  /** default 3000; 0 lets the system pick a free port */
  port?: number
  /** default 127.0.0.1 (this machine only) */
  host?: string
  /**
   * Host names answered besides localhost, IP addresses and `host` (see allowed-hosts.ts), or true: any. Other
   * `Host` headers get 403.
   */
  allowedHosts?: AllowedHosts
  /** fail with `port-in-use` instead of trying the next ports */
  strictPort?: boolean
  /**
   * Runs before the static files on every request. Return true once it has answered the request itself;
   * return false/undefined (after awaiting whatever it needs, e.g. a rebuild) to let the files answer.
   * For logging, listen to `res.on('finish')` and return nothing.
   */
  onRequest?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | void | Promise<boolean | void>
  /** rewrites each HTML body before it is sent (live reload injects its client script) */
  injectIntoHtml?: (html: string) => string
  /**
   * The site's base URL (`/sub/`), as a value or read per request (watch mode follows config edits): the output
   * folder is served under it, as a host like GitHub Pages serves a project site. `/` redirects to it; other
   * paths outside it are not found. Default `/`.
   */
  baseUrl?: string | (() => string)
}

export interface StaticServer {
  /** `http://127.0.0.1:3001/`: the port actually bound, which may differ from the requested one */
  url: string
  port: number
  /** the address (or name) bound to, as given: `127.0.0.1`, `0.0.0.0`, … */
  host: string
  /** the hosts it answers (for the live-reload socket, which answers the same) */
  hostRule: HostRule
  close(): Promise<void>
  server: http.Server
}

const ALLOWED_METHODS = 'GET, HEAD'
const NOT_FOUND_PAGE = '404.html'

interface FileInRoot {
  /** the file's real path (symlinks resolved), inside the real root */
  realPath: string
  /** the path under the root it was requested as, `/`-separated (decides type and caching) */
  relativePath: string
  stats: Stats
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root)
  const host = options.host ?? DEFAULT_SERVE_HOST
  const { injectIntoHtml, onRequest } = options
  const hostRule: HostRule = { bindHost: host, allowedHosts: options.allowedHosts }
  const rootStats = await stat(root).catch(() => undefined)
  if (!rootStats?.isDirectory()) {
    throw new BuildError('serve-root-missing', `Nothing to serve: ${root} is not a folder.`, {
      file: root,
      hint: 'Run `hotkeys-docs build` first, or point --out-dir at the build output.',
    })
  }
  const compressedBodies = new CompressedBodyCache()
  /** an injecting server's HTML differs from the file: give it other validators (see weakETag) */
  const htmlVariant = injectIntoHtml ? 'i' : ''

  async function findInRoot(relativePath: string): Promise<FileInRoot | undefined> {
    let realRoot: string
    let realPath: string
    try {
      // per request: the build may swap the output folder (or a symlink to it) between requests
      realRoot = await realpath(root)
      realPath = await realpath(path.join(realRoot, ...relativePath.split('/')))
    } catch {
      return undefined // missing, ENOTDIR, symlink loop, …
    }
    const rootPrefix = realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep
    if (!realPath.startsWith(rootPrefix)) return undefined // a symlink out of the root
    const inside = path.relative(realRoot, realPath).split(path.sep)
    if (inside.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return undefined
    const stats = await stat(realPath).catch(() => undefined)
    if (!stats?.isFile()) return undefined
    return { realPath, relativePath, stats }
  }

  async function readBody(file: FileInRoot, isHtml: boolean): Promise<Buffer> {
    const raw = await readFile(file.realPath)
    return isHtml && injectIntoHtml ? Buffer.from(injectIntoHtml(raw.toString('utf8')), 'utf8') : raw
  }

  async function sendFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: FileInRoot,
    status: number,
  ): Promise<void> {
    const { contentType, compressible, isHtml } = contentTypeFor(file.relativePath)
    const etag = weakETag(file.stats, isHtml ? htmlVariant : '')
    res.setHeader('Content-Type', contentType)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', cacheControlFor(file.relativePath))
    if (compressible) res.setHeader('Vary', 'Accept-Encoding')
    if (status === 200) {
      res.setHeader('ETag', etag)
      res.setHeader('Last-Modified', file.stats.mtime.toUTCString())
      if (isNotModified(req.headers, etag, file.stats.mtime)) {
        res.removeHeader('Content-Type')
        res.writeHead(304).end()
        return
      }
    }

    const buffered = (isHtml && injectIntoHtml) || (compressible && file.stats.size <= COMPRESSION_MAX_BYTES)
    if (!buffered) {
      res.setHeader('Content-Length', file.stats.size)
      res.writeHead(status)
      if (req.method === 'HEAD') return void res.end()
      await pipeline(createReadStream(file.realPath), res)
      return
    }

    const encoding: ContentEncoding | undefined =
      compressible && file.stats.size >= COMPRESSION_MIN_BYTES
        ? negotiateEncoding(req.headers['accept-encoding'])
        : undefined
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

  function sendText(
    res: http.ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ): void {
    const body = Buffer.from(text + '\n', 'utf8')
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      ...headers,
    })
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(302, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store' })
    res.end()
  }

  async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const page = await findInRoot(NOT_FOUND_PAGE)
    if (page) return sendFile(req, res, page, 404)
    sendText(res, 404, 'Not found')
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!isAllowedHost(req.headers.host, hostRule)) return sendText(res, 403, blockedHostMessage(req.headers.host))
    if (onRequest && (await onRequest(req, res)) === true) return
    if (res.headersSent || res.writableEnded) return
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { Allow: ALLOWED_METHODS })
    }
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? '/')
    let target = req.url ?? '/'
    if (base !== '/') {
      const { pathname, search } = splitHref(target)
      if (pathname === '/' || pathname === base.replace(/\/$/, '')) return redirect(res, base + search)
      if (!pathname.startsWith(base)) return sendNotFound(req, res)
      target = target.slice(base.length - 1)
    }
    const resolution = resolveRequestPath(target)
    if (resolution.kind === 'bad-request') return sendText(res, 400, 'Bad request')
    if (resolution.kind === 'not-found') return sendNotFound(req, res)
    for (const candidate of resolution.candidates) {
      const file = await findInRoot(candidate)
      if (file) return sendFile(req, res, file, 200)
    }
    return sendNotFound(req, res)
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy()
      for (const name of res.getHeaderNames()) res.removeHeader(name) // drop the file's ETag, Content-Type, …
      // a file removed between stat and read: a rebuild swapping the output folder
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return void sendText(res, 404, 'Not found')
      sendText(res, 500, 'Internal server error')
    })
  })
  // Requests Node's parser refuses (a request line over its header limit, a raw NUL, …) get a plain 400
  // instead of the default 431/400 mix, and the connection is closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy()
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 12\r\nConnection: close\r\n\r\nBad request\n',
    )
  })

  // every socket, including ones upgraded to WebSockets (live reload), which server.close() would wait on forever
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  const port = await listenOnPort(server, {
    port: options.port ?? DEFAULT_SERVE_PORT,
    host,
    strictPort: options.strictPort ?? false,
  })

  return {
    url: `http://${urlHost(host)}:${port}/`,
    port,
    host,
    hostRule,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/** The host to print: a wildcard bind is reachable as localhost; IPv6 literals need brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}
