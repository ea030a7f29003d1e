import { describe, expect, it } from 'vitest'
import { easedScrollPositions, nextEasedPosition } from '../../../src/client/scroll-easing.js'
import { SCROLL_EASE_FACTOR } from '../../../src/shared/constants.js'

describe('eased scroll (spec §9: 0.85 per frame)', () => {
  it('leaves 85 % of the remaining distance after each frame', () => {
    expect(nextEasedPosition(0, 1000)).toBeCloseTo(1000 - 1000 * SCROLL_EASE_FACTOR)
    expect(nextEasedPosition(150, 1000)).toBeCloseTo(1000 - 850 * SCROLL_EASE_FACTOR)
    // upwards too
    expect(nextEasedPosition(1000, 0)).toBeCloseTo(1000 * SCROLL_EASE_FACTOR)
  })

  it('moves fast first, then slower, and ends exactly on the target', () => {
    const positions = easedScrollPositions(0, 2000)
    expect(positions.at(-1)).toBe(2000)
    const steps = positions.map((p, i) => p - (i === 0 ? 0 : positions[i - 1]))
    for (let i = 1; i < steps.length - 1; i++) expect(steps[i]).toBeLessThan(steps[i - 1])
    // the remaining distance shrinks geometrically: the first frame leaving less than half a pixel arrives
    expect(positions.length).toBe(Math.ceil(Math.log(0.5 / 2000) / Math.log(SCROLL_EASE_FACTOR)))
  })

  it('snaps once less than half a pixel is left, and does nothing when already there', () => {
    expect(nextEasedPosition(999.7, 1000)).toBe(1000)
    expect(easedScrollPositions(300, 300)).toEqual([])
  })
})
