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
import { normalizeRoutePath, routePathOfPathname } from '../shared/paths.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { ROUTE_CHANGE_EVENT } from './client-events.js'
import { easedFragmentNavigation, jumpToFragmentOrTop } from './anchor-scrolling.js'
import { cancelEasedScroll } from './scroll-easing.js'
import { rememberInitialHead, updateHeadForRoute } from './head-meta.js'
import { clickNavigationTarget, isSamePageHashLink, internalRouteUrl } from './link-interception.js'
import { withPageKind } from './page-kind-loaders.js'
import { createProgressBar, type ProgressBar } from './progress-bar.js'
import type { RouteDataLoader } from './route-data-loader.js'
import { createScrollMemory, newHistoryKey } from './scroll-memory.js'

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

function samePage(a: URL, b: URL): boolean {
  return normalizeRoutePath(a.pathname) === normalizeRoutePath(b.pathname) && a.search === b.search
}

export function startRouter(options: RouterOptions): Router {
  const { site, loader } = options
  const progress = options.progress ?? createProgressBar()
  let view = options.initial
  /** the URL the rendered view belongs to */
  let shown = new URL(location.href)
  let latestNavigation = 0
  /** set while our own fragment jump runs, so its popstate is not taken for a back/forward */
  let ownFragmentJump = false
  const memory = createScrollMemory()

  rememberInitialHead(view.route)
  history.scrollRestoration = 'manual'
  // a reload, or a return from another site: back to where the reader was on this entry
  const restored = memory.positionFor(history.state)
  if (restored !== undefined) window.scrollTo(0, restored)
  memory.record()
  loader.prime(view.route.path, view.route)

  async function resolveView(url: URL): Promise<RouteView> {
    const route = await loader.load(routePathOfPathname(site.baseUrl, url.pathname) ?? url.pathname)
    const pageComponents = await withPageKind(view.pageComponents, route.kind)
    if (route.kind !== 'componentPage' || view.pages[route.component])
      return { route, pages: view.pages, pageComponents }
    const component = await options.loadPageComponent(route.component)
    return { route, pages: { ...view.pages, [route.component]: component }, pageComponents }
  }

  function commit(next: RouteView, url: URL): void {
    cancelEasedScroll()
    view = next
    shown = url
    options.render(next)
    updateHeadForRoute(site, next.route)
    window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: { path: next.route.path } }))
  }

  function focusMain(): void {
    document.getElementById('__main')?.focus({ preventScroll: true })
  }

  async function go(url: URL, kind: 'push' | 'pop' | 'replace', popState?: unknown): Promise<void> {
    const navigation = ++latestNavigation
    if (kind === 'push') memory.record()
    // looked up now: while the data loads, the old page is still shown under the new entry
    const saved = kind === 'pop' ? memory.positionFor(popState) : undefined
    progress.start()
    let next: RouteView
    try {
      next = await resolveView(url)
    } catch (error) {
      if (navigation !== latestNavigation) return
      progress.done()
      console.warn(`Could not load ${url.pathname} in the page; loading it as a full page instead.`, error)
      if (kind === 'push') location.assign(url.href)
      else location.replace(url.href)
      return
    }
    if (navigation !== latestNavigation) return
    if (kind === 'replace' || (kind === 'push' && url.href === location.href))
      history.replaceState({ hdKey: newHistoryKey() }, '', url.href)
    else if (kind === 'push') history.pushState({ hdKey: newHistoryKey() }, '', url.href)
    commit(next, url)
    if (saved !== undefined) window.scrollTo(0, saved)
    else jumpToFragmentOrTop(url.hash)
    memory.record()
    if (kind !== 'replace') focusMain()
    progress.done()
  }

  function handleClick(event: MouseEvent): void {
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const current = new URL(location.href)
    const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
    const url = clickNavigationTarget(event, link, current, site.baseUrl)
    if (url) {
      event.preventDefault()
      void go(url, 'push')
      return
    }
    // a plain click on a same-page #anchor: the browser's jump, eased
    const plain =
      !event.defaultPrevented &&
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    const internal = internalRouteUrl(anchor.href, current, site.baseUrl)
    if (plain && !link.target && internal && isSamePageHashLink(internal, current)) {
      memory.record()
      ownFragmentJump = true
      try {
        if (easedFragmentNavigation(internal)) event.preventDefault()
      } finally {
        ownFragmentJump = false
      }
    }
  }

  function onPopState(event: PopStateEvent): void {
    if (ownFragmentJump) return
    memory.recordLeaving()
    const url = new URL(location.href)
    if (samePage(url, shown)) {
      // another entry of the page being shown (a fragment): scroll only
      cancelEasedScroll()
      shown = url
      const saved = memory.positionFor(event.state)
      if (saved !== undefined) window.scrollTo(0, saved)
      else jumpToFragmentOrTop(url.hash)
      return
    }
    void go(url, 'pop', event.state)
  }

  /**
   * Recorded at once, not in the next frame: by then a back/forward may have made another entry current, and the
   * position would be filed under it. (Browsers send scroll events at most once per frame anyway; a back within
   * the frame of a scroll is covered by recordLeaving on popstate.)
   */
  function onScroll(): void {
    memory.record()
  }

  function onPageHide(): void {
    memory.record()
    memory.persist()
  }

  function routeDataChanged(rawPath: string): void {
    const path = normalizeRoutePath(rawPath)
    if (path !== normalizeRoutePath(view.route.path)) {
      loader.invalidate(path)
      return
    }
    loader.reload(path).then(
      (route) => {
        if (normalizeRoutePath(view.route.path) !== path) return
        view = { ...view, route }
        options.render(view)
        updateHeadForRoute(site, route)
      },
      (error: unknown) => {
        console.warn(`Could not reload the data of ${path}; reloading the page.`, error)
        location.reload()
      },
    )
  }

  window.addEventListener('popstate', onPopState)
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('pagehide', onPageHide)

  return {
    handleClick,
    routeDataChanged,
    async navigate(href) {
      const url = internalRouteUrl(href, new URL(location.href), site.baseUrl)
      if (!url) location.assign(href)
      else await go(url, 'push')
    },
    async replace(href) {
      const url = internalRouteUrl(href, new URL(location.href), site.baseUrl)
      if (!url) location.replace(href)
      else await go(url, 'replace')
    },
    current: () => view.route,
    stop() {
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', onPageHide)
    },
  }
}
