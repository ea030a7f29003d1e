import { describe, expect, it } from 'vitest'
import { formatMs, formatTable, summarize } from '../../../bench/stats.js'

describe('bench statistics', () => {
  it('summarizes odd and even counts by their median, min and max', () => {
    expect(summarize([5, 1, 3])).toEqual({ runs: 3, median: 3, min: 1, max: 5 })
    expect(summarize([4, 1, 3, 2])).toEqual({ runs: 4, median: 2.5, min: 1, max: 4 })
    expect(() => summarize([])).toThrow()
  })

  it('formats durations and pads table columns', () => {
    expect([formatMs(950.4), formatMs(1234), formatMs(61_000)]).toEqual(['950 ms', '1.23 s', '61.0 s'])
    expect(formatTable(['a', 'bb'], [['xxx', 'y']])).toBe('a    bb\n---  --\nxxx  y')
  })
})
