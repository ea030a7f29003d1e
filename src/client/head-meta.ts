/**
 * After a client-side navigation: the title and the head tags that describe the page (description, canonical URL,
 * keywords, Open Graph, DocSearch tag, robots), as the server render writes them for a full page load.
 */
import {
  absoluteRouteUrl,
  canonicalRoutePath,
  documentTitle,
  hasCanonicalUrl,
  isNoIndexRoute,
  pageDescription,
  pageKeywords,
  pageTitle,
} from '../shared/page-head.js'
import type { RouteData, SiteData } from '../shared/types.js'

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.content = content
}

/** Per page load: read from the server's head of the first page, kept across client-side navigations. */
let siteWideNoIndex: boolean | undefined

/** Call once at startup: a robots tag on a page whose route is indexable comes from the site config (noIndex). */
export function rememberInitialHead(route: RouteData): void {
  siteWideNoIndex = !isNoIndexRoute(route) && document.head.querySelector('meta[name="robots"]') !== null
}

export function updateHeadForRoute(site: SiteData, route: RouteData): void {
  const title = pageTitle(site, route)
  const description = pageDescription(site, route)
  const canonical = hasCanonicalUrl(route) ? absoluteRouteUrl(site, canonicalRoutePath(site, route)) : null
  document.title = documentTitle(site, route)
  setMeta('name', 'description', description)
  setMeta('name', 'keywords', pageKeywords(route))
  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', description)
  setMeta('property', 'og:url', canonical)
  setMeta('property', 'og:type', route.kind === 'blogPost' ? 'article' : 'website')
  setMeta('name', 'docsearch:docusaurus_tag', route.docsearchTag)
  setMeta('name', 'robots', isNoIndexRoute(route) || siteWideNoIndex ? 'noindex, nofollow' : null)
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical === null) link?.remove()
  else {
    if (!link) {
      link = document.createElement('link')
      link.rel = 'canonical'
      document.head.appendChild(link)
    }
    link.href = canonical
  }
}
