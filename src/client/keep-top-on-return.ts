/**
 * A page left at its top comes back at its top (reload, back/forward), even when something was added above its
 * content in between, such as a new announcement bar.
 *
 * Chromium restores a history entry's scroll position through a serialized scroll anchor: the CSS selector of the
 * first element inside the viewport, below the `scroll-padding-top` band of the sticky navbar (so an element of the
 * page's content), with its offset. It saves it when the page is left and after each scroll, and on return scrolls so
 * that this element is where it was, even when the page was at scroll position 0 (where live scroll anchoring is off).
 * A bar that was not there last time (a new announcement, after the previous one was dismissed) pushes the element
 * down by the bar's height, and the restore scrolls the bar out of view.
 *
 * While the page is at its top, `<body>` has `overflow-anchor: none`: no element inside it can be the anchor, only the
 * root element, which never moves, so the saved position is the top itself. Anywhere below the top, anchoring works
 * as usual (content stays put when something loads above it, and a return keeps the reading place).
 */
export function keepTopOnReturn(): void {
  const body = document.body
  let atTop: boolean | undefined
  const update = () => {
    const now = window.scrollY <= 0
    if (now === atTop) return
    atTop = now
    body.style.overflowAnchor = now ? 'none' : ''
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
}
