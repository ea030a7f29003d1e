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

  it('renders a folded category as a closed <details> whose summary folds it', () => {
    const guides = byLabel('Guides').querySelector('details')!
    expect(guides.open).toBe(false)
    expect(text(guides.querySelector('summary'))).toBe('Guides')
    expect(text(guides)).toContain('First guide')
  })

  it('opens a folded category that holds the page being read; a linked one keeps its link beside the caret', () => {
    const api = byLabel('API').querySelector('details')!
    expect(api.open).toBe(true)
    expect(api.querySelector('summary a')!.getAttribute('href')).toBe('/docs/api')
    expect(text(api)).toContain('useHotkeys')
  })

  it('opens a foldable category not marked startCollapsed, and leaves a plain one as it was', () => {
    expect(byLabel('Open').querySelector('details')!.open).toBe(true)
    const plain = byLabel('Plain')
    expect(plain.querySelector('details')).toBeNull()
    expect(text(plain)).toContain('Fixed')
  })
})
