/**
 * Progress for long builds: with --verbose every stage is printed with its elapsed time and the process's memory
 * (resident set size); on an interactive
 * terminal the current stage is shown on one line (overwritten, then cleared) once the build has run for a
 * moment, so fast builds print nothing but their summary.
 */
const QUIET_PERIOD_MS = 1_000

export function createProgressReporter(verbose: boolean): { report: (message: string) => void; done: () => void } {
  const started = performance.now()
  if (verbose)
    return {
      report: (m) =>
        console.log(
          `… ${m} (${Math.round(performance.now() - started)} ms, ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB)`,
        ),
      done: () => {},
    }
  if (!process.stderr.isTTY) return { report: () => {}, done: () => {} }
  let shown = false
  return {
    report(message) {
      if (performance.now() - started < QUIET_PERIOD_MS) return
      process.stderr.write(`\r\x1b[2K… ${message}`)
      shown = true
    },
    done() {
      if (shown) process.stderr.write('\r\x1b[2K')
    },
  }
}
