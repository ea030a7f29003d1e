import { afterEach, describe, expect, it, vi } from 'vitest'
import { createProgressReporter } from '../../../src/cli/progress.js'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** stderr as an interactive terminal, its writes recorded; the clock is fake (nothing waits). */
function terminal(isTTY: boolean) {
  vi.useFakeTimers({ toFake: ['performance'] })
  const original = process.stderr.isTTY
  Object.defineProperty(process.stderr, 'isTTY', { value: isTTY, configurable: true })
  const writes: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    writes.push(String(chunk))
    return true
  })
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  return {
    writes,
    log,
    restore: () => Object.defineProperty(process.stderr, 'isTTY', { value: original, configurable: true }),
  }
}

describe('createProgressReporter', () => {
  it('on a terminal: silent for a quick build, then one line overwritten per stage, cleared at the end', () => {
    const t = terminal(true)
    try {
      const progress = createProgressReporter(false)
      progress.report('loading content')
      expect(t.writes).toEqual([])
      vi.advanceTimersByTime(1_500)
      progress.report('rendering 40 pages')
      progress.report('writing 90 files')
      progress.done()
      expect(t.writes).toEqual(['\r\x1b[2K… rendering 40 pages', '\r\x1b[2K… writing 90 files', '\r\x1b[2K'])
      expect(t.log).not.toHaveBeenCalled()
    } finally {
      t.restore()
    }
  })

  it('not on a terminal: nothing at all unless verbose', () => {
    const t = terminal(false)
    try {
      const progress = createProgressReporter(false)
      vi.advanceTimersByTime(5_000)
      progress.report('rendering 40 pages')
      progress.done()
      expect(t.writes).toEqual([])
      expect(t.log).not.toHaveBeenCalled()
      const verbose = createProgressReporter(true)
      vi.advanceTimersByTime(12)
      verbose.report('rendering 40 pages')
      expect(t.log).toHaveBeenCalledWith(expect.stringMatching(/^… rendering 40 pages \(12 ms, \d+ MB\)$/))
    } finally {
      t.restore()
    }
  })
})
