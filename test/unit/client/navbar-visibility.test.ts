import { describe, expect, it } from 'vitest'
import { navbarVisibleAfterScroll, type ScrollSnapshot } from '../../../src/client/navbar-visibility.js'

const base: ScrollSnapshot = {
  scrollY: 0,
  lastScrollY: 0,
  navbarHeight: 60,
  viewportHeight: 800,
  documentHeight: 5000,
  visible: true,
}
const shownAfter = (s: Partial<ScrollSnapshot>) => navbarVisibleAfterScroll({ ...base, ...s })

describe('navbar visibility on scroll (spec §4)', () => {
  it('always shows within its own height of the top', () => {
    expect(shownAfter({ scrollY: 59, lastScrollY: 10, visible: false })).toBe(true)
    expect(shownAfter({ scrollY: 0, lastScrollY: 500, visible: false })).toBe(true)
  })

  it('hides when scrolling down past its height', () => {
    expect(shownAfter({ scrollY: 61, lastScrollY: 30 })).toBe(false)
    expect(shownAfter({ scrollY: 1200, lastScrollY: 1000 })).toBe(false)
  })

  it('shows again on scroll up', () => {
    expect(shownAfter({ scrollY: 900, lastScrollY: 1000, visible: false })).toBe(true)
  })

  it('ignores the bounce at the very bottom of the page', () => {
    expect(shownAfter({ scrollY: 4190, lastScrollY: 4200, visible: false })).toBe(false)
  })

  it('keeps its state when the position did not change', () => {
    expect(shownAfter({ scrollY: 700, lastScrollY: 700, visible: false })).toBe(false)
    expect(shownAfter({ scrollY: 700, lastScrollY: 700, visible: true })).toBe(true)
  })
})
