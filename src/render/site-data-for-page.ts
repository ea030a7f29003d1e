/**
 * The site data one page inlines (`__HD_SITE__`). Each version's `docPaths` maps every doc id to its route, so
 * inlined whole it would make every page grow with the site. Past SITE_DATA_FULL_DOC_PATHS_MAX docs in a
 * version, a page gets only the entries its render reads: the doc ids the navbar names, each version's main doc,
 * and the page's own doc id (its path in every version: version dropdown, banner, canonical URL). Smaller sites
 * get the very same object for every page.
 */
import { SITE_DATA_FULL_DOC_PATHS_MAX } from '../shared/constants.js'
import type { RouteData, SiteData } from '../shared/types.js'

/** Whether a site's pages get trimmed doc paths, and the navbar's doc ids: asked per page, worked out per site. */
export type SiteFactsCache = WeakMap<SiteData, { trimmed: boolean; navbarIds: ReadonlySet<string> }>

export function createSiteFactsCache(): SiteFactsCache {
  return new WeakMap()
}

export function siteDataForPage(site: SiteData, route: RouteData, cache: SiteFactsCache): SiteData {
  let facts = cache.get(site)
  if (!facts) {
    facts = {
      trimmed: site.versions.some((v) => Object.keys(v.docPaths).length > SITE_DATA_FULL_DOC_PATHS_MAX),
      navbarIds: navbarDocIds(site.navbar.items),
    }
    cache.set(site, facts)
  }
  if (!facts.trimmed) return site
  const wanted = new Set(facts.navbarIds)
  if (route.kind === 'doc') wanted.add(route.docId)
  return {
    ...site,
    versions: site.versions.map((version) => {
      const docPaths: Record<string, string> = {}
      for (const id of [...wanted, version.mainDocId]) if (id in version.docPaths) docPaths[id] = version.docPaths[id]
      return { ...version, docPaths }
    }),
  }
}

/** Every `docId` named by a navbar item, dropdown items included. */
function navbarDocIds(items: unknown[]): Set<string> {
  const ids = new Set<string>()
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return
    const record = item as { docId?: unknown; items?: unknown }
    if (typeof record.docId === 'string') ids.add(record.docId)
    if (Array.isArray(record.items)) record.items.forEach(visit)
  }
  items.forEach(visit)
  return ids
}
