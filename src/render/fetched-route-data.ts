/**
 * A page whose route data is too long to inline: its HTML carries an empty `__HD_DATA__` and, in place of the
 * client entry's module script, a small inline module that fetches the route's data file (the one a client-side
 * navigation loads, `__data/…json`, of this build), puts it where the entry reads it, then imports the entry. The
 * browser runtime is the same for every page, and not a byte heavier.
 *
 * A 5 MB page's route data is 55 MB of JSON: inlined (and escaped) it made the page's HTML 75 MB instead of 20 MB,
 * and the build held both texts while the page rendered (~120 MB of the build's peak). A page that cannot load its
 * data stays a static page, as one whose code cannot load does.
 */
import { routeDataUrl } from '../shared/paths.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { jsonForScript } from './json-for-script.js'

/** route data JSON longer than this (in characters) is fetched, not inlined */
export const ROUTE_DATA_INLINE_MAX_CHARS = 1024 * 1024

/** The inline module that loads the route's data, then the client entry (`entry`). */
export function fetchedRouteDataScript(site: SiteData, route: RouteData, entry: string): string {
  const url = jsonForScript(routeDataUrl(route.path, site.buildId, site.baseUrl))
  // promises, not top-level await, which a browser with modules may lack (Safari before 15)
  return [
    `fetch(${url},{credentials:"same-origin"})`,
    `.then(r=>{if(!r.ok)throw new Error("The data of this page could not be loaded (HTTP "+r.status+"): it stays a static page.");return r.text()})`,
    `.then(t=>{document.getElementById("__HD_DATA__").textContent='{"route":'+t+"}";return import(${jsonForScript(entry)})})`,
  ].join('')
}
