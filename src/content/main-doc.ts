/**
 * A version's main doc: where the version dropdown leads when the doc being read does not exist in the other
 * version, and where a `docsVersion` navbar item leads.
 *
 * - Ours (`docs.versionRootPages`): the doc with id `intro`, else the first listed doc; the version's root path
 *   (/docs, /docs/4.x) is a page showing it.
 * - Docusaurus' (a Docusaurus site): the doc whose slug is the version's root, else the first doc of the version's
 *   first sidebar (a doc item or a category's doc link, in reading order), else the first doc.
 */
import { isInternalHref } from '../shared/paths.js'
import type { SidebarItem, SidebarLink } from '../shared/types.js'
import { flattenSidebarLinks } from './build-sidebar.js'
import type { DocEntry } from './content-types.js'

export function mainDoc(
  docs: DocEntry[],
  sidebars: Record<string, SidebarItem[]>,
  versionPath: string,
  versionRootPages: boolean,
): DocEntry | undefined {
  if (versionRootPages) return docs.find((d) => d.id === 'intro') ?? docs.find((d) => !d.unlisted) ?? docs[0]
  const authored = docs.filter((d) => !d.generatedIndex)
  const root = authored.find((d) => d.permalink === versionPath)
  if (root) return root
  const [firstSidebar] = Object.values(sidebars)
  const byPath = new Map(authored.map((d) => [d.permalink, d]))
  const firstInSidebar = flattenSidebarLinks(firstSidebar ?? [])
    .map((link) => byPath.get(link.href))
    .find((d) => d !== undefined)
  return firstInSidebar ?? authored[0] ?? docs[0]
}

/**
 * The first link of a sidebar that stays on the site (a doc, a category's doc or generated index): where a
 * `docSidebar` navbar item leads. External links are skipped, as Docusaurus does.
 */
export function firstSidebarLink(items: SidebarItem[]): SidebarLink | undefined {
  return flattenSidebarLinks(items).find((link) => isInternalHref(link.href))
}
