/**
 * Every failure an author can fix is a BuildError: a code, the source file, a line/column when known and a
 * hint saying what to do. The CLI prints them as `file:line:col  message\n  hint` without a stack trace
 * (unless --verbose). Stages throw one error, or collect several and throw a BuildErrorList. The warnings found
 * before a build failed travel with its error (withWarnings), so that they are printed too.
 */
export interface SourceLocation {
  file: string
  line?: number
  column?: number
}

export class BuildError extends Error {
  readonly code: string
  readonly file?: string
  readonly line?: number
  readonly column?: number
  readonly hint?: string
  /** warnings found before this error stopped the build (withWarnings) */
  readonly warnings: BuildWarning[] = []

  constructor(code: string, message: string, where?: Partial<SourceLocation> & { hint?: string; cause?: unknown }) {
    super(message, where?.cause === undefined ? undefined : { cause: where.cause })
    this.name = 'BuildError'
    this.code = code
    this.file = where?.file
    this.line = where?.line
    this.column = where?.column
    this.hint = where?.hint
  }

  /** A problem reported as a warning that fails the build (e.g. by `onBrokenLinks: 'throw'`). */
  static fromWarning(warning: BuildWarning): BuildError {
    return new BuildError(warning.code, warning.message, { file: warning.file, line: warning.line, hint: warning.hint })
  }

  /** `content/docs/intro.md:12:3` or just the file, or '' */
  get location(): string {
    if (!this.file) return ''
    return [this.file, this.line, this.line === undefined ? undefined : this.column]
      .filter((p) => p !== undefined)
      .join(':')
  }

  format(): string {
    const head = this.location ? `${this.location}  ${this.message}` : this.message
    return this.hint ? `${head}\n  hint: ${this.hint}  [${this.code}]` : `${head}  [${this.code}]`
  }
}

/** Several errors reported together (e.g. every broken link of a build in one report). */
export class BuildErrorList extends Error {
  readonly errors: BuildError[]
  /** warnings found before these errors stopped the build (withWarnings) */
  readonly warnings: BuildWarning[] = []
  constructor(summary: string, errors: BuildError[]) {
    super(`${summary}\n${errors.map((e) => '  ' + e.format().replace(/\n/g, '\n  ')).join('\n')}`)
    this.name = 'BuildErrorList'
    this.errors = errors
  }
}

/**
 * Gives a build's error the warnings found before it (ahead of any it carries already), so that a failed build
 * reports every problem it found, not only those that failed it. Other errors are returned as they are.
 */
export function withWarnings(error: unknown, warnings: readonly BuildWarning[]): unknown {
  if (error instanceof BuildError || error instanceof BuildErrorList) error.warnings.unshift(...warnings)
  return error
}

/** A warning is the same shape as an error but does not stop the build. */
export interface BuildWarning {
  code: string
  message: string
  file?: string
  line?: number
  hint?: string
}

export function formatWarning(w: BuildWarning): string {
  const where = w.file ? `${w.file}${w.line ? ':' + w.line : ''}  ` : ''
  return `${where}${w.message}${w.hint ? `\n  hint: ${w.hint}` : ''}  [${w.code}]`
}
