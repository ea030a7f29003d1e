/**
 * The URL a page was loaded at, made the one the site writes (spec §2: a path ending in `/index.html` or `.html`, or
 * in the trailing-slash form the site does not write, names the route without it).
 *
 * `hotkeys-docs serve` answers every form with the route's page, but a static host maps URLs to files: GitHub Pages
 * serves `docs/intro.html` for `/docs/intro` and `/docs/intro.html`, and its 404 page for `/docs/intro/` or
 * `/docs/intro/index.html`. So:
 * - a route's page at another form of its URL (`/docs/intro.html`): the address bar gets the clean URL;
 * - the not-found page at a URL that names a route: when that route's data loads, the router shows it in place of
 *   the not-found page, under the clean URL. A truly unknown path (its data is not found) stays the not-found page.
 * Query and fragment are kept. No history entry is added: Back leaves the page as it would have.
 */
import { cleanRouteUrl, normalizeRoutePath } from '../shared/paths.js'
import type { RouteData, SiteData } from '../shared/types.js'
import type { RouteDataLoader } from './route-data-loader.js'
import type { Router } from './router.js'

export interface LandingUrlOptions {
  site: SiteData
  /** the route the page was rendered for */
  route: RouteData
  loader: RouteDataLoader
  /** the router, once the page has hydrated (its chunk loads on demand) */
  router(): Promise<Router>
}

export function cleanUpLandingUrl({ site, route, loader, router }: LandingUrlOptions): void {
  const clean = cleanRouteUrl(site, location)
  if (!clean || clean.href === location.pathname + location.search + location.hash) return
  if (route.kind !== 'notFound') {
    if (clean.routePath === normalizeRoutePath(route.path)) history.replaceState(history.state, '', clean.href)
    return
  }
  // the data and the router at once: the not-found page shows until the route is rendered
  Promise.all([loader.load(clean.routePath), router().catch(() => null)]).then(
    ([found, started]) => {
      if (found.kind === 'notFound') return
      if (started) return started.replace(clean.href)
      location.replace(clean.href) // no router: the page at its clean URL, as the host serves it
    },
    () => {
      // no such route: the not-found page is the answer
    },
  )
}
