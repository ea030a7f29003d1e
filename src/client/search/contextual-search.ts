/**
 * Contextual search (spec §7): every query is filtered by `language:en` and by the docusaurus_tag of the docs
 * version being read — the version of the current docs page, else the reader's remembered preferred version
 * (localStorage `docs-preferred-version-default`), else the latest — plus `default` (pages, blog).
 */
import { DEFAULT_LOCALE, preferredVersionStorageKey } from '../../shared/constants.js'
import type { SiteData, VersionMeta } from '../../shared/types.js'
import { localStore, type SafeStorage } from '../storage.js'
import { DEFAULT_SEARCH_TAG, type FacetFilters } from '../../shared/search/search-types.js'

/** The docs version a path belongs to: a page of it, or under its route prefix (the longest prefix wins). */
export function versionOfPath(versions: VersionMeta[], pathname: string): VersionMeta | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  const byPage = versions.find((v) => Object.values(v.docPaths).includes(path))
  if (byPage) return byPage
  return versions
    .filter((v) => path === v.path || path.startsWith(`${v.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]
}

/** The version a reader is searching: the page's, else the preferred one, else the latest. */
export function activeDocsVersion(
  site: Pick<SiteData, 'versions' | 'docsPluginId'>,
  pathname: string,
  storage: Pick<SafeStorage, 'get'> = localStore,
): VersionMeta | undefined {
  const ofPage = versionOfPath(site.versions, pathname)
  if (ofPage) return ofPage
  return preferredDocsVersion(site, storage)
}

/** The remembered preferred version (by name), else the latest. */
export function preferredDocsVersion(
  site: Pick<SiteData, 'versions' | 'docsPluginId'>,
  storage: Pick<SafeStorage, 'get'> = localStore,
): VersionMeta | undefined {
  const preferred = storage.get(preferredVersionStorageKey(site.docsPluginId))
  return site.versions.find((v) => v.name === preferred) ?? site.versions.find((v) => v.isLast) ?? site.versions[0]
}

/** Whether searches filter by docs version: themeConfig.algolia.contextualSearch (default on); always on the embedded index. */
export function isContextualSearch(search: SiteData['search']): boolean {
  return search.backend === 'local' || search.contextualSearch
}

/**
 * The search page's filters for the version chosen in its filter; `undefined` is "All versions", which the page
 * offers (and starts from) when contextual search is off: no filters then, as in the modal.
 */
export function searchPageFacetFilters(
  site: Pick<SiteData, 'versions' | 'search'>,
  versionName: string | undefined,
): FacetFilters {
  if (versionName === undefined && !isContextualSearch(site.search)) return []
  return versionFacetFilters(site.versions.find((v) => v.name === versionName))
}

/** `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x']]` */
export function versionFacetFilters(version: VersionMeta | undefined, language = DEFAULT_LOCALE): FacetFilters {
  const tags = [DEFAULT_SEARCH_TAG, ...(version ? [version.docsearchTag] : [])]
  return [`language:${language}`, tags.map((t) => `docusaurus_tag:${t}`)]
}

/** Algolia's facet filter semantics over a record's attributes: top-level entries AND, nested arrays OR. */
export function matchesFacetFilters(attributes: Record<string, string>, filters: FacetFilters): boolean {
  const holds = (filter: string): boolean => {
    const at = filter.indexOf(':')
    if (at < 0) return false
    const negated = filter.startsWith('-')
    const name = filter.slice(negated ? 1 : 0, at)
    const value = filter.slice(at + 1)
    return (attributes[name] === value) !== negated
  }
  return filters.every((f) => (Array.isArray(f) ? f.some(holds) : holds(f)))
}
