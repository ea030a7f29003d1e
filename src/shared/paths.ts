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

/** The URL the browser fetches for a route's data (under the site's base URL). */
export function routeDataUrl(routePath: string, buildId: string, baseUrl = '/'): string {
  return withBaseUrl(baseUrl, `/${routeDataFile(routePath)}?v=${encodeURIComponent(buildId)}`)
}

/** Joins a base URL (`/`, `/sub/`) with a root-relative path (a route or a file); other URLs are left alone. */
export function withBaseUrl(baseUrl: string, routePath: string): string {
  if (baseUrl === '/' || !routePath.startsWith('/')) return routePath
  return baseUrl.replace(/\/$/, '') + routePath
}

/** How the site writes its URLs: everything under `baseUrl`; route URLs end in `/` or never do (`trailingSlash`). */
export interface UrlRules {
  baseUrl: string
  trailingSlash: boolean
}

/**
 * Extensions of static files (feeds, images, downloads…). A known list rather than "anything with a dot": route
 * paths have dots too (`/docs/4.x`).
 */
const FILE_EXTENSIONS = new Set(
  'xml txt json csv pdf zip gz tgz png jpg jpeg gif svg webp avif ico bmp mp4 webm mp3 ogg wav css js mjs map woff woff2 ttf otf wasm md'.split(
    ' ',
  ),
)

/** A path ending in a static file name (`/rss.xml`, `/img/logo.svg`), not a route. */
export function isFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  const dot = last.lastIndexOf('.')
  return dot > 0 && FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase())
}

/**
 * An internal href (`/docs/intro?x#y`, a route or a file) as pages write it: under the base URL (unless it is there
 * already, as Docusaurus' `useBaseUrl` does), and for a route, with or without its trailing slash as configured.
 * External URLs, `#fragments`, relative and protocol-relative hrefs are returned as they are.
 */
export function publicHref(rules: UrlRules, href: string): string {
  if (!isInternalHref(href)) return href
  const { pathname, search, hash } = splitHref(href)
  const base = rules.baseUrl.endsWith('/') ? rules.baseUrl : `${rules.baseUrl}/`
  let path =
    base === '/' || pathname.startsWith(base)
      ? pathname
      : pathname === base.slice(0, -1)
        ? base
        : base + pathname.slice(1)
  if (path !== base && !isFilePath(path) && !path.endsWith('.html')) {
    if (rules.trailingSlash && !path.endsWith('/')) path += '/'
    else if (!rules.trailingSlash) path = path.replace(/\/+$/, '') || '/'
  }
  return path + search + hash
}

/**
 * The route path of a pathname as the browser shows it (`/sub/docs/intro/` → `/docs/intro`), or null when it is
 * outside the base URL.
 */
export function routePathOfPathname(baseUrl: string, pathname: string): string | null {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  if (base === '/') return normalizeRoutePath(pathname)
  if (pathname === base.slice(0, -1)) return '/'
  if (!pathname.startsWith(base)) return null
  return normalizeRoutePath(pathname.slice(base.length - 1))
}

/**
 * The route a URL the browser shows names, and its URL as the site writes it (spec §2: `/docs/intro/`,
 * `/docs/intro.html` and `/docs/intro/index.html` name `/docs/intro`, written `/docs/intro` or `/docs/intro/` as
 * `trailingSlash` says), query and fragment kept. Null outside the base URL and for static files.
 */
export function cleanRouteUrl(
  rules: UrlRules,
  url: { pathname: string; search: string; hash: string },
): { routePath: string; href: string } | null {
  if (isFilePath(url.pathname)) return null
  const routePath = routePathOfPathname(rules.baseUrl, url.pathname)
  if (routePath === null) return null
  return { routePath, href: publicHref(rules, routePath) + url.search + url.hash }
}
