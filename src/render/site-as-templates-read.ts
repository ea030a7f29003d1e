import type { SiteData } from '../shared/types.js'

/**
 * The site data as the templates read it: without the build id and the local search index's file names, which
 * change with any page's text and only the browser runtime reads. What a kept React render of a page is keyed by
 * (watch mode's serve/render-cache.ts, the build cache's cache/page-entries.ts).
 */
export function siteAsTemplatesRead(site: SiteData): SiteData {
  const search = site.search.backend === 'local' ? { ...site.search, indexParts: [] } : site.search
  return { ...site, search, buildId: '' }
}
