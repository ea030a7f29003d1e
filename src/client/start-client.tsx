/**
 * Starts the browser runtime: hydrates the server-rendered page with the same App, then (once hydrated) the router,
 * prefetching and the page behaviours that need no React (navbar hide on scroll, keyboard-navigation mode, TOC
 * highlighting). `<html data-client-ready>` marks the moment everything runs.
 */
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import type { RouteData, SiteData } from '../shared/types.js'
import { ClientRoot } from './ClientRoot.js'
import { ROUTE_CHANGE_EVENT } from './client-events.js'
import { rememberInitialHead } from './head-meta.js'
import { startKeyboardNavigationMode } from './keyboard-navigation.js'
import { startNavbarHideOnScroll } from './navbar-hide-on-scroll.js'
import { startPrefetching } from './prefetch.js'
import { createProgressBar } from './progress-bar.js'
import { createRouteDataLoader } from './route-data-loader.js'
import { startRouter, type RouteView } from './router.js'
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

export async function startClient({ site, route, pageLoaders }: { site: SiteData; route: RouteData; pageLoaders: PageLoaders }): Promise<void> {
  const loadPageComponent = async (key: string): Promise<ComponentType> => {
    const load = pageLoaders[key]
    if (!load) throw new Error(`The build has no chunk for the React page "${key}"`)
    return (await load()).default
  }

  const initial: RouteView = { route, pages: {} }
  if (route.kind === 'componentPage') {
    try {
      initial.pages[route.component] = await loadPageComponent(route.component)
    } catch (error) {
      console.warn('The code of this page could not be loaded; it stays a static page.', error)
      return
    }
  }

  rememberInitialHead(route)
  startKeyboardNavigationMode()

  const onHydrated = (setView: (view: RouteView) => void) => {
    const loader = createRouteDataLoader(site.buildId)
    startRouter({
      site,
      initial,
      loader,
      loadPageComponent,
      render: (view) => flushSync(() => setView(view)),
      progress: createProgressBar(),
    })
    const prefetcher = startPrefetching({
      loader,
      baseUrl: site.baseUrl,
      prefetchPageChunk: (key) => void pageLoaders[key]?.().catch(() => {}),
    })
    window.addEventListener(ROUTE_CHANGE_EVENT, () => prefetcher.scan())
    startNavbarHideOnScroll()
    startTocHighlight()
    document.documentElement.setAttribute(CLIENT_READY_ATTRIBUTE, '')
  }

  hydrateRoot(document.getElementById('__hd')!, <ClientRoot site={site} initial={initial} onHydrated={onHydrated} />)
}
