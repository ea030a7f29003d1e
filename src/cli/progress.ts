/**
 * Progress for long builds: with --verbose every stage is printed with its elapsed time and the process's memory
 * (resident set size); on an interactive
 * terminal the current stage is shown on one line (overwritten, then cleared) once the build has run for a
 * moment, so fast builds print nothing but their summary. Work that runs long (a page that takes seconds) is
 * shown in every mode: a line on stderr when stderr is not a terminal (CI logs).
 */
const QUIET_PERIOD_MS = 1_000

export interface ProgressReporter {
  report: (message: string) => void
  /** work that runs long (a slow page): shown even when the stages are not, as a line on stderr */
  longWork: (message: string) => void
  done: () => void
}

export function createProgressReporter(verbose: boolean): ProgressReporter {
  const started = performance.now()
  if (verbose) {
    const report = (m: string) =>
      console.log(
        `… ${m} (${Math.round(performance.now() - started)} ms, ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB)`,
      )
    return { report, longWork: report, done: () => {} }
  }
  if (!process.stderr.isTTY)
    return { report: () => {}, longWork: (m) => process.stderr.write(`… ${m}\n`), done: () => {} }
  let shown = false
  const show = (message: string) => {
    process.stderr.write(`\r\x1b[2K… ${message}`)
    shown = true
  }
  return {
    report(message) {
      if (performance.now() - started < QUIET_PERIOD_MS) return
      show(message)
    },
    longWork: show,
    done() {
      if (shown) process.stderr.write('\r\x1b[2K')
    },
  }
}
