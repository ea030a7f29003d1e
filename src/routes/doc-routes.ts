import type { VersionContent, DocEntry } from '../content/content-types.js'
import { flattenSidebarLinks, sidebarTrail } from '../content/build-sidebar.js'
import type { DocRouteData, NavLink, SidebarItem } from '../shared/types.js'
import type { Route } from './route.js'

/** One route per doc, plus each version's root path showing its main doc. */
export function docRoutes(versions: VersionContent[]): Route[] {
  return versions.flatMap((version) => {
    const routes = version.docs.map((doc) => docRoute(version, doc))
    const main = routes.find((r) => (r.data as DocRouteData).docId === version.meta.mainDocId)
    if (main && main.path !== version.meta.path) {
      routes.push({ ...main, path: version.meta.path, canonicalPath: main.path, unlisted: true, data: { ...main.data, path: version.meta.path } })
    }
    return routes
  })
}

function docRoute(version: VersionContent, doc: DocEntry): Route {
  const [sidebarName, sidebar] = findSidebar(version.sidebars, doc.permalink)
  const links = flattenSidebarLinks(sidebar)
  const index = links.findIndex((l) => l.href === doc.permalink)
  const byId = (id: unknown): NavLink | undefined => {
    if (typeof id !== 'string') return undefined
    const target = version.docs.find((d) => d.id === id)
    return target ? { label: target.sidebarLabel, href: target.permalink } : undefined
  }
  const fm = doc.frontMatter
  const prev = 'pagination_prev' in fm ? byId(fm.pagination_prev) : index > 0 ? toNav(links[index - 1]) : undefined
  const next = 'pagination_next' in fm ? byId(fm.pagination_next) : index >= 0 && index < links.length - 1 ? toNav(links[index + 1]) : undefined
  const trail = sidebarTrail(sidebar, doc.permalink) ?? []
  const data: DocRouteData = {
    kind: 'doc',
    path: doc.permalink,
    title: doc.title,
    description: doc.description,
    docsearchTag: version.meta.docsearchTag,
    version: version.meta.name,
    docId: doc.id,
    hideTitle: fm.hide_title === true,
    hideTableOfContents: fm.hide_table_of_contents === true,
    content: doc.markdown.hast,
    toc: doc.markdown.toc,
    sidebarName,
    sidebar,
    breadcrumbs: trail.map((c) => ({ label: c.label, href: c.href ?? '' })),
    tags: doc.tags,
  }
  if (prev) data.prev = prev
  if (next) data.next = next
  if (doc.editUrl) data.editUrl = doc.editUrl
  if (doc.unlisted) data.noIndex = true
  return { path: doc.permalink, data, sourceFile: doc.sourceFile, markdownLinks: doc.markdown.links, unlisted: doc.unlisted }
}

function toNav(link: { label: string; href: string }): NavLink {
  return { label: link.label, href: link.href }
}

function findSidebar(sidebars: Record<string, SidebarItem[]>, href: string): [string, SidebarItem[]] {
  for (const [name, items] of Object.entries(sidebars)) {
    if (sidebarTrail(items, href)) return [name, items]
  }
  return ['', []]
}
