import { describe, expect, it } from 'vitest'
import { createSlowPageReporter } from '../../../src/content/slow-page-reporter.js'
import { prerenderInThread } from '../../../src/content/prerender-in-thread.js'

/** a clock the test moves */
function fakeClock() {
  const clock = { time: 0, now: () => clock.time }
  return clock
}

describe('createSlowPageReporter', () => {
  it('says nothing of a page rendering for less than afterMs', () => {
    const clock = fakeClock()
    const lines: string[] = []
    const progress = createSlowPageReporter((m) => lines.push(m), { afterMs: 3000, everyMs: 3000, now: clock.now })
    progress('docs/a.md', 0, 1000)
    clock.time = 2999
    progress('docs/a.md', 500, 1000)
    expect(lines).toEqual([])
  })

  it('names a slow page and how far its parse is, then again at most every everyMs', () => {
    const clock = fakeClock()
    const lines: string[] = []
    const progress = createSlowPageReporter((m) => lines.push(m), { afterMs: 3000, everyMs: 3000, now: clock.now })
    progress('docs/big.md', 0, 5 * 2 ** 20)
    clock.time = 3000
    progress('docs/big.md', 2 ** 20, 5 * 2 ** 20)
    clock.time = 4000
    progress('docs/big.md', 2 * 2 ** 20, 5 * 2 ** 20)
    clock.time = 6500
    progress('docs/big.md', 4 * 2 ** 20, 5 * 2 ** 20)
    expect(lines).toEqual([
      'rendering docs/big.md: 20% of 5.0 MB parsed (3 s)',
      'rendering docs/big.md: 80% of 5.0 MB parsed (7 s)',
    ])
  })

  it('times each page from its own start', () => {
    const clock = fakeClock()
    const lines: string[] = []
    const progress = createSlowPageReporter((m) => lines.push(m), { afterMs: 3000, now: clock.now })
    progress('docs/a.md', 0, 100)
    clock.time = 2000
    progress('docs/a.md', 100, 100)
    progress('docs/b.md', 0, 100)
    clock.time = 4000
    progress('docs/b.md', 50, 100)
    expect(lines).toEqual([])
  })
})

describe('a slow page in the build (the markdown stage on this thread)', () => {
  it('is reported by file, piece by piece', async () => {
    const lines: string[] = []
    const progress = createSlowPageReporter((m) => lines.push(m), { afterMs: 0, everyMs: 0 })
    const body = '## Section\n\nText of the section.\n\n'.repeat(2000)
    await prerenderInThread(
      [{ source: body, options: { file: 'content/docs/current/long.md' } }],
      new Map(),
      undefined,
      progress,
    )
    expect(lines.length).toBeGreaterThan(5)
    expect(lines.every((line) => line.startsWith('rendering content/docs/current/long.md: '))).toBe(true)
    expect(lines.at(-1)).toMatch(/: 100% of 0\.1 MB parsed/)
  })
})
