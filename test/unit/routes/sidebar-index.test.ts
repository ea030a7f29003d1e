import { describe, expect, it } from 'vitest'
import { flattenSidebarLinks, sidebarTrail } from '../../../src/content/build-sidebar.js'
import { sidebarIndex, sidebarIndexes } from '../../../src/routes/sidebar-index.js'
import { pruneSidebar } from '../../../src/routes/prune-sidebar.js'
import type { SidebarCategory, SidebarItem } from '../../../src/shared/types.js'

const link = (href: string, unlisted = false): SidebarItem => ({
  type: 'link',
  label: href,
  href,
  ...(unlisted ? { unlisted: true } : {}),
})
const category = (label: string, items: SidebarItem[], href?: string): SidebarCategory => ({
  type: 'category',
  label,
  items,
  ...(href ? { href } : {}),
})

// a doc linked twice (in "guides" and again in "more"), a category with its own page, an unlisted link
const inner = category('inner', [link('/d/a'), link('/d/b')], '/d/inner')
const guides = category('guides', [inner, link('/d/c')])
const more = category('more', [link('/d/b'), link('/d/hidden', true)])
const sidebar: SidebarItem[] = [link('/d/intro'), guides, more]

describe('sidebarIndex', () => {
  const index = sidebarIndex(sidebar)

  it('lists the links in reading order, as flattenSidebarLinks does', () => {
    expect(index.links).toEqual(flattenSidebarLinks(sidebar))
  })

  it('gives each href its first position in reading order, -1 when absent', () => {
    const hrefs = index.links.map((l) => l.href)
    for (const href of ['/d/intro', '/d/inner', '/d/a', '/d/b', '/d/c'])
      expect(index.positionOf(href)).toBe(hrefs.indexOf(href))
    expect(index.positionOf('/d/hidden')).toBe(-1)
    expect(index.positionOf('/nowhere')).toBe(-1)
  })

  it('gives the trail of the first occurrence, as sidebarTrail does', () => {
    for (const href of ['/d/intro', '/d/inner', '/d/a', '/d/b', '/d/c', '/d/hidden', '/nowhere'])
      expect(index.trailOf(href)).toEqual(sidebarTrail(sidebar, href))
    expect(index.trailOf('/d/b')).toEqual([guides, inner])
  })

  it('knows every category that holds an href, in all its occurrences', () => {
    expect([...index.containersOf('/d/b')].map((c) => c.label).sort()).toEqual(['guides', 'inner', 'more'])
    expect([...index.containersOf('/d/inner')].map((c) => c.label).sort()).toEqual(['guides', 'inner'])
    expect(index.containersOf('/d/intro').size).toBe(0)
  })

  it('is made once per sidebar by the route stage', () => {
    const indexOf = sidebarIndexes()
    expect(indexOf(sidebar)).toBe(indexOf(sidebar))
    expect(indexOf(sidebar)).not.toBe(indexOf([...sidebar]))
  })

  it('gives the first listed link inside a category, its own page first', () => {
    expect(index.firstLinkOf(guides)).toBe('/d/inner')
    expect(index.firstLinkOf(more)).toBe('/d/b')
    expect(index.firstLinkOf(category('empty', [link('/d/hidden', true)]))).toBeUndefined()
  })
})

describe('pruneSidebar with the index', () => {
  it('expands every category holding the page and collapses the others to their first link', () => {
    const pruned = pruneSidebar(sidebar, '/d/c')
    expect(pruned[1]).toMatchObject({
      label: 'guides',
      items: [{ label: 'inner', collapsed: true, href: '/d/inner', items: [] }, { href: '/d/c' }],
    })
    expect(pruned[2]).toEqual({ type: 'category', label: 'more', items: [], collapsed: true, href: '/d/b' })
    const both = pruneSidebar(sidebar, '/d/b')
    expect((both[2] as SidebarCategory).items).toHaveLength(2)
    expect(((both[1] as SidebarCategory).items[0] as SidebarCategory).items).toHaveLength(2)
  })
})
