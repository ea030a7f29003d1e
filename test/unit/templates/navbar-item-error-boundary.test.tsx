// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NavbarItem } from '../../../src/config/site-config.js'
import { NavbarItemErrorBoundary } from '../../../templates/navbar/NavbarItemErrorBoundary.js'
import { mount } from './dom.js'

function ExplodingView(): never {
  throw new Error('view exploded')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a navbar item whose view throws while rendering in the browser', () => {
  it('is reported with its config (position, type, label) and the rest of the navbar still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = { type: 'html', value: '<b>x</b>', position: 'left', label: 'Broken' } as unknown as NavbarItem
    const { container, unmount } = await mount(
      <nav>
        <NavbarItemErrorBoundary item={item}>
          <ExplodingView />
        </NavbarItemErrorBoundary>
        <a href="/blog">Blog</a>
      </nav>,
    )
    expect(container.textContent).toBe('Blog')
    const report = error.mock.calls.find((call) => String(call[0]).startsWith('Navbar item failed to render:'))
    expect(String(report?.[0])).toBe('Navbar item failed to render: {"position":"left","type":"html","label":"Broken"}')
    expect(String(report?.[1])).toContain('view exploded')
    unmount()
  })
})
