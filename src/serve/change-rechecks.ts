/**
 * chokidar drops a file's change events for a moment after it reported one, and never reports them later: a second
 * save while the first one builds would go unseen, and the site would keep the first save's text. So once that window
 * has passed, a reported file is looked at again: if it differs from what it was when the last build covering it
 * started (noteBuildStart), that is a change. The same record tells a report of a write the last build already read.
 */
import { fileSignature } from './file-signature.js'
import { WATCH_RECHECK_MS } from './serve-constants.js'
import type { SiteWatchEvent } from './site-watcher.js'

export interface FileChange {
  event: SiteWatchEvent
  file: string
}

export interface ChangeRechecks {
  /**
   * A write the last build covering the file already read, so no change: chokidar may report one save twice (a new
   * file as add, then change), and a rebuild starts on the first report.
   */
  alreadyBuilt(change: FileChange): boolean
  /** a build covering these files starts: remembers each as it is now */
  noteBuildStart(files: string[]): void
  /** looks at a reported file again after `recheckMs`, and reports a change when it differs from what was built */
  recheckLater(file: string): void
  /** drops the pending rechecks; none runs after this */
  close(): void
}

/**
 * `pending(file)`: a change of the file waits for a rebuild that has not started (the scheduler's quiet period, or a
 * rebuild running): that rebuild will read the file as it is then, so its recheck reports nothing. (Reported, it
 * would start the quiet period again, and again at each recheck, while the file differs from the last build's.)
 */
export function createChangeRechecks(
  onChanged: (file: string) => void,
  recheckMs = WATCH_RECHECK_MS,
  pending: (file: string) => boolean = () => false,
): ChangeRechecks {
  /** each file as the last build that covered it found it (its signature when that build started) */
  const builtSignatures = new Map<string, string>()
  /** the pending recheck of each reported file */
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let closed = false
  return {
    alreadyBuilt: ({ event, file }) =>
      (event === 'add' || event === 'change') && builtSignatures.get(file) === fileSignature(file),
    noteBuildStart(files) {
      for (const file of files) builtSignatures.set(file, fileSignature(file))
    },
    recheckLater(file) {
      clearTimeout(timers.get(file))
      const timer = setTimeout(() => {
        timers.delete(file)
        const built = builtSignatures.get(file)
        if (!closed && built !== undefined && !pending(file) && fileSignature(file) !== built) onChanged(file)
      }, recheckMs)
      timer.unref()
      timers.set(file, timer)
    },
    close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
    },
  }
}
