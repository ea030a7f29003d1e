/**
 * Work that takes long must not leave the build silent (a 5 MB generated reference spends seconds in each step).
 * Once a page has rendered for `afterMs`, the build reports which page and where it is: how far its parse is, then
 * that the page's HTML is being made. It reports again at each change of step, and every `everyMs` while a step
 * lasts. Other long work, such as the search index a build waits for, is reported the same way, by name
 * and time.
 *
 * Pages are followed from the markdown stage's progress, on this thread or from the markdown threads
 * (MarkdownOptions.onProgress). A page is followed past its parse only when its body has
 * FOLLOWED_PAGE_MIN_CHARS or more; then its stage also says when it is rendered. A shorter body is done when its
 * parse is, so it costs no message to the main thread. The steps that send no progress of their own (a page's HTML
 * on a markdown thread, the search index's thread) are reported by a timer on this thread.
 */

/** a page's progress through the markdown stage */
export interface PageProgress {
  /** the characters of the page's body (its source file's) parsed so far */
  parsed(file: string, parsed: number, total: number): void
  /** the page is rendered (told for bodies of FOLLOWED_PAGE_MIN_CHARS or more) */
  rendered(file: string): void
}

/** bodies this long or longer are followed until they are rendered; a shorter one is done when its parse is */
export const FOLLOWED_PAGE_MIN_CHARS = 64 * 1024

export interface LongWorkReporter {
  pages: PageProgress
  /** other work that may run long: reported as `label (N s)` once it has run afterMs, until `done` is called */
  start(label: string): { done(): void }
  /** ends every report still running (a stage that ended or failed leaves no page reported) */
  stop(): void
}

export interface LongWorkOptions {
  /** work running this long is reported (default 3 s) */
  afterMs?: number
  /** then again this often while a step lasts; a new step at once (default 3 s) */
  everyMs?: number
  /** the clock (tests pass a fake one) */
  now?: () => number
  /** runs `tick` every `ms` until the returned function is called (default: an unref'd setInterval) */
  every?: (tick: () => void, ms: number) => () => void
}

/** One piece of work being followed: what it says of itself, and when it started and was last reported. */
interface Work {
  describe: (seconds: number) => string
  /** the step it is in: a new step is reported at once */
  step: string
  started: number
  reported?: number
  reportedStep?: string
}

export function createLongWorkReporter(
  report: (message: string) => void,
  options: LongWorkOptions = {},
): LongWorkReporter {
  const { afterMs = 3_000, everyMs = 3_000, now = () => performance.now(), every = unrefInterval } = options
  // the pages being rendered (on any thread), by source file; other work by its handle
  const pages = new Map<string, Work>()
  const others = new Set<Work>()
  let cancelTimer: (() => void) | undefined

  const consider = (work: Work, time = now()) => {
    if (time - work.started < afterMs) return
    if (work.reported !== undefined && work.reportedStep === work.step && time - work.reported < everyMs) return
    work.reported = time
    work.reportedStep = work.step
    report(work.describe(Math.round((time - work.started) / 1000)))
  }
  const stopTimer = () => {
    cancelTimer?.()
    cancelTimer = undefined
  }
  const tick = () => {
    // it ends at the first tick with nothing to follow (not at each page's end: a site has thousands)
    if (pages.size + others.size === 0) return stopTimer()
    const time = now()
    for (const work of [...pages.values(), ...others]) consider(work, time)
  }
  const followed = () => {
    cancelTimer ??= every(tick, Math.min(afterMs, everyMs, 1_000) || 1_000)
  }

  return {
    pages: {
      parsed(file, parsed, total) {
        const time = now()
        let page = pages.get(file)
        if (!page || parsed === 0) {
          page = { describe: () => '', step: '', started: time }
          pages.set(file, page)
        }
        const done = parsed >= total
        // the parse's progress is reported at most every everyMs; the step after it is news at once
        page.step = done ? 'html' : 'parse'
        page.describe = done
          ? (seconds) => `rendering ${file}: ${megabytes(total)} parsed, making its HTML (${seconds} s)`
          : (seconds) =>
              `rendering ${file}: ${Math.floor((parsed / total) * 100)}% of ${megabytes(total)} parsed (${seconds} s)`
        consider(page, time)
        if (done && total < FOLLOWED_PAGE_MIN_CHARS) pages.delete(file)
        else followed()
      },
      rendered(file) {
        pages.delete(file)
      },
    },
    start(label) {
      const work: Work = { describe: (seconds) => `${label} (${seconds} s)`, step: label, started: now() }
      others.add(work)
      followed()
      return {
        done() {
          others.delete(work)
        },
      }
    },
    stop() {
      pages.clear()
      others.clear()
      stopTimer()
    },
  }
}

function unrefInterval(tick: () => void, ms: number): () => void {
  const timer = setInterval(tick, ms)
  timer.unref()
  return () => clearInterval(timer)
}

const megabytes = (characters: number) => `${(characters / 2 ** 20).toFixed(1)} MB`
