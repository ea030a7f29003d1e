/**
 * What a route puts in the document head, computed the same way by the server render (src/render/html-document.ts)
 * and by the client router after a navigation.
 */
import { publicHref } from './paths.js'
import type { RouteData, SiteData } from './types.js'

/** `{title} | {site title}` (the site's titleDelimiter instead of `|`), or the site title alone for a route without a title (the home page). */
export function pageTitle(site: SiteData, route: RouteData): string {
  return route.title ? `${route.title} ${site.titleDelimiter ?? '|'} ${site.title}` : site.title
}

/** The document's `<title>`: a React page's `<Head><title>` as written (as Docusaurus writes it), else pageTitle. */
export function documentTitle(site: SiteData, route: RouteData): string {
  return route.headTitle ?? pageTitle(site, route)
}

/**
 * The description tags' content: the page's description, else the site's tagline, or none (null) on a site whose
 * pages without one have none (a Docusaurus site's).
 */
export function pageDescription(site: SiteData, route: RouteData): string | null {
  return route.description || (site.noTaglineDescription ? null : site.tagline)
}

/** The `<meta name="keywords">` content (front matter `keywords`), or null for none. */
export function pageKeywords(route: RouteData): string | null {
  return route.keywords && route.keywords.length > 0 ? route.keywords.join(', ') : null
}

/** The absolute URL of a route path as the site writes it (base URL, trailing slash), for canonical links and og:url. */
export function absoluteRouteUrl(site: Pick<SiteData, 'url' | 'baseUrl' | 'trailingSlash'>, routePath: string): string {
  return new URL(publicHref(site, routePath), site.url).href
}

/** The not-found page is no page of its own: no canonical URL, never indexed. */
export function hasCanonicalUrl(route: RouteData): boolean {
  return route.kind !== 'notFound'
}

export function isNoIndexRoute(route: RouteData): boolean {
  return route.noIndex === true || route.kind === 'notFound'
}

/** The route that owns a page's content: a doc's own path (a version root shows its main doc), else the route's path. */
export function canonicalRoutePath(site: SiteData, route: RouteData): string {
  if (route.kind === 'doc') {
    const own = site.versions.find((v) => v.name === route.version)?.docPaths[route.docId]
    if (own) return own
  }
  return route.path
}
