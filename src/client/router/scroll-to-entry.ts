import { jumpToFragmentOrTop } from '../anchor-scrolling.js'

/** Back to the position remembered for a history entry, or else (at once) to the URL's fragment or the top. */
export function scrollToSavedOrFragment(saved: number | undefined, hash: string): void {
  if (saved !== undefined) window.scrollTo(0, saved)
  else jumpToFragmentOrTop(hash)
}
