/**
 * The watch server's first look at each request (static-server.ts `onRequest`): a request waits for the rebuild in
 * flight (a reload right after a save gets the new page), and while nothing was ever built, a page gets the build's
 * error on a page that reloads once the build is fixed. A page the rebuild renders first (early-pages.ts) is answered
 * as soon as it is rendered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { contentTypeFor } from './content-type.js'
import type { EarlyPages } from './early-pages.js'
import type { ViewedPages } from './viewed-pages.js'
import { injectLiveReloadScript } from './live-reload.js'
import { resolveRequestPath } from './resolve-request-path.js'
import { WATCH_REQUEST_WAIT_MAX_MS } from './serve-constants.js'

/** marks an answer from a rebuild in flight (a page it rendered first), not from the output folder */
export const EARLY_ANSWER_HEADER = 'X-Hotkeys-Docs-Early'

export interface RebuildsInFlight {
  isIdle(): boolean
  whenIdle(): Promise<void>
}

/** What lets a request for a page the rebuild renders first be answered before the rebuild ends. */
export interface EarlyAnswers {
  pages: EarlyPages
  /** each HTML page requested is noted here (the next rebuild renders it first) */
  viewed: ViewedPages
  /** the site's base URL, which the server serves the output under */
  baseUrl(): string
}

/**
 * The request handler: true when it answered, false to let the files answer. `unbuiltError` is the message of the
 * failed build while no build ever succeeded, else undefined. With `early`, a request for a page the rebuild in
 * flight renders first (or for its route data) gets it as soon as it is rendered.
 */
export function answerWhileBuilding(
  rebuilds: RebuildsInFlight,
  unbuiltError: () => string | undefined,
  early?: EarlyAnswers,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const page = early && requestedFiles(req, early.baseUrl())
    if (page && (req.headers.accept ?? '').includes('text/html')) early!.viewed.add(page.routePath)
    if (!rebuilds.isIdle()) {
      const found = page && (await early!.pages.find(page.routePath, page.candidates))
      if (found) return sendEarly(req, res, found.file, found.text)
      await waitAtMost(rebuilds.whenIdle(), WATCH_REQUEST_WAIT_MAX_MS)
    }
    const error = unbuiltError()
    if (error === undefined || !(req.headers.accept ?? '').includes('text/html')) return false
    const body = Buffer.from(injectLiveReloadScript(buildErrorPage(error)), 'utf8')
    res.writeHead(500, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

/** The route a GET or HEAD names and the output files that may answer it (resolve-request-path.ts), under `base`. */
function requestedFiles(req: IncomingMessage, base: string): { routePath: string; candidates: string[] } | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const url = req.url ?? '/'
  if (!url.startsWith(base)) return undefined
  const resolution = resolveRequestPath(url.slice(base.length - 1))
  return resolution.kind === 'candidates' ? resolution : undefined
}

/** A page (or its route data) the rebuild rendered first, from memory: the output gets it when the rebuild ends. */
function sendEarly(req: IncomingMessage, res: ServerResponse, file: string, text: string): true {
  const type = contentTypeFor(file)
  const body = Buffer.from(type.isHtml ? injectLiveReloadScript(text) : text, 'utf8')
  res.writeHead(200, {
    'Content-Type': type.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    // says where the answer came from (the output folder gets the same bytes when the rebuild ends)
    [EARLY_ANSWER_HEADER]: 'rendered-first',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    timer.unref()
    void promise.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

export function buildErrorPage(message: string): string {
  const escaped = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head><body><h1>The site could not be built</h1><pre>${escaped}</pre></body></html>`
}
