/**
 * The serve stage's HTTP server: serves a build output folder the way static hosting does (clean URLs for both
 * output layouts, 404.html), read-only and confined to the root, with validators, caching headers and compression
 * (static-request-handler.ts; sirv streams the files). It answers only the hosts allowed-hosts.ts allows (403 for
 * others: DNS rebinding).
 *
 * Hooks for the dev loop: `onRequest` runs first on every request (answer it, or wait for a rebuild and
 * return to fall through to the files); `injectIntoHtml` rewrites every HTML body on the way out (the
 * live-reload client); the returned `server` is what `attachLiveReload` attaches its socket to.
 */
import { stat } from 'node:fs/promises'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { BuildError } from '../errors.js'
import type { AllowedHosts, HostRule } from './allowed-hosts.js'
import { CompressedBodyCache } from './compression.js'
import { listenOnPort } from './listen-on-port.js'
import { createStaticFileSender } from './send-static-file.js'
import { DEFAULT_SERVE_HOST, DEFAULT_SERVE_PORT } from './serve-constants.js'
import { createStaticRequestHandler, type RequestHook, sendText } from './static-request-handler.js'

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
  onRequest?: RequestHook
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

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root)
  const host = options.host ?? DEFAULT_SERVE_HOST
  const hostRule: HostRule = { bindHost: host, allowedHosts: options.allowedHosts }
  const rootStats = await stat(root).catch(() => undefined)
  if (!rootStats?.isDirectory()) {
    throw new BuildError('serve-root-missing', `Nothing to serve: ${root} is not a folder.`, {
      file: root,
      hint: 'Run `hotkeys-docs build` first, or point --out-dir at the build output.',
    })
  }
  const { baseUrl = '/' } = options
  const handle = createStaticRequestHandler({
    root,
    hostRule,
    onRequest: options.onRequest,
    baseUrl: typeof baseUrl === 'function' ? baseUrl : () => baseUrl,
    files: createStaticFileSender({
      root,
      compressedBodies: new CompressedBodyCache(),
      injectIntoHtml: options.injectIntoHtml,
    }),
  })

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
