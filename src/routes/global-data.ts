/**
 * Docusaurus' global data (`@docusaurus/useGlobalData`, `usePluginData`), for the pages whose code reads it.
 *
 * What Docusaurus' classic plugins give: the docs plugin (`docusaurus-plugin-content-docs`, instance `default`) its
 * base path, breadcrumbs setting and versions, each with its docs (id, path, sidebar; generated index pages too, by
 * slug), draft ids and each sidebar's first link (src/shared/docs-global-data.ts, which the theme's version hooks use
 * too); the blog and pages plugins give none. Paths are under the base URL.
 *
 * It reaches the browser in the route data of those pages only (a page whose React module or MDX content module
 * imports `@docusaurus/useGlobalData`, directly or through a site component: load-component-pages.ts), so that no
 * other page grows with the site's docs.
 */
import type { ResolvedConfig } from '../config/site-config.js'
import type { SiteContent } from '../content/content-types.js'
import type { ComponentPageModule } from '../render/load-component-pages.js'
import { withBaseUrl } from '../shared/paths.js'
import type { GlobalData, SidebarItem } from '../shared/types.js'
import { globalVersion } from '../shared/docs-global-data.js'
import type { Route } from './route.js'

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'
export const DEFAULT_PLUGIN_ID = 'default'

/** The global data of the site's plugins: the docs plugin's (the site has docs), else none. */
export function siteGlobalData(config: ResolvedConfig, content: Pick<SiteContent, 'versions'>): GlobalData {
  if (content.versions.length === 0) return {}
  const under = (path: string) => withBaseUrl(config.baseUrl, path)
  const versions = content.versions.map(({ meta, docs, sidebars }) => {
    const sidebarOf = sidebarNames(sidebars)
    return globalVersion(meta, docs, under, (path) => sidebarOf.get(path))
  })
  return {
    [DOCS_PLUGIN]: {
      [DEFAULT_PLUGIN_ID]: { path: under(config.docs.routeBasePath), versions, breadcrumbs: true },
    },
  }
}

/** a page's route (a link's or a category's href: a doc, a category's doc or generated index) → the first sidebar holding it */
function sidebarNames(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const names = new Map<string, string>()
  const visit = (name: string, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.href !== undefined && !names.has(item.href)) names.set(item.href, name)
      if (item.type === 'category') visit(name, item.items)
    }
  }
  for (const [name, items] of Object.entries(sidebars)) visit(name, items)
  return names
}

/**
 * The routes, those whose page modules read the global data (ComponentPageModule.usesGlobalData) with it in their
 * data. The data is made only when some page reads it; the other routes are the same objects.
 */
export function withGlobalData(
  routes: Route[],
  componentPages: Record<string, Pick<ComponentPageModule, 'usesGlobalData'>>,
  globalData: () => GlobalData,
): Route[] {
  const reads = (route: Route) => route.data.modules?.some((key) => componentPages[key]?.usesGlobalData) ?? false
  if (!routes.some(reads)) return routes
  const data = globalData()
  return routes.map((route) => (reads(route) ? { ...route, data: { ...route.data, globalData: data } } : route))
}
