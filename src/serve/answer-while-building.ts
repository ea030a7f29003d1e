/**
 * The watch server's first look at each request (static-server.ts `onRequest`): a request waits for the rebuild in
 * flight (a reload right after a save gets the new page), and while nothing was ever built, a page gets the build's
 * error on a page that reloads once the build is fixed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { injectLiveReloadScript } from './live-reload.js'
import { WATCH_REQUEST_WAIT_MAX_MS } from './serve-constants.js'

export interface RebuildsInFlight {
  isIdle(): boolean
  whenIdle(): Promise<void>
}

/**
 * The request handler: true when it answered, false to let the files answer. `unbuiltError` is the message of the
 * failed build while no build ever succeeded, else undefined.
 */
export function answerWhileBuilding(
  rebuilds: RebuildsInFlight,
  unbuiltError: () => string | undefined,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    if (!rebuilds.isIdle()) await waitAtMost(rebuilds.whenIdle(), WATCH_REQUEST_WAIT_MAX_MS)
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
