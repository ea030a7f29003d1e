/**
 * A navigation: the target route's data (and component chunk) loaded while the old page stays, then the history
 * entry, the render, head tags, scroll and focus. A route that cannot be loaded is loaded as a full page instead.
 */
import { routePathOfPathname } from '../../shared/paths.js'
import { ROUTE_CHANGE_EVENT } from '../client-events.js'
import { updateHeadForRoute } from '../head-meta.js'
import { withPageKind } from '../page-kind-loaders.js'
import type { RouteView } from '../router.js'
import { cancelEasedScroll } from '../scroll-easing.js'
import { newHistoryKey } from '../scroll-memory.js'
import type { RouterState } from './router-state.js'
import { scrollToSavedOrFragment } from './scroll-to-entry.js'

/** push: a link; pop: back/forward (`popState` is the entry's state); replace: the URL names the route shown */
export type NavigationKind = 'push' | 'pop' | 'replace'

export async function navigate(router: RouterState, url: URL, kind: NavigationKind, popState?: unknown): Promise<void> {
  const navigation = ++router.latestNavigation
  if (kind === 'push') router.memory.record()
  // looked up now: while the data loads, the old page is still shown under the new entry
  const saved = kind === 'pop' ? router.memory.positionFor(popState) : undefined
  router.progress.start()
  let next: RouteView
  try {
    next = await resolveView(router, url)
  } catch (error) {
    if (navigation !== router.latestNavigation) return
    router.progress.done()
    loadAsFullPage(url, kind, error)
    return
  }
  if (navigation !== router.latestNavigation) return
  writeHistoryEntry(url, kind)
  commitView(router, next, url)
  scrollToSavedOrFragment(saved, url.hash)
  router.memory.record()
  if (kind !== 'replace') focusMain()
  router.progress.done()
}

/**
 * The view of a URL: its route's data, the page kind's components, and the page modules it names (a React page's
 * chunk, the MDX content modules of a doc or posts) that are not loaded yet.
 */
async function resolveView(router: RouterState, url: URL): Promise<RouteView> {
  const { view, site } = router
  const route = await router.loader.load(routePathOfPathname(site.baseUrl, url.pathname) ?? url.pathname)
  const missing = (route.modules ?? []).filter((key) => !view.pages[key])
  const [pageComponents, modules] = await Promise.all([
    withPageKind(view.pageComponents, route.kind),
    Promise.all(missing.map((key) => router.loadPageComponent(key))),
  ])
  if (missing.length === 0) return { route, pages: view.pages, pageComponents }
  const loaded = Object.fromEntries(missing.map((key, i) => [key, modules[i]]))
  return { route, pages: { ...view.pages, ...loaded }, pageComponents }
}

/** Renders a view as the page of `url`, with its head tags, and tells the page (`hd:route-change`). */
function commitView(router: RouterState, next: RouteView, url: URL): void {
  cancelEasedScroll()
  router.view = next
  router.shown = url
  router.render(next)
  updateHeadForRoute(router.site, next.route)
  window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: { path: next.route.path } }))
}

/** A new entry for a link to another URL; the current one for a link to itself or a replace; none for back/forward. */
function writeHistoryEntry(url: URL, kind: NavigationKind): void {
  if (kind === 'replace' || (kind === 'push' && url.href === location.href))
    history.replaceState({ hdKey: newHistoryKey() }, '', url.href)
  else if (kind === 'push') history.pushState({ hdKey: newHistoryKey() }, '', url.href)
}

function loadAsFullPage(url: URL, kind: NavigationKind, error: unknown): void {
  console.warn(`Could not load ${url.pathname} in the page; loading it as a full page instead.`, error)
  if (kind === 'push') location.assign(url.href)
  else location.replace(url.href)
}

/** Screen readers start reading the new page. */
function focusMain(): void {
  document.getElementById('__main')?.focus({ preventScroll: true })
}
