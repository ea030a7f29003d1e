/**
 * Highlights the table-of-contents link of the section being read (class `table-of-contents__link--active`,
 * `aria-current="location"`), updated while scrolling, on resize and after each client-side navigation.
 */
import { ROUTE_CHANGE_EVENT } from './client-events.js'
import { activeHeadingIndex } from './toc-active-heading.js'

export const TOC_LINK_SELECTOR = '.table-of-contents__link'
export const TOC_ACTIVE_CLASS = 'table-of-contents__link--active'

function navbarHeight(): number {
  return document.querySelector<HTMLElement>('nav.navbar')?.offsetHeight ?? 0
}

export function startTocHighlight(): () => void {
  let frame = 0
  const update = () => {
    frame = 0
    const links = [...document.querySelectorAll<HTMLAnchorElement>(TOC_LINK_SELECTOR)]
    if (links.length === 0) return
    const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))]
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null)
    const index = activeHeadingIndex(
      headings.map((h) => h.getBoundingClientRect()),
      navbarHeight(),
      window.innerHeight,
    )
    const activeId = index >= 0 ? headings[index].id : null
    for (const link of links) {
      const active = activeId !== null && decodeURIComponent(link.hash.slice(1)) === activeId
      link.classList.toggle(TOC_ACTIVE_CLASS, active)
      if (active) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
  window.addEventListener(ROUTE_CHANGE_EVENT, schedule)
  schedule()
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    window.removeEventListener(ROUTE_CHANGE_EVENT, schedule)
  }
}
