import { describe, expect, it } from 'vitest'
import { progressInHundredths } from '../../../src/workers/progress-in-hundredths.js'

describe('progressInHundredths', () => {
  it('passes on the start, the end, and a step each time the count moved by a hundredth', () => {
    const told: number[] = []
    const report = progressInHundredths((parsed) => told.push(parsed))
    for (let parsed = 0; parsed <= 10_000; parsed += 7) report(parsed, 10_000)
    report(10_000, 10_000)
    expect(told[0]).toBe(0)
    expect(told.at(-1)).toBe(10_000)
    expect(told.length).toBeGreaterThan(90)
    expect(told.length).toBeLessThanOrEqual(102)
    for (let i = 1; i < told.length - 1; i++) expect(told[i] - told[i - 1]).toBeGreaterThanOrEqual(100)
  })

  it('passes on every count of a short body cut in few pieces', () => {
    const told: number[] = []
    const report = progressInHundredths((parsed) => told.push(parsed))
    for (const parsed of [0, 4_100, 8_300, 9_000]) report(parsed, 9_000)
    expect(told).toEqual([0, 4_100, 8_300, 9_000])
  })
})
