/**
 * What every doc route asks of its sidebar (reading order for prev/next, the trail for breadcrumbs, the categories
 * to expand and the first links of those collapsed in a pruned sidebar), worked out once per sidebar instead of once
 * per doc: asked per doc, a walk of the whole sidebar made the route stage quadratic (10,000 pages: 8 s in
 * flattenSidebarLinks alone). Each answer is the one flattenSidebarLinks, sidebarTrail and a full walk would give.
 */
import { flattenSidebarLinks } from '../content/build-sidebar.js'
import { getOrCreate } from '../get-or-create.js'
import { firstListedHref } from '../shared/sidebar-links.js'
import type { SidebarCategory, SidebarItem, SidebarLink } from '../shared/types.js'

export interface SidebarIndex {
  /** links in reading order (flattenSidebarLinks) */
  links: SidebarLink[]
  /** href → its first position in `links` */
  positionOf(href: string): number
  /** href → the categories leading to its first occurrence (sidebarTrail), undefined when the sidebar lacks it */
  trailOf(href: string): SidebarCategory[] | undefined
  /** href → every category holding it anywhere (or linking to it) */
  containersOf(href: string): ReadonlySet<SidebarCategory>
  /** the first listed link inside a category of the sidebar (asked for each collapsed category of every page) */
  firstLinkOf(category: SidebarCategory): string | undefined
}

const NONE: ReadonlySet<SidebarCategory> = new Set()

/**
 * The index of each sidebar, made on its first ask: one route stage's memo (every build makes its sidebars anew, so
 * there is nothing to keep from one build to the next).
 */
export function sidebarIndexes(): (items: SidebarItem[]) => SidebarIndex {
  const indexes = new WeakMap<SidebarItem[], SidebarIndex>()
  return (items) => getOrCreate(indexes, items, () => sidebarIndex(items))
}

export function sidebarIndex(items: SidebarItem[]): SidebarIndex {
  const links = flattenSidebarLinks(items)
  const positions = new Map<string, number>()
  links.forEach((link, i) => {
    if (!positions.has(link.href)) positions.set(link.href, i)
  })
  const trails = new Map<string, SidebarCategory[]>()
  const containers = new Map<string, Set<SidebarCategory>>()
  const contain = (href: string, categories: SidebarCategory[]) => {
    const set = getOrCreate(containers, href, () => new Set())
    for (const c of categories) set.add(c)
  }
  // pre-order, as sidebarTrail searches: the first occurrence of an href gives its trail
  const walk = (list: SidebarItem[], above: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!trails.has(item.href)) trails.set(item.href, above)
        contain(item.href, above)
        continue
      }
      const withItem = [...above, item]
      if (item.href !== undefined) {
        if (!trails.has(item.href)) trails.set(item.href, withItem)
        contain(item.href, withItem)
      }
      walk(item.items, withItem)
    }
  }
  walk(items, [])
  const firstLinks = new Map<SidebarCategory, string | undefined>()
  return {
    links,
    positionOf: (href) => positions.get(href) ?? -1,
    trailOf: (href) => trails.get(href),
    containersOf: (href) => containers.get(href) ?? NONE,
    firstLinkOf(category) {
      if (!firstLinks.has(category)) firstLinks.set(category, firstListedHref(category.items))
      return firstLinks.get(category)
    },
  }
}
