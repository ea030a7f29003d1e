/**
 * What every doc route asks of its sidebar (reading order for prev/next, the trail for breadcrumbs, the categories
 * to expand in a pruned sidebar), worked out once per sidebar instead of once per doc: asked per doc, a walk of the
 * whole sidebar made the route stage quadratic (10,000 pages: 8 s in flattenSidebarLinks alone). Each answer is
 * the one flattenSidebarLinks, sidebarTrail and a full walk would give.
 */
import { flattenSidebarLinks } from '../content/build-sidebar.js'
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
}

const indexes = new WeakMap<SidebarItem[], SidebarIndex>()
const NONE: ReadonlySet<SidebarCategory> = new Set()

export function sidebarIndex(items: SidebarItem[]): SidebarIndex {
  let index = indexes.get(items)
  if (!index) {
    index = buildIndex(items)
    indexes.set(items, index)
  }
  return index
}

function buildIndex(items: SidebarItem[]): SidebarIndex {
  const links = flattenSidebarLinks(items)
  const positions = new Map<string, number>()
  links.forEach((link, i) => {
    if (!positions.has(link.href)) positions.set(link.href, i)
  })
  const trails = new Map<string, SidebarCategory[]>()
  const containers = new Map<string, Set<SidebarCategory>>()
  const contain = (href: string, categories: SidebarCategory[]) => {
    let set = containers.get(href)
    if (!set) containers.set(href, (set = new Set()))
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
  return {
    links,
    positionOf: (href) => positions.get(href) ?? -1,
    trailOf: (href) => trails.get(href),
    containersOf: (href) => containers.get(href) ?? NONE,
  }
}
