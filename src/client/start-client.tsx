/**
 * Starts the browser runtime: keeps a page left at its top coming back at its top (keep-top-on-return.ts),
 * hydrates the server-rendered page with the same App, then (once hydrated)
 * prefetching and the page behaviours that need no React (navbar hide on scroll, TOC highlighting; keyboard-navigation
 * mode is in the head script: src/render/keyboard-navigation-script.ts). `<html data-client-ready>` marks the moment
 * everything runs.
 *
 * The router (router.ts, with the progress bar, head updates and scroll handling) is a chunk of its own: it loads
 * on the first sign of a navigation (pointer, focus or touch on a link), on the first route-link click (which
 * waits for it; a chunk that fails to load means a full page load), at once on a page reloaded in the middle of a
 * client-side history (it restores the scroll position), on a not-found page loaded at a URL that names a route
 * (landing-url.ts), or on a live-reload event. Until then links are plain links for the browser, except that a
 * route-link click already goes through the router.
 */
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import type { RouteData, SiteData } from '../shared/types.js'
import { ClientRoot } from './ClientRoot.js'
import { ROUTE_CHANGE_EVENT, ROUTE_DATA_CHANGED_EVENT } from './client-events.js'
import { keepTopOnReturn } from './keep-top-on-return.js'
import { cleanUpLandingUrl } from './landing-url.js'
import { clickNavigationTarget, internalRouteUrl } from './link-interception.js'
import { startNavbarHideOnScroll } from './navbar-hide-on-scroll.js'
import { withPageKind } from './page-kind-loaders.js'
import { startPrefetching } from './prefetch.js'
import { createRouteDataLoader } from './route-data-loader.js'
import type { Router, RouteView } from './router.js'
import { startTocHighlight } from './toc-highlight.js'

export type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent!) as T
}

/** The data the server inlined into the page: the site and the route being shown. */
export function readPageData(): { site: SiteData; route: RouteData } {
  return { site: readJson<SiteData>('__HD_SITE__'), route: readJson<{ route: RouteData }>('__HD_DATA__').route }
}

export const CLIENT_READY_ATTRIBUTE = 'data-client-ready'

export async function startClient({
  site,
  route,
  pageLoaders,
}: {
  site: SiteData
  route: RouteData
  pageLoaders: PageLoaders
}): Promise<void> {
  keepTopOnReturn()
  const loader = createRouteDataLoader(site.buildId, undefined, site.baseUrl)
  // the router can start once the page is hydrated; a not-found page whose URL names a route loads its data meanwhile
  let routerAfterHydration!: (ensureRouter: () => Promise<Router>) => void
  const hydrated = new Promise<() => Promise<Router>>((resolve) => (routerAfterHydration = resolve))
  cleanUpLandingUrl({ site, route, loader, router: async () => (await hydrated)() })

  const loadPageComponent = async (key: string): Promise<ComponentType> => {
    const load = pageLoaders[key]
    if (!load) throw new Error(`The build has no chunk for the React page "${key}"`)
    return (await load()).default
  }

  // the code the page needs to hydrate: its kind's page component, or its React page
  const initial: RouteView = { route, pages: {}, pageComponents: {} }
  try {
    initial.pageComponents = await withPageKind({}, route.kind)
    for (const key of route.modules ?? []) initial.pages[key] = await loadPageComponent(key)
  } catch (error) {
    console.warn('The code of this page could not be loaded; it stays a static page.', error)
    return
  }

  const onHydrated = (setView: (view: RouteView) => void) => {
    const routerReady = startRouterOnDemand({
      load: async () => {
        const { startRouter } = await import('./router.js')
        return startRouter({
          site,
          initial,
          loader,
          loadPageComponent,
          render: (view) => flushSync(() => setView(view)),
        })
      },
      baseUrl: site.baseUrl,
    })
    const prefetcher = startPrefetching({
      loader,
      baseUrl: site.baseUrl,
      prefetchPageChunk: (key) => void pageLoaders[key]?.().catch(() => {}),
    })
    window.addEventListener(ROUTE_CHANGE_EVENT, () => prefetcher.scan())
    routerAfterHydration(routerReady)
    startNavbarHideOnScroll()
    startTocHighlight()
    // a reload in the middle of a client-side history: the router restores the reader's scroll position
    // (the router keys its history entries with `hdKey`, see scroll-memory.ts)
    if ((history.state as { hdKey?: unknown } | null)?.hdKey) void routerReady().catch(() => {})
    document.documentElement.setAttribute(CLIENT_READY_ATTRIBUTE, '')
  }

  hydrateRoot(document.getElementById('__hd')!, <ClientRoot site={site} initial={initial} onHydrated={onHydrated} />)
}

/** The shell's side of the lazy router: intent listeners, the first click, live-reload events. */
function startRouterOnDemand({
  load,
  baseUrl,
}: {
  load: () => Promise<Router>
  baseUrl: string
}): () => Promise<Router> {
  let router: Router | undefined
  let loading: Promise<Router> | undefined
  const ensureRouter = () => {
    loading ??= load().then((started) => (router = started))
    return loading
  }

  const isRouteLink = (target: EventTarget | null) => {
    const anchor = (target as Element | null)?.closest?.('a[href]')
    return (
      anchor instanceof HTMLAnchorElement && internalRouteUrl(anchor.href, new URL(location.href), baseUrl) !== null
    )
  }
  const onIntent = (event: Event) => {
    if (!loading && isRouteLink(event.target)) void ensureRouter().catch(() => {})
  }

  const onClick = (event: MouseEvent) => {
    if (router) {
      router.handleClick(event)
      return
    }
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
    const url = clickNavigationTarget(event, link, new URL(location.href), baseUrl)
    if (!url) return // a fragment jump before the router is here: the browser's own
    event.preventDefault()
    ensureRouter().then(
      (started) => started.navigate(url.href),
      (error: unknown) => {
        console.warn(`Could not load the router; loading ${url.pathname} as a full page instead.`, error)
        location.assign(url.href)
      },
    )
  }

  const onRouteDataChanged = (event: Event) => {
    event.preventDefault()
    const path = String((event as CustomEvent<{ path?: unknown }>).detail?.path ?? '')
    ensureRouter().then(
      (started) => started.routeDataChanged(path),
      () => location.reload(),
    )
  }

  document.addEventListener('mouseover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  document.addEventListener('touchstart', onIntent, { passive: true })
  document.addEventListener('click', onClick)
  window.addEventListener(ROUTE_DATA_CHANGED_EVENT, onRouteDataChanged)
  return ensureRouter
}
