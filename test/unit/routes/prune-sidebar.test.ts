import { describe, expect, it } from 'vitest'
import { pruneSidebar } from '../../../src/routes/prune-sidebar.js'
import type { SidebarItem } from '../../../src/shared/types.js'

const link = (href: string, extra: Partial<SidebarItem> = {}): SidebarItem =>
  ({ type: 'link', label: href, href, ...extra }) as SidebarItem
const category = (label: string, items: SidebarItem[], extra: object = {}): SidebarItem => ({
  type: 'category',
  label,
  items,
  ...extra,
})

const sidebar: SidebarItem[] = [
  link('/docs/intro'),
  category('Section A', [
    category('Cat 1', [link('/docs/a/1/x'), link('/docs/a/1/y')]),
    category('Cat 2', [link('/docs/a/2/x', { unlisted: true }), link('/docs/a/2/y')]),
  ]),
  category('Section B', [link('/docs/b/x')], { href: '/docs/b' }),
  category('Section C', [link('/docs/c/x')], { href: '/docs/c', linkUnlisted: true }),
]

describe('pruneSidebar', () => {
  it('keeps the top level and expands only the categories on the page trail', () => {
    expect(pruneSidebar(sidebar, '/docs/a/1/y')).toEqual([
      link('/docs/intro'),
      category('Section A', [
        category('Cat 1', [link('/docs/a/1/x'), link('/docs/a/1/y')]),
        category('Cat 2', [], { collapsed: true, href: '/docs/a/2/y' }),
      ]),
      category('Section B', [], { collapsed: true, href: '/docs/b' }),
      category('Section C', [], { collapsed: true, href: '/docs/c/x' }),
    ])
  })

  it('expands a category whose own page is being read, and collapses everything on a page outside the sidebar', () => {
    const onB = pruneSidebar(sidebar, '/docs/b')
    expect(onB[2]).toEqual(sidebar[2])
    const elsewhere = pruneSidebar(sidebar, '/blog')
    expect(
      elsewhere
        .filter((i) => i.type === 'category')
        .every((i) => i.type === 'category' && i.collapsed && i.items.length === 0),
    ).toBe(true)
  })

  it('leaves the input untouched', () => {
    const copy = JSON.parse(JSON.stringify(sidebar))
    pruneSidebar(sidebar, '/docs/a/1/x')
    expect(sidebar).toEqual(copy)
  })
})
