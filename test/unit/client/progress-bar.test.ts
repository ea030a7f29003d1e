// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgressBar, PROGRESS_BAR_ID, trickleProgress } from '../../../src/client/progress-bar.js'
import { PROGRESS_BAR } from '../../../src/shared/constants.js'

const bar = () => document.getElementById(PROGRESS_BAR_ID)
const scale = () => Number(/scaleX\(([\d.]+)\)/.exec(bar()?.style.transform ?? '')?.[1])

describe('progress bar (spec §9 numbers)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('trickles by a random share of the trickle rate and never reaches the end by itself', () => {
    expect(trickleProgress(0.5, 0)).toBe(0.5)
    expect(trickleProgress(0.5, 1)).toBeCloseTo(0.5 + PROGRESS_BAR.trickleRate)
    expect(trickleProgress(0.993, 1)).toBe(0.994)
    expect(trickleProgress(0, 0.5)).toBe(PROGRESS_BAR.minimum)
  })

  it('never shows for a navigation that ends within the start delay', () => {
    const progress = createProgressBar()
    progress.start()
    vi.advanceTimersByTime(PROGRESS_BAR.startDelay - 1)
    progress.done()
    vi.advanceTimersByTime(5_000)
    expect(bar()).toBeNull()
  })

  it('appears after the start delay at the minimum, trickles, then completes and goes away', () => {
    const progress = createProgressBar()
    progress.start()
    vi.advanceTimersByTime(PROGRESS_BAR.startDelay)
    expect(bar()?.getAttribute('role')).toBe('progressbar')
    expect(scale()).toBe(PROGRESS_BAR.minimum)
    vi.spyOn(Math, 'random').mockReturnValue(1)
    vi.advanceTimersByTime(PROGRESS_BAR.trickleSpeed * 3)
    expect(scale()).toBeCloseTo(PROGRESS_BAR.minimum + 3 * PROGRESS_BAR.trickleRate)
    progress.done()
    expect(scale()).toBe(1)
    vi.advanceTimersByTime(PROGRESS_BAR.speed * 2)
    expect(bar()).toBeNull()
  })
})
