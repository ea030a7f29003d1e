/**
 * A large sidebar, as one page sends it: every page of a site carries its sidebar twice (in the HTML and in the
 * route data), so a sidebar that grows with the site would make every page grow with it, and the build
 * quadratic. Past SIDEBAR_FULL_MAX_LINKS links, a page keeps the top level, the categories on its own trail
 * (expanded, pruned the same way below), and every other category collapsed: no items, `collapsed: true`, and a
 * link to its own page or else its first doc, so each part of the docs stays one click away.
 */
import type { SidebarCategory, SidebarItem } from '../shared/types.js'
import { sidebarIndex } from './sidebar-index.js'

/** `expand`: the categories holding activePath (from the whole sidebar's index, made once per sidebar) */
export function pruneSidebar(
  items: SidebarItem[],
  activePath: string,
  expand = sidebarIndex(items).containersOf(activePath),
): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'link') return item
    if (expand.has(item)) return { ...item, items: pruneSidebar(item.items, activePath, expand) }
    const collapsed: SidebarCategory = { type: 'category', label: item.label, items: [], collapsed: true }
    const href = (!item.linkUnlisted && item.href) || firstLinkHrefOf(item)
    if (href) collapsed.href = href
    return collapsed
  })
}

const firstLinks = new WeakMap<SidebarCategory, string | undefined>()

/** the first listed link inside a category (asked for each collapsed category of every page: remembered) */
function firstLinkHrefOf(category: SidebarCategory): string | undefined {
  if (!firstLinks.has(category)) firstLinks.set(category, firstLinkHref(category.items))
  return firstLinks.get(category)
}

function firstLinkHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) return item.href
    if (item.type === 'category') {
      const inside = (!item.linkUnlisted && item.href) || firstLinkHref(item.items)
      if (inside) return inside
    }
  }
  return undefined
}
