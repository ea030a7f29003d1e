/**
 * A large sidebar, as one page sends it: every page of a site carries its sidebar twice (in the HTML and in the
 * route data), so a sidebar that grows with the site would make every page grow with it, and the build
 * quadratic. Past SIDEBAR_FULL_MAX_LINKS links, a page keeps the top level, the categories on its own trail
 * (expanded, pruned the same way below), and every other category collapsed: no items, `collapsed: true`, and a
 * link to its own page or else its first doc, so each part of the docs stays one click away.
 */
import type { SidebarCategory, SidebarItem } from '../shared/types.js'

export function pruneSidebar(items: SidebarItem[], activePath: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'link') return item
    if (item.href === activePath || containsPath(item.items, activePath)) return { ...item, items: pruneSidebar(item.items, activePath) }
    const collapsed: SidebarCategory = { type: 'category', label: item.label, items: [], collapsed: true }
    const href = (!item.linkUnlisted && item.href) || firstLinkHref(item.items)
    if (href) collapsed.href = href
    return collapsed
  })
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.href === path || (item.type === 'category' && containsPath(item.items, path)))
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
