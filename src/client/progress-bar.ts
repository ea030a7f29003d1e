/**
 * The navigation progress bar: a thin bar at the top of the window with nprogress 0.2's behaviour and the spec's
 * numbers (§9: appears 200 ms after a navigation starts, minimum 0.08, speed 200 ms, trickle rate 0.02, trickle
 * speed 800 ms). A navigation that finishes within the start delay never shows it. Our own ~40 lines instead of
 * the nprogress package: no stylesheet to load, theme colours, and an accessible progressbar role.
 */
import { PROGRESS_BAR } from '../shared/constants.js'

export const PROGRESS_BAR_ID = 'hd-progress-bar'
/** Never reaches the end by trickling alone. */
const TRICKLE_CEILING = 0.994

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** One trickle step: a random share of the trickle rate. */
export function trickleProgress(n: number, random: number): number {
  return clamp(n + random * PROGRESS_BAR.trickleRate, PROGRESS_BAR.minimum, TRICKLE_CEILING)
}

export interface ProgressBar {
  /** a navigation began: show the bar after the start delay unless `done` comes first */
  start(): void
  /** the route updated (or the navigation was abandoned): finish and fade out, or cancel the pending start */
  done(): void
}

export function createProgressBar(): ProgressBar {
  const { startDelay, minimum, speed, trickleSpeed } = PROGRESS_BAR
  let startTimer: ReturnType<typeof setTimeout> | undefined
  let trickleTimer: ReturnType<typeof setInterval> | undefined
  let bar: HTMLDivElement | undefined
  let status = 0

  const render = (n: number) => {
    status = n
    if (!bar) return
    bar.style.transform = `scaleX(${n})`
    bar.setAttribute('aria-valuenow', String(Math.round(n * 100)))
  }

  const show = () => {
    startTimer = undefined
    document.getElementById(PROGRESS_BAR_ID)?.remove()
    bar = document.createElement('div')
    bar.id = PROGRESS_BAR_ID
    bar.setAttribute('role', 'progressbar')
    bar.setAttribute('aria-label', 'Loading page')
    bar.setAttribute('aria-valuemin', '0')
    bar.setAttribute('aria-valuemax', '100')
    bar.style.cssText =
      'position:fixed;top:0;left:0;right:0;height:3px;z-index:1031;pointer-events:none;transform-origin:0 0;' +
      `background:var(--color-primary,#29d);transition:transform ${speed}ms ease,opacity ${speed}ms linear;transform:scaleX(0)`
    document.body.appendChild(bar)
    void bar.offsetWidth // commit the start position so the first step animates
    render(minimum)
    trickleTimer = setInterval(() => render(trickleProgress(status, Math.random())), trickleSpeed)
  }

  return {
    start() {
      if (startTimer !== undefined || trickleTimer !== undefined) return
      startTimer = setTimeout(show, startDelay)
    },
    done() {
      if (startTimer !== undefined) {
        clearTimeout(startTimer)
        startTimer = undefined
        return
      }
      if (trickleTimer === undefined) return
      clearInterval(trickleTimer)
      trickleTimer = undefined
      const finished = bar
      render(1)
      bar = undefined
      setTimeout(() => {
        if (finished) finished.style.opacity = '0'
        setTimeout(() => finished?.remove(), speed)
      }, speed)
    },
  }
}
