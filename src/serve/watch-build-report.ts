/** What the terminal says about a watch build: one line per build, the warnings not shown yet, or the failure. */
import path from 'node:path'
import { type BuildWarning, formatWarning } from '../errors.js'
import type { BuildSummary, ReportedError } from './build-worker-protocol.js'

/** `Built 57 pages in 812 ms: …` for the first build, `Rebuilt (content/docs/intro.md) in 95 ms: …` after. */
export function builtLine(build: { number: number; files: string[] }, summary: BuildSummary): string {
  const what = build.number === 1 ? `Built ${summary.pages} pages` : `Rebuilt (${describeFiles(build.files)})`
  const changed = summary.changedFiles.length
  return `${what} in ${Math.round(summary.durationMs)} ms: ${changed} output file${changed === 1 ? '' : 's'} changed${describeUpdate(summary)}.`
}

/**
 * The lines of a build's warnings that the previous build did not show (a warning stays shown while it lasts), and
 * the warnings shown now.
 */
export function unseenWarnings(
  shown: ReadonlySet<string>,
  warnings: BuildWarning[],
): { lines: string[]; shown: ReadonlySet<string> } {
  const now = new Set(warnings.map(formatWarning))
  return {
    lines: [...now].filter((warning) => !shown.has(warning)).map((warning) => `warning: ${warning}`),
    shown: now,
  }
}

/** A failed build: the warnings found before the error (as the CLI prints them), then the error. */
export function failureLines(error: ReportedError): string[] {
  return [...(error.warnings ?? []).map((warning) => `warning: ${formatWarning(warning)}`), `error: ${error.message}`]
}

function describeFiles(files: string[]): string {
  const names = files.map((f) => path.relative(process.cwd(), f) || f)
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
}

function describeUpdate(summary: BuildSummary): string {
  const { markdown, pages, bundled } = summary.rendered
  return ` (${markdown} markdown file${markdown === 1 ? '' : 's'} and ${pages} page${pages === 1 ? '' : 's'} rendered${bundled ? ', client bundled' : ''})`
}
