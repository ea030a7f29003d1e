/**
 * Route prefetching (spec §7): the data of a route is fetched ahead of the click when its link scrolls into view
 * (IntersectionObserver, in idle time) or when the pointer or keyboard focus reaches it; hovering also warms the
 * chunk of a React page. Nothing is prefetched on 2g connections or with the data saver on (prefetch-policy.ts).
 */
import { routePathOfPathname } from '../shared/paths.js'
import { internalRouteUrl } from './link-interception.js'
import { canPrefetch, currentConnection } from './prefetch-policy.js'
import type { RouteDataLoader } from './route-data-loader.js'

export interface PrefetchOptions {
  loader: RouteDataLoader
  baseUrl: string
  /** warms a React page's chunk (`hd:pages`), by page key */
  prefetchPageChunk(key: string): void
}

type IdleCallback = (callback: () => void) => void
const whenIdle: IdleCallback =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(() => callback(), { timeout: 2_000 })
    : (callback) => setTimeout(callback, 1)

export interface Prefetcher {
  /** observes the links on the page (call after each route change) */
  scan(): void
  stop(): void
}

export function startPrefetching(options: PrefetchOptions): Prefetcher {
  const { loader, baseUrl } = options
  const requested = new Set<string>()
  const observed = new WeakSet<Element>()

  function routePathOf(anchor: HTMLAnchorElement): string | null {
    if (anchor.target && anchor.target !== '_self') return null
    if (anchor.hasAttribute('download')) return null
    const current = new URL(location.href)
    const url = internalRouteUrl(anchor.href, current, baseUrl)
    if (!url) return null
    const path = routePathOfPathname(baseUrl, url.pathname)
    return path === null || path === routePathOfPathname(baseUrl, current.pathname) ? null : path
  }

  function prefetchData(anchor: HTMLAnchorElement): string | null {
    if (!canPrefetch(currentConnection())) return null
    const path = routePathOf(anchor)
    if (path === null) return null
    if (!requested.has(path)) {
      requested.add(path)
      loader.prefetch(path)
    }
    return path
  }

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer!.unobserve(entry.target)
            whenIdle(() => prefetchData(entry.target as HTMLAnchorElement))
          }
        })
      : null

  function scan(): void {
    if (!observer || !canPrefetch(currentConnection())) return
    whenIdle(() => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (observed.has(anchor) || routePathOf(anchor) === null) continue
        observed.add(anchor)
        observer.observe(anchor)
      }
    })
  }

  /** Hover or focus: the data now, and the page chunks once the data names them (a React page, MDX content). */
  function onIntent(event: Event): void {
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const path = prefetchData(anchor)
    if (path === null) return
    loader.load(path).then(
      (route) => {
        for (const key of route.modules ?? []) options.prefetchPageChunk(key)
      },
      () => {},
    )
  }

  document.addEventListener('mouseover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  scan()

  return {
    scan,
    stop() {
      observer?.disconnect()
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('focusin', onIntent)
    },
  }
}
