/**
 * A page whose Markdown takes long (a 5 MB generated reference) must not leave the build silent: once a page has
 * rendered for `afterMs`, the build reports which page and how far its parse is, then again every `everyMs`.
 * Fed by the markdown stage's progress (MarkdownOptions.onProgress), on this thread or from a worker thread.
 */

/** told, for a page (its source file), the characters of its body parsed so far */
export type PageProgress = (file: string, parsed: number, total: number) => void

export interface SlowPageOptions {
  /** a page rendering for this long is reported (default 3 s) */
  afterMs?: number
  /** then at most this often (default 3 s) */
  everyMs?: number
  /** the clock (tests pass a fake one) */
  now?: () => number
}

export function createSlowPageReporter(report: (message: string) => void, options: SlowPageOptions = {}): PageProgress {
  const { afterMs = 3_000, everyMs = 3_000, now = () => performance.now() } = options
  // the page being rendered on each thread: when it started, when it was last reported
  const pages = new Map<string, { started: number; reported?: number }>()
  return (file, parsed, total) => {
    const time = now()
    let page = pages.get(file)
    if (!page || parsed === 0) {
      page = { started: time }
      pages.set(file, page)
    }
    if (parsed >= total) pages.delete(file)
    if (time - page.started < afterMs || (page.reported !== undefined && time - page.reported < everyMs)) return
    page.reported = time
    const seconds = Math.round((time - page.started) / 1000)
    report(`rendering ${file}: ${Math.floor((parsed / total) * 100)}% of ${megabytes(total)} parsed (${seconds} s)`)
  }
}

const megabytes = (characters: number) => `${(characters / 2 ** 20).toFixed(1)} MB`
