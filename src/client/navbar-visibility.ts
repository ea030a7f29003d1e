/**
 * Whether the navbar shows after a scroll (spec §4): always near the top (within its own height), hidden while
 * scrolling down, shown again on scroll up — except for the bounce at the very bottom of the page.
 */
export interface ScrollSnapshot {
  scrollY: number
  lastScrollY: number
  navbarHeight: number
  viewportHeight: number
  documentHeight: number
  /** visible before this scroll */
  visible: boolean
}

export function navbarVisibleAfterScroll(s: ScrollSnapshot): boolean {
  if (s.scrollY < s.navbarHeight) return true
  if (s.scrollY > s.lastScrollY) return false
  if (s.scrollY < s.lastScrollY && s.scrollY + s.viewportHeight < s.documentHeight - s.navbarHeight) return true
  return s.visible
}
