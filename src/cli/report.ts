import { BuildError, BuildErrorList, formatWarning, type BuildWarning } from '../errors.js'

const red = (s: string) => (process.stderr.isTTY ? `\x1b[31m${s}\x1b[0m` : s)
const yellow = (s: string) => (process.stderr.isTTY ? `\x1b[33m${s}\x1b[0m` : s)

/** Prints a failure without a stack trace (unless verbose), after the warnings found before it; returns the exit code. */
export function reportFailure(error: unknown, verbose: boolean): number {
  if (error instanceof BuildError || error instanceof BuildErrorList) reportWarnings(error.warnings, verbose)
  if (error instanceof BuildErrorList) {
    console.error(red(`error: ${error.message}`))
    if (verbose) for (const e of error.errors) console.error(e.stack)
    return 1
  }
  if (error instanceof BuildError) {
    console.error(red(`error: ${error.format()}`))
    if (verbose) console.error(error.stack, error.cause ?? '')
    return 1
  }
  console.error(red(`internal error: ${(error as Error)?.message ?? String(error)}`))
  console.error((error as Error)?.stack ?? '')
  return 1
}

/** Prints warnings, grouped; at most `limit` unless verbose. */
export function reportWarnings(warnings: BuildWarning[], verbose: boolean, limit = 20): void {
  const shown = verbose ? warnings : warnings.slice(0, limit)
  for (const w of shown) console.warn(yellow(`warning: ${formatWarning(w)}`))
  if (shown.length < warnings.length)
    console.warn(yellow(`… and ${warnings.length - shown.length} more warnings (use --verbose)`))
}
