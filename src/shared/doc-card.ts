import { categoryHref } from './sidebar-links.js'
import type { SidebarItem } from './types.js'

/**
 * What a doc card shows of a sidebar item (`@theme/DocCard`, and the cards of a generated index page): where it
 * leads, its icon, and the line under its title, as Docusaurus' DocCard chooses them.
 */

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/** Where a card leads: a link's page; a category's own page, else its first listed link (sidebar-links.ts). */
export function cardHref(item: SidebarItem): string | undefined {
  return item.type === 'link' ? item.href : categoryHref(item)
}

/** A category's filing box, a page of the site, or a link elsewhere. */
export function cardIcon(item: SidebarItem, href: string): string {
  return item.type === 'category' ? '🗃️' : EXTERNAL.test(href) ? '🔗' : '📄️'
}

/** The line under a card's title: the item's description, else for a category how many items it holds. */
export function cardDescription(item: SidebarItem, description?: string): string | undefined {
  if (description) return description
  if (item.type !== 'category' || item.collapsed) return undefined // a pruned category was sent without its items
  return item.items.length === 1 ? '1 item' : `${item.items.length} items`
}

/** The items a card list shows: unlisted docs and categories without any page inside are left out. */
export function listedCards(items: SidebarItem[]): SidebarItem[] {
  return items.filter((item) => !(item.type === 'link' && item.unlisted) && cardHref(item))
}
