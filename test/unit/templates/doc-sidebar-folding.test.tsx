// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { SidebarItem } from '../../../src/shared/types.js'
import { text } from './dom.js'
import { makeDoc } from './fixtures.js'
import { parse, renderApp } from './render.js'

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    collapsible: true,
    startCollapsed: true,
    items: [{ type: 'link', label: 'First guide', href: '/docs/guides/first' }],
  },
  {
    type: 'category',
    label: 'API',
    href: '/docs/api',
    collapsible: true,
    startCollapsed: true,
    items: [{ type: 'link', label: 'useHotkeys', href: '/docs/api/use-hotkeys' }],
  },
  { type: 'category', label: 'Open', collapsible: true, items: [{ type: 'link', label: 'Always', href: '/docs/x' }] },
  { type: 'category', label: 'Plain', items: [{ type: 'link', label: 'Fixed', href: '/docs/y' }] },
]

describe('DocSidebarMenu folding', () => {
  const page = parse(renderApp(makeDoc({ sidebar, path: '/docs/api/use-hotkeys' })))
  const byLabel = (label: string) =>
    Array.from(page.querySelectorAll<HTMLElement>('.menu__list-item--category')).find((li) =>
      text(li).startsWith(label),
    )!

  it('renders a folded category without its items, with a caret button saying it is folded', () => {
    const guides = byLabel('Guides')
    expect(guides.classList.contains('menu__list-item--collapsed')).toBe(true)
    const button = guides.querySelector('button')!
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(text(guides)).not.toContain('First guide')
  })

  it('opens a folded category that holds the page being read; a linked one keeps its link beside the caret', () => {
    const api = byLabel('API')
    expect(api.classList.contains('menu__list-item--collapsed')).toBe(false)
    expect(api.querySelector('a.menu__category')!.getAttribute('href')).toBe('/docs/api')
    expect(api.querySelector('button')!.getAttribute('aria-label')).toBe("Collapse sidebar category 'API'")
    expect(text(api)).toContain('useHotkeys')
  })

  it('opens a foldable category not marked startCollapsed, and leaves a plain one as it was (no button)', () => {
    expect(text(byLabel('Open'))).toContain('Always')
    const plain = byLabel('Plain')
    expect(plain.querySelector('button')).toBeNull()
    expect(text(plain)).toContain('Fixed')
  })
})
