/**
 * A large sidebar, as one page sends it: every page of a site carries its sidebar twice (in the HTML and in the
 * route data), so a sidebar that grows with the site would make every page grow with it, and the build
 * quadratic. Past SIDEBAR_FULL_MAX_LINKS links, a page keeps the top level, the categories on its own trail
 * (expanded, pruned the same way below), and every other category collapsed: no items, `collapsed: true`, and a
 * link to its own page or else its first doc, so each part of the docs stays one click away.
 */
import type { SidebarCategory, SidebarItem } from '../shared/types.js'
import { sidebarIndex, type SidebarIndex } from './sidebar-index.js'

/** `index`: the whole sidebar's index (the route stage makes one per sidebar, see sidebarIndexes) */
export function pruneSidebar(items: SidebarItem[], activePath: string, index = sidebarIndex(items)): SidebarItem[] {
  return pruned(items, activePath, index.containersOf(activePath), index)
}

/** `expand`: the categories holding activePath */
function pruned(
  items: SidebarItem[],
  activePath: string,
  expand: ReadonlySet<SidebarCategory>,
  index: SidebarIndex,
): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'link') return item
    if (expand.has(item)) return { ...item, items: pruned(item.items, activePath, expand, index) }
    const collapsed: SidebarCategory = { type: 'category', label: item.label, items: [], collapsed: true }
    const href = (!item.linkUnlisted && item.href) || index.firstLinkOf(item)
    if (href) collapsed.href = href
    return collapsed
  })
}
