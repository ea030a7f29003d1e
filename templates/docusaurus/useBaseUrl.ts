import { useOptionalSiteContext } from '../SiteContext.js'

export interface BaseUrlOptions {
  /** the URL with the site's origin (`https://example.com/base/img/a.png`) */
  absolute?: boolean
  /** add the base URL to a path that does not start with `/` too */
  forcePrependBaseUrl?: boolean
}

const HAS_PROTOCOL = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/** Docusaurus' rule: a root-relative path gets the base URL (once); URLs and relative paths are left as they are. */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || HAS_PROTOCOL.test(url) || url.startsWith('#')) return url
  if (!options.forcePrependBaseUrl && !url.startsWith('/')) return url
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`
  const path = url.startsWith(base) ? url : base + url.replace(/^\//, '')
  return options.absolute ? site.url.replace(/\/$/, '') + path : path
}

/** `@docusaurus/useBaseUrl`: a path under the site's base URL (see addBaseUrl). */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  const site = useOptionalSiteContext()?.site ?? { url: '', baseUrl: '/' }
  return addBaseUrl(site, url, options)
}

/** `useBaseUrlUtils()`: the same as a function. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useOptionalSiteContext()?.site ?? { url: '', baseUrl: '/' }
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) }
}
