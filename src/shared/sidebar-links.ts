import type { SidebarCategory, SidebarItem } from './types.js'

/**
 * Where a sidebar category leads when it is not shown open (a collapsed category of a pruned sidebar, a category's
 * card): its own page unless that is unlisted, else the first listed link inside it, depth first.
 */
export function categoryHref(category: SidebarCategory): string | undefined {
  return (!category.linkUnlisted && category.href) || firstListedHref(category.items)
}

/** The first listed link among `items`, depth first (a category's own page counts, unless unlisted). */
export function firstListedHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? (item.unlisted ? undefined : item.href) : categoryHref(item)
    if (href) return href
  }
  return undefined
}
