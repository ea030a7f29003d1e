/**
 * `@docusaurus/plugin-content-docs/client`'s version hooks, from the site's docs versions (one docs plugin: the
 * `pluginId` argument Docusaurus takes is accepted and ignored). A version is given as Docusaurus' global data gives
 * it, made by the same function as the build's global data (src/shared/docs-global-data.ts).
 */
import type { VersionMeta } from '../../../src/shared/types.js'
import { docsOfPaths, type GlobalDoc, type GlobalVersion, globalVersion } from '../../../src/shared/docs-global-data.js'
import { useRoute, useSite } from '../../SiteContext.js'
import { addBaseUrl } from '../useBaseUrl.js'

export type { GlobalDoc, GlobalVersion }

export interface ActiveDocContext {
  activeVersion?: GlobalVersion
  activeDoc?: GlobalDoc
  /** the same doc in each version that has it, by version name */
  alternateDocVersions: Record<string, GlobalDoc>
}

/**
 * A version as Docusaurus' global data has it (src/shared/docs-global-data.ts, as the build's useGlobalData), from
 * the site data: the docs its `docPaths` knows, no sidebar per doc, no drafts.
 */
export function siteDataVersion(version: VersionMeta, site: { url: string; baseUrl: string }): GlobalVersion {
  return globalVersion(version, docsOfPaths(version.docPaths), (path) => addBaseUrl(site, path))
}

/** The version whose path holds `path` (the longest such: `/docs/4.x` before `/docs`). */
export function versionOfPath(versions: VersionMeta[], path: string): VersionMeta | undefined {
  const holds = (prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
  return versions.filter((v) => holds(v.path)).sort((a, b) => b.path.length - a.path.length)[0]
}

export function useVersions(_pluginId?: string): GlobalVersion[] {
  const site = useSite()
  return site.versions.map((version) => siteDataVersion(version, site))
}

export function useLatestVersion(_pluginId?: string): GlobalVersion {
  const site = useSite()
  const latest = site.versions.find((version) => version.isLast) ?? site.versions[0]
  if (!latest) throw new Error('useLatestVersion() needs docs: this site has no docs version')
  return siteDataVersion(latest, site)
}

/** The version of the page shown (a doc's own; else the one whose path holds the page's), if any. */
export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  const site = useSite()
  const route = useRoute()
  const version =
    route.kind === 'doc'
      ? site.versions.find((v) => v.name === route.version)
      : versionOfPath(site.versions, route.path)
  return version && siteDataVersion(version, site)
}

export function useActiveDocContext(_pluginId?: string): ActiveDocContext {
  const site = useSite()
  const route = useRoute()
  const activeVersion = useActiveVersion()
  if (route.kind !== 'doc') return { activeVersion, alternateDocVersions: {} }
  const docIn = (version: VersionMeta): GlobalDoc | undefined => {
    const path = version.docPaths[route.docId]
    return path === undefined ? undefined : { id: route.docId, path: addBaseUrl(site, path) }
  }
  const alternateDocVersions: Record<string, GlobalDoc> = {}
  for (const version of site.versions) {
    const doc = docIn(version)
    if (doc) alternateDocVersions[version.name] = doc
  }
  return { activeVersion, activeDoc: alternateDocVersions[route.version], alternateDocVersions }
}
