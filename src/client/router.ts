/**
 * The client router: app-like navigation over the server-rendered pages. A chunk of its own, loaded on the first
 * sign the reader may navigate (pointer or focus on a link, a click, a page reloaded in the middle of a
 * client-side history); start-client.tsx feeds it the clicks and live-reload events.
 *
 * A click on an internal link (link-interception.ts) loads the target route's data file, and the component page
 * chunk when the route is a React page, then pushes the history entry and renders the new route into the same
 * React root (the App stays mounted). After the render: head tags and title, scroll (top, the URL's fragment, or
 * the position remembered for a history entry on back/forward), focus on `<main>` for screen readers, and the
 * `hd:route-change` event. The progress bar runs while a navigation waits.
 *
 * A route whose data or code cannot be loaded (network error, HTTP 404, a missing chunk) logs a warning and the
 * browser loads the target URL as a full page instead.
 */
import type { ComponentType } from 'react'
import type { PageComponents } from '../../templates/index.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { rememberInitialHead } from './head-meta.js'
import { internalRouteUrl } from './link-interception.js'
import { createProgressBar, type ProgressBar } from './progress-bar.js'
import type { RouteDataLoader } from './route-data-loader.js'
import { handlePopState } from './router/history-pop.js'
import { handleLinkClick } from './router/link-clicks.js'
import { navigate } from './router/navigate.js'
import { refreshRouteData } from './router/route-data-refresh.js'
import type { RouterState } from './router/router-state.js'
import { createScrollMemory } from './scroll-memory.js'

/** What the React root renders: the route's data, and the React pages and page components loaded so far. */
export interface RouteView {
  route: RouteData
  pages: Record<string, ComponentType>
  pageComponents: PageComponents
}

export interface RouterOptions {
  site: SiteData
  initial: RouteView
  loader: RouteDataLoader
  /** loads the chunk of a React page (`hd:pages`) */
  loadPageComponent(key: string): Promise<ComponentType>
  /** commits a view to the React root synchronously (flushSync), so the DOM is up to date when it returns */
  render(view: RouteView): void
  /** default: the nprogress-like bar of progress-bar.ts */
  progress?: ProgressBar
}

export interface Router {
  /** a click anywhere in the document: takes over route links and eases same-page fragment jumps */
  handleClick(event: MouseEvent): void
  /** navigates to an internal URL as a link click would (falls back to a full load for anything else) */
  navigate(href: string): Promise<void>
  /**
   * shows the route of an internal URL in place of the current history entry, scrolled to its fragment, focus left
   * where it is: the page was loaded at a URL that names that route but was answered with another page (the not-found
   * page of a static host, see landing-url.ts)
   */
  replace(href: string): Promise<void>
  /** watch mode changed the data of a route: refetch it in place when shown (scroll stays), else forget it */
  routeDataChanged(path: string): void
  /** the route being shown */
  current(): RouteData
  stop(): void
}

export function startRouter(options: RouterOptions): Router {
  const router: RouterState = {
    site: options.site,
    loader: options.loader,
    loadPageComponent: options.loadPageComponent,
    render: options.render,
    progress: options.progress ?? createProgressBar(),
    memory: createScrollMemory(),
    view: options.initial,
    shown: new URL(location.href),
    latestNavigation: 0,
    ownFragmentJump: false,
  }
  takeOverInitialEntry(router)
  const stopListening = listenToWindow(router)

  /** an internal URL navigated to as `kind`; anything else is loaded by the browser */
  const navigateTo = async (href: string, kind: 'push' | 'replace'): Promise<void> => {
    const url = internalRouteUrl(href, new URL(location.href), router.site.baseUrl)
    if (url) await navigate(router, url, kind)
    else if (kind === 'push') location.assign(href)
    else location.replace(href)
  }
  return {
    handleClick: (event) => handleLinkClick(router, event),
    routeDataChanged: (path) => refreshRouteData(router, path),
    navigate: (href) => navigateTo(href, 'push'),
    replace: (href) => navigateTo(href, 'replace'),
    current: () => router.view.route,
    stop: stopListening,
  }
}

/** The router takes over the page's history entry: its head, its scroll position, its route data. */
function takeOverInitialEntry({ view, memory, loader }: RouterState): void {
  rememberInitialHead(view.route)
  history.scrollRestoration = 'manual'
  // a reload, or a return from another site: back to where the reader was on this entry
  const restored = memory.positionFor(history.state)
  if (restored !== undefined) window.scrollTo(0, restored)
  memory.record()
  loader.prime(view.route.path, view.route)
}

/** Back/forward, and the scroll positions of history entries; returns the function that stops listening. */
function listenToWindow(router: RouterState): () => void {
  const { memory } = router
  const onPopState = (event: PopStateEvent) => handlePopState(router, event)
  /**
   * Recorded at once, not in the next frame: by then a back/forward may have made another entry current, and the
   * position would be filed under it. (Browsers send scroll events at most once per frame anyway; a back within
   * the frame of a scroll is covered by recordLeaving on popstate.)
   */
  const onScroll = () => memory.record()
  const onPageHide = () => {
    memory.record()
    memory.persist()
  }
  window.addEventListener('popstate', onPopState)
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('pagehide', onPageHide)
  return () => {
    window.removeEventListener('popstate', onPopState)
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('pagehide', onPageHide)
  }
}
