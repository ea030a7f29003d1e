/**
 * Finding a URL fragment's target, and the eased jump for a same-page `#anchor` link: the browser still performs
 * the fragment navigation (history entry, `:target`, focus starting point, hashchange), then the page is put back
 * where it was and glides to the target (scroll-easing.ts), all before the next paint.
 */
import { easedScrollTo, prefersReducedMotion } from './scroll-easing.js'

/** The element a fragment (`#id`, percent-encoded or not) points to, by id or by `<a name>`. */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // keep the raw text
  }
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`)
}

/** Scrolls (at once) to a fragment's target, or to the top when there is none. */
export function jumpToFragmentOrTop(hash: string): void {
  const target = fragmentTarget(hash)
  if (target) target.scrollIntoView()
  else window.scrollTo(0, 0)
}

/**
 * Navigates to a fragment of the current page with an eased scroll. Returns false (and does nothing) when the
 * browser should simply jump: no such target, or reduced motion requested.
 */
export function easedFragmentNavigation(url: URL): boolean {
  const target = fragmentTarget(url.hash)
  if (!target || prefersReducedMotion()) return false
  const from = window.scrollY
  if (location.hash !== url.hash) location.hash = url.hash
  else target.scrollIntoView()
  const to = window.scrollY
  window.scrollTo(0, from)
  easedScrollTo(to)
  return true
}
