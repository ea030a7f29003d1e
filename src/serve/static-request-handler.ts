/**
 * What the static server does with one request, in order: refuse a host it does not answer (403, allowed-hosts.ts),
 * let the dev loop's hook answer or wait, refuse other methods than GET/HEAD (405), place the request under the base
 * URL (`/` redirects there), resolve it to a file in the output folder (resolve-request-path.ts, find-in-root.ts),
 * and send that file or the 404 page (send-static-file.ts).
 */
import type http from 'node:http'
import { splitHref } from '../shared/paths.js'
import { blockedHostMessage, type HostRule, isAllowedHost } from './allowed-hosts.js'
import { findFileInRoot } from './find-in-root.js'
import { resolveRequestPath } from './resolve-request-path.js'
import type { StaticFileSender } from './send-static-file.js'

export interface StaticRequestHandlerOptions {
  /** the output folder */
  root: string
  hostRule: HostRule
  files: StaticFileSender
  onRequest?: RequestHook
  /** the base URL now (watch mode follows config edits) */
  baseUrl: () => string
}

/**
 * Runs before the static files on every request. Return true once it has answered the request itself;
 * return false/undefined (after awaiting whatever it needs, e.g. a rebuild) to let the files answer.
 */
export type RequestHook = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
) => boolean | undefined | Promise<boolean | undefined>

export type StaticRequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

const ALLOWED_METHODS = 'GET, HEAD'
const NOT_FOUND_PAGE = '404.html'

export function createStaticRequestHandler(options: StaticRequestHandlerOptions): StaticRequestHandler {
  const { root, hostRule, files, onRequest } = options

  async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const page = await findFileInRoot(root, NOT_FOUND_PAGE)
    if (page) return files.send(req, res, page, 404)
    sendText(res, 404, 'Not found')
  }

  return async (req, res) => {
    if (!isAllowedHost(req.headers.host, hostRule)) return sendText(res, 403, blockedHostMessage(req.headers.host))
    if (onRequest && (await onRequest(req, res)) === true) return
    if (res.headersSent || res.writableEnded) return
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { Allow: ALLOWED_METHODS })
    }
    const base = options.baseUrl()
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
      const file = await findFileInRoot(root, candidate)
      if (file) return files.send(req, res, file)
    }
    return sendNotFound(req, res)
  }
}

/** A short plain-text answer (errors, refusals): never cached, no body for HEAD. */
export function sendText(
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
