import type { VersionContent, DocEntry } from '../content/content-types.js'
import { BuildError, BuildErrorList } from '../errors.js'
import type { DocRouteData, NavLink, SidebarItem } from '../shared/types.js'
import type { Route } from './route.js'
import { SIDEBAR_FULL_MAX_LINKS } from '../shared/constants.js'
import { pruneSidebar } from './prune-sidebar.js'
import { sidebarIndexes, type SidebarIndex } from './sidebar-index.js'
import { formatPostDate } from './blog-routes.js'

/**
 * One route per doc, plus (with `versionRootPages`) each version's root path showing its main doc. A
 * `pagination_prev` / `pagination_next` naming a doc id the version does not have is an error (all of them are
 * reported together).
 */
export function docRoutes(versions: VersionContent[], versionRootPages = true): Route[] {
  const errors: BuildError[] = []
  const indexOf = sidebarIndexes()
  const routes = versions.flatMap((version) => {
    const routes = version.docs.map((doc) => docRoute(version, doc, errors, indexOf))
    const main = routes.find((r) => (r.data as DocRouteData).docId === version.meta.mainDocId)
    if (versionRootPages && main && main.path !== version.meta.path) routes.push(versionRootRoute(version, main))
    return routes
  })
  throwAll(errors)
  return routes
}

/**
 * The routes of one doc of a version, as docRoutes() makes them: its own, and the version's root path when it is
 * the version's main doc (watch mode's quick pass derives the open pages of an edited version with it).
 */
export function routesOfDoc(version: VersionContent, doc: DocEntry, versionRootPages = true): Route[] {
  const errors: BuildError[] = []
  const route = docRoute(version, doc, errors, sidebarIndexes())
  throwAll(errors)
  const main = versionRootPages && doc.id === version.meta.mainDocId && route.path !== version.meta.path
  return main ? [route, versionRootRoute(version, route)] : [route]
}

/** The version's root path showing its main doc's route `main`. */
function versionRootRoute(version: VersionContent, main: Route): Route {
  return {
    ...main,
    path: version.meta.path,
    canonicalPath: main.path,
    unlisted: true,
    data: { ...main.data, path: version.meta.path },
  }
}

function throwAll(errors: BuildError[]): void {
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} pagination errors:`, errors)
}

function docRoute(
  version: VersionContent,
  doc: DocEntry,
  errors: BuildError[],
  indexOf: (items: SidebarItem[]) => SidebarIndex,
): Route {
  const [sidebarName, sidebar] = findSidebar(version.sidebars, doc.permalink, indexOf)
  const indexed = indexOf(sidebar)
  const { links, positionOf, trailOf } = indexed
  const index = positionOf(doc.permalink)
  const byId = (key: 'pagination_prev' | 'pagination_next'): NavLink | undefined => {
    const id = doc.frontMatter[key]
    if (typeof id !== 'string') return undefined
    const target = version.docs.find((d) => d.id === id)
    if (!target) {
      errors.push(
        new BuildError(
          'pagination-unknown-doc',
          `Front matter ${key} refers to doc id "${id}", which does not exist in version "${version.meta.name}"`,
          {
            file: doc.sourceFile,
            hint: `Use the id of a doc of this version (e.g. ${version.docs
              .slice(0, 3)
              .map((d) => `"${d.id}"`)
              .join(', ')}), or null to hide the link.`,
          },
        ),
      )
      return undefined
    }
    return { label: target.sidebarLabel, href: target.permalink }
  }
  const fm = doc.frontMatter
  const prev = 'pagination_prev' in fm ? byId('pagination_prev') : index > 0 ? toNav(links[index - 1]) : undefined
  const next =
    'pagination_next' in fm
      ? byId('pagination_next')
      : index >= 0 && index < links.length - 1
        ? toNav(links[index + 1])
        : undefined
  // the page of a category (its linked doc or generated index) ends its own trail: the page itself is the last crumb
  const trail = (trailOf(doc.permalink) ?? []).filter((category) => category.href !== doc.permalink)
  const data: DocRouteData = {
    kind: 'doc',
    path: doc.permalink,
    title: doc.title,
    description: doc.description,
    docsearchTag: version.meta.docsearchTag,
    version: version.meta.name,
    docId: doc.id,
    // hide_title hides a title declared in front matter, never the content's own `#` heading (Docusaurus')
    hideTitle: fm.hide_title === true && doc.heading === undefined,
    hideTableOfContents: fm.hide_table_of_contents === true,
    content: doc.markdown.hast,
    toc: doc.markdown.toc,
    sidebarName,
    sidebar: links.length > SIDEBAR_FULL_MAX_LINKS ? pruneSidebar(sidebar, doc.permalink, indexed) : sidebar,
    breadcrumbs: trail.map((c) => ({ label: c.label, href: c.href ?? '' })),
    tags: doc.tags,
  }
  if (prev) data.prev = prev
  if (next) data.next = next
  if (doc.editUrl) data.editUrl = doc.editUrl
  if (doc.lastUpdated) data.lastUpdated = { date: doc.lastUpdated, formattedDate: formatPostDate(doc.lastUpdated) }
  if (doc.unlisted) data.noIndex = true
  if (doc.markdown.contentModule) data.contentModule = doc.markdown.contentModule
  if (doc.heading !== undefined) data.heading = doc.heading
  const keywords = doc.frontMatter.keywords as string[] | undefined
  if (keywords?.length) data.keywords = keywords
  return {
    path: doc.permalink,
    data,
    sourceFile: doc.sourceFile,
    markdownLinks: doc.markdown.links,
    unlisted: doc.unlisted,
  }
}

function toNav(link: { label: string; href: string }): NavLink {
  return { label: link.label, href: link.href }
}

function findSidebar(
  sidebars: Record<string, SidebarItem[]>,
  href: string,
  indexOf: (items: SidebarItem[]) => SidebarIndex,
): [string, SidebarItem[]] {
  for (const [name, items] of Object.entries(sidebars)) {
    if (indexOf(items).trailOf(href)) return [name, items]
  }
  return ['', []]
}
