/**
 * Route path rules, shared by the build, the dev server and the browser router, so that all three agree on
 * what `/a/b`, `/a/b/`, `/a/b.html` and `/a/b/index.html` mean.
 */

/** `/docs/intro/` → `/docs/intro`; `/docs/intro.html` and `/docs/intro/index.html` → `/docs/intro`; `` → `/`. */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname || '/'
  if (!p.startsWith('/')) p = '/' + p
  p = p.replace(/\/{2,}/g, '/')
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length)
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length)
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '')
  return p || '/'
}

/** Candidate route paths for a requested pathname: the exact path first, then its normalised form. */
export function routeCandidates(pathname: string): string[] {
  const normalized = normalizeRoutePath(pathname)
  return pathname === normalized ? [pathname] : [pathname, normalized]
}

/** Splits `/a/b?x=1#c` into its parts. */
export function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashAt = href.indexOf('#')
  const hash = hashAt >= 0 ? href.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href
  const queryAt = beforeHash.indexOf('?')
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    search: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    hash,
  }
}

/** An href the router and the link checker treat as internal: root-relative, not protocol-relative. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/** Where a route's HTML is written, relative to the output folder. */
export function htmlFileForRoute(routePath: string, trailingSlash: boolean): string {
  const p = normalizeRoutePath(routePath)
  if (p === '/') return 'index.html'
  return trailingSlash ? `${p.slice(1)}/index.html` : `${p.slice(1)}.html`
}

/** URL prefix of the per-route data files. */
export const ROUTE_DATA_PREFIX = '/__data'

/** Where a route's data JSON is written, relative to the output folder (`/docs/intro` → `__data/docs/intro.json`). */
export function routeDataFile(routePath: string): string {
  const p = normalizeRoutePath(routePath)
  return `${ROUTE_DATA_PREFIX.slice(1)}${p === '/' ? '/index' : p}.json`
}

/** The URL the browser fetches for a route's data. */
export function routeDataUrl(routePath: string, buildId: string): string {
  return `/${routeDataFile(routePath)}?v=${encodeURIComponent(buildId)}`
}

/** Joins a base URL (`/`, `/sub/`) with a route path. */
export function withBaseUrl(baseUrl: string, routePath: string): string {
  if (baseUrl === '/' || !routePath.startsWith('/')) return routePath
  return baseUrl.replace(/\/$/, '') + routePath
}
