/**
 * Loads the data file of a route (`/__data/<path>.json`, see src/shared/paths.ts), with a cache and one request
 * in flight per route, so that a prefetch and the click that follows it share a download.
 */
import { normalizeRoutePath, routeDataUrl } from '../shared/paths.js'
import type { RouteData } from '../shared/types.js'

/** The route's data could not be loaded; `status` is the HTTP status when the server answered. */
export class RouteDataError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'RouteDataError'
  }
}

export interface RouteDataLoader {
  /** the data of `path` (cached after the first successful load) */
  load(path: string): Promise<RouteData>
  /** loads into the cache, ignoring failures (prefetch) */
  prefetch(path: string): void
  /** forgets the cached data of `path` (it changed) */
  invalidate(path: string): void
  /** loads `path` again from the server, bypassing every cache */
  reload(path: string): Promise<RouteData>
  /** the cached data, when there is some */
  peek(path: string): RouteData | undefined
  /** caches data the page already has (the initial route) */
  prime(path: string, data: RouteData): void
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

export function createRouteDataLoader(
  buildId: string,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
  baseUrl = '/',
): RouteDataLoader {
  const cache = new Map<string, RouteData>()
  const inFlight = new Map<string, Promise<RouteData>>()
  /** invalidated routes: their next download bypasses the browser's HTTP cache too */
  const stale = new Set<string>()

  async function download(path: string, fresh: boolean): Promise<RouteData> {
    const url = routeDataUrl(path, buildId, baseUrl) + (fresh ? `&t=${Date.now()}` : '')
    let response: Response
    try {
      response = await fetchImpl(url, {
        credentials: 'same-origin',
        ...(fresh ? { cache: 'no-store' as RequestCache } : {}),
      })
    } catch (error) {
      throw new RouteDataError(`Could not load the data of ${path}: ${(error as Error).message}`, path, undefined, {
        cause: error,
      })
    }
    if (!response.ok)
      throw new RouteDataError(`Could not load the data of ${path}: HTTP ${response.status}`, path, response.status)
    let data: RouteData
    try {
      data = (await response.json()) as RouteData
    } catch (error) {
      throw new RouteDataError(`The data of ${path} is not valid JSON`, path, response.status, { cause: error })
    }
    cache.set(path, data)
    stale.delete(path)
    return data
  }

  function start(path: string, fresh: boolean): Promise<RouteData> {
    const pending = download(path, fresh).finally(() => {
      if (inFlight.get(path) === pending) inFlight.delete(path)
    })
    inFlight.set(path, pending)
    return pending
  }

  return {
    load(rawPath) {
      const path = normalizeRoutePath(rawPath)
      const cached = cache.get(path)
      if (cached) return Promise.resolve(cached)
      return inFlight.get(path) ?? start(path, stale.has(path))
    },
    prefetch(rawPath) {
      this.load(rawPath).catch(() => {})
    },
    invalidate(rawPath) {
      const path = normalizeRoutePath(rawPath)
      cache.delete(path)
      inFlight.delete(path)
      stale.add(path)
    },
    reload(rawPath) {
      const path = normalizeRoutePath(rawPath)
      cache.delete(path)
      return start(path, true)
    },
    peek: (rawPath) => cache.get(normalizeRoutePath(rawPath)),
    prime(rawPath, data) {
      cache.set(normalizeRoutePath(rawPath), data)
    },
  }
}
