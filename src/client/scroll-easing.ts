/**
 * Eased scrolling (spec §9: 0.85 factor per frame): each animation frame the distance left to the target is
 * multiplied by SCROLL_EASE_FACTOR, so the page moves fast at first and settles gently. With
 * prefers-reduced-motion the page jumps instead.
 */
import { SCROLL_EASE_FACTOR } from '../shared/constants.js'

/** Closer than this (px) counts as arrived. */
const ARRIVED_PX = 0.5

/** The scroll position after one frame, heading from `current` to `target`. */
export function nextEasedPosition(current: number, target: number, factor: number = SCROLL_EASE_FACTOR): number {
  const remaining = (target - current) * factor
  return Math.abs(remaining) < ARRIVED_PX ? target : target - remaining
}

/** Every frame's position from `from` to `target` (the last one is `target`). */
export function easedScrollPositions(from: number, target: number, factor: number = SCROLL_EASE_FACTOR): number[] {
  const positions: number[] = []
  let position = from
  while (position !== target) {
    position = nextEasedPosition(position, target, factor)
    positions.push(position)
  }
  return positions
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Per page load: the window has one scroll position, so one eased scroll runs at a time. */
let cancelRunning: (() => void) | undefined

/** Stops a running eased scroll (a navigation or back/forward takes over the scroll position). */
export function cancelEasedScroll(): void {
  cancelRunning?.()
}

/**
 * Scrolls the window to `targetY` with the eased animation (or at once with reduced motion). A new call, or the
 * reader scrolling (wheel, touch, keys), cancels the running animation. Returns a cancel function.
 */
export function easedScrollTo(targetY: number): () => void {
  cancelRunning?.()
  const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
  const target = Math.min(Math.max(0, Math.round(targetY)), max)
  if (prefersReducedMotion()) {
    window.scrollTo(0, target)
    return () => {}
  }
  let position = window.scrollY
  let frame = 0
  const interrupt = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
  const cancel = () => {
    cancelAnimationFrame(frame)
    for (const type of interrupt) window.removeEventListener(type, cancel)
    if (cancelRunning === cancel) cancelRunning = undefined
  }
  const step = () => {
    position = nextEasedPosition(position, target)
    window.scrollTo(0, position)
    if (position === target) cancel()
    else frame = requestAnimationFrame(step)
  }
  for (const type of interrupt) window.addEventListener(type, cancel, { passive: true })
  cancelRunning = cancel
  frame = requestAnimationFrame(step)
  return cancel
}
