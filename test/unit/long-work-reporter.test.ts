import { describe, expect, it } from 'vitest'
import { createLongWorkReporter, FOLLOWED_PAGE_MIN_CHARS } from '../../src/long-work-reporter.js'
import { prerenderInThread } from '../../src/content/prerender-in-thread.js'

/** a clock the test moves, and a timer it fires: the reporter's `now` and `every` */
function fakeTime() {
  const time = {
    now: 0,
    /** the timer's tick while one runs */
    tick: undefined as (() => void) | undefined,
    every: (tick: () => void) => {
      time.tick = tick
      return () => {
        time.tick = undefined
      }
    },
    /** moves the clock to `at` and fires the timer, if one runs (a notice moves the clock alone: `now = …`) */
    at(at: number) {
      time.now = at
      time.tick?.()
    },
  }
  return time
}

function reporter(options: { afterMs?: number; everyMs?: number } = {}) {
  const time = fakeTime()
  const lines: string[] = []
  const longWork = createLongWorkReporter((m) => lines.push(m), {
    afterMs: 3000,
    everyMs: 3000,
    ...options,
    now: () => time.now,
    every: time.every,
  })
  return { time, lines, longWork, pages: longWork.pages }
}

const MB = 2 ** 20

describe('createLongWorkReporter: pages', () => {
  it('says nothing of a page rendering for less than afterMs', () => {
    const { time, lines, pages } = reporter()
    pages.parsed('docs/a.md', 0, 1000)
    time.at(2999)
    pages.parsed('docs/a.md', 500, 1000)
    expect(lines).toEqual([])
  })

  it('names a slow page and how far its parse is, then again at most every everyMs', () => {
    const { time, lines, pages } = reporter()
    pages.parsed('docs/big.md', 0, 5 * MB)
    time.now = 3000
    pages.parsed('docs/big.md', MB, 5 * MB)
    time.now = 4000
    pages.parsed('docs/big.md', 2 * MB, 5 * MB)
    time.now = 6500
    pages.parsed('docs/big.md', 4 * MB, 5 * MB)
    expect(lines).toEqual([
      'rendering docs/big.md: 20% of 5.0 MB parsed (3 s)',
      'rendering docs/big.md: 80% of 5.0 MB parsed (7 s)',
    ])
  })

  it("follows a long page past its parse: at once, then every everyMs from the timer, until it's rendered", () => {
    const { time, lines, pages } = reporter()
    pages.parsed('docs/big.md', 0, 5 * MB)
    time.now = 3000
    pages.parsed('docs/big.md', 4 * MB, 5 * MB)
    // the parse's end is news: reported though the last report is a moment old
    time.now = 3500
    pages.parsed('docs/big.md', 5 * MB, 5 * MB)
    // no notice comes while the thread makes the HTML: the timer says it is still at it
    time.at(5000)
    time.at(6600)
    time.at(9700)
    pages.rendered('docs/big.md')
    // the timer ends at its next tick: nothing is followed
    time.at(20_000)
    expect(time.tick).toBeUndefined()
    expect(lines).toEqual([
      'rendering docs/big.md: 80% of 5.0 MB parsed (3 s)',
      'rendering docs/big.md: 5.0 MB parsed, making its HTML (4 s)',
      'rendering docs/big.md: 5.0 MB parsed, making its HTML (7 s)',
      'rendering docs/big.md: 5.0 MB parsed, making its HTML (10 s)',
    ])
  })

  it('reports a slow parse from the timer too, when no notice comes', () => {
    const { time, lines, pages } = reporter()
    pages.parsed('docs/big.md', 0, 5 * MB)
    time.at(1000)
    pages.parsed('docs/big.md', MB, 5 * MB)
    time.at(3200)
    expect(lines).toEqual(['rendering docs/big.md: 20% of 5.0 MB parsed (3 s)'])
  })

  it('is done with a short body at the end of its parse (its rendering is never told)', () => {
    const { time, lines, pages } = reporter({ afterMs: 0, everyMs: 0 })
    const short = FOLLOWED_PAGE_MIN_CHARS - 1
    pages.parsed('docs/short.md', 0, short)
    pages.parsed('docs/short.md', short, short)
    time.at(10_000)
    expect(time.tick).toBeUndefined()
    expect(lines).toEqual([
      'rendering docs/short.md: 0% of 0.1 MB parsed (0 s)',
      'rendering docs/short.md: 0.1 MB parsed, making its HTML (0 s)',
    ])
  })

  it('times each page from its own start', () => {
    const { time, lines, pages } = reporter()
    pages.parsed('docs/a.md', 0, 100)
    time.at(2000)
    pages.parsed('docs/a.md', 100, 100)
    pages.parsed('docs/b.md', 0, 100)
    time.at(4000)
    pages.parsed('docs/b.md', 50, 100)
    expect(lines).toEqual([])
  })
})

describe('createLongWorkReporter: other work, and the end', () => {
  it('reports other work by its name and time once it has run afterMs, until it is done', () => {
    const { time, lines, longWork } = reporter()
    const indexing = longWork.start('indexing the search records')
    time.at(2000)
    time.at(3000)
    time.at(4000)
    time.at(6000)
    indexing.done()
    time.at(9000)
    expect(time.tick).toBeUndefined()
    expect(lines).toEqual(['indexing the search records (3 s)', 'indexing the search records (6 s)'])
  })

  it('stop() ends every report, pages and other work alike', () => {
    const { time, lines, longWork } = reporter()
    longWork.pages.parsed('docs/big.md', 0, 5 * MB)
    longWork.start('indexing the search records')
    longWork.stop()
    expect(time.tick).toBeUndefined()
    time.at(10_000)
    expect(lines).toEqual([])
  })
})

describe('a slow page in the build (the markdown stage on this thread)', () => {
  it('is reported by file, piece by piece, then as rendered', async () => {
    const { time, lines, pages } = reporter({ afterMs: 0, everyMs: 0 })
    const body = '## Section\n\nText of the section.\n\n'.repeat(2000)
    expect(body.length).toBeGreaterThanOrEqual(FOLLOWED_PAGE_MIN_CHARS)
    await prerenderInThread(
      [{ source: body, options: { file: 'content/docs/current/long.md' } }],
      new Map(),
      undefined,
      pages,
    )
    expect(lines.length).toBeGreaterThan(5)
    expect(lines.every((line) => line.startsWith('rendering content/docs/current/long.md: '))).toBe(true)
    expect(lines.at(-1)).toBe('rendering content/docs/current/long.md: 0.1 MB parsed, making its HTML (0 s)')
    // rendered: followed no more, the timer ends at its next tick
    time.at(1000)
    expect(lines.at(-1)).toBe('rendering content/docs/current/long.md: 0.1 MB parsed, making its HTML (0 s)')
    expect(time.tick).toBeUndefined()
  })
})
