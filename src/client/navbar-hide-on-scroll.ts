/**
 * Hides the navbar (`nav[data-hide-on-scroll]`, class `navbar--hidden`) while the reader scrolls down past its
 * height and shows it again on scroll up (navbar-visibility.ts). It also shows when keyboard focus enters it and
 * after every client-side navigation.
 */
import { navbarVisibleAfterScroll } from './navbar-visibility.js'
import { ROUTE_CHANGE_EVENT } from './client-events.js'

export const NAVBAR_HIDDEN_CLASS = 'navbar--hidden'

export function startNavbarHideOnScroll(): () => void {
  const navbar = document.querySelector<HTMLElement>('nav[data-hide-on-scroll]')
  if (!navbar) return () => {}
  let lastScrollY = window.scrollY
  let visible = true
  let frame = 0

  const apply = (show: boolean) => {
    visible = show
    navbar.classList.toggle(NAVBAR_HIDDEN_CLASS, !show)
  }
  const update = () => {
    frame = 0
    const scrollY = window.scrollY
    apply(
      navbarVisibleAfterScroll({
        scrollY,
        lastScrollY,
        navbarHeight: navbar.offsetHeight,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        visible,
      }),
    )
    lastScrollY = scrollY
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  const show = () => {
    lastScrollY = window.scrollY
    apply(true)
  }

  window.addEventListener('scroll', onScroll, { passive: true })
  navbar.addEventListener('focusin', show)
  window.addEventListener(ROUTE_CHANGE_EVENT, show)
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', onScroll)
    navbar.removeEventListener('focusin', show)
    window.removeEventListener(ROUTE_CHANGE_EVENT, show)
  }
}
