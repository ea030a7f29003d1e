/**
 * Which table-of-contents heading is "current" while scrolling (pure rule): the first heading at or below the
 * navbar when it sits in the top half of the viewport, otherwise the heading before it (the reader is inside its
 * section); past the last heading, the last one.
 */
export interface HeadingBox {
  top: number
  bottom: number
}

export function activeHeadingIndex(headings: HeadingBox[], topOffset: number, viewportHeight: number): number {
  if (headings.length === 0) return -1
  const next = headings.findIndex((h) => h.top >= topOffset)
  if (next === -1) return headings.length - 1
  const box = headings[next]
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next
  return next - 1
}
