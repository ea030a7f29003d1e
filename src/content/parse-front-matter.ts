import matter from 'gray-matter'
import { BuildError, type BuildWarning } from '../errors.js'
import { suggestName } from '../shared/suggest-name.js'

export interface ParsedSource {
  data: Record<string, unknown>
  body: string
  /** lines taken by the front matter block: body line N is file line N + lineOffset */
  lineOffset: number
}

/**
 * Splits YAML front matter from the Markdown body. A YAML error becomes a BuildError pointing at the line in
 * the file. The cache is disabled: gray-matter's cache keys by content and returns shared objects.
 */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(source, {})
  } catch (error) {
    const mark = (error as { mark?: { line?: number; column?: number } }).mark
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]
    throw new BuildError('front-matter-syntax', `Malformed front matter: ${reason}`, {
      file,
      line: mark?.line === undefined ? 1 : mark.line + 1,
      column: mark?.column === undefined ? undefined : mark.column + 1,
      hint: 'Front matter is YAML between two `---` lines; check indentation, quotes and brackets.',
    })
  }
  const data = parsed.data
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('front-matter-shape', 'Front matter must be a YAML mapping of keys to values', {
      file,
      line: 1,
    })
  }
  const prefix = source.slice(0, source.length - parsed.content.length)
  const lineOffset = parsed.matter === undefined || prefix.length === 0 ? 0 : prefix.split('\n').length - 1
  return { data: { ...data }, body: parsed.content, lineOffset }
}

/** The line (1-based) where a front matter key is written, for error messages. Reads no further than the block. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  let start = 0
  for (let line = 1; start <= source.length; line++) {
    const end = source.indexOf('\n', start)
    const text = source.slice(start, end === -1 ? source.length : end)
    if (line === 1) {
      if (text.trim() !== '---') return undefined
    } else {
      if (text.trim() === '---') return undefined
      if (text.startsWith(`${key}:`)) return line
    }
    if (end === -1) return undefined
    start = end + 1
  }
  return undefined
}

export type FieldType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'string[]'
  | 'string|null'
  | 'string|string[]'
  | 'object[]|string[]'
  | 'date'

/**
 * Checks front matter against the keys a content kind accepts: wrong types are errors, unknown keys are
 * warnings (with a "did you mean" when one is close).
 */
export function checkFrontMatterFields(
  data: Record<string, unknown>,
  schema: Record<string, FieldType>,
  source: string,
  file: string,
): { errors: BuildError[]; warnings: BuildWarning[] } {
  const errors: BuildError[] = []
  const warnings: BuildWarning[] = []
  for (const [key, value] of Object.entries(data)) {
    const expected = schema[key]
    const line = frontMatterKeyLine(source, key)
    if (!expected) {
      const guess = suggestName(key, Object.keys(schema))
      warnings.push({
        code: 'front-matter-unknown-key',
        message: `Unknown front matter key "${key}"`,
        file,
        line,
        hint: guess ? `Did you mean "${guess}"?` : `Known keys: ${Object.keys(schema).join(', ')}`,
      })
      continue
    }
    if (!matchesType(value, expected)) {
      errors.push(
        new BuildError(
          'front-matter-type',
          `Front matter "${key}" must be ${describe(expected)}, got ${JSON.stringify(value)}`,
          {
            file,
            line,
            hint: `Fix the value of "${key}".`,
          },
        ),
      )
    }
  }
  return { errors, warnings }
}

function matchesType(value: unknown, type: FieldType): boolean {
  const isStringArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string')
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'string[]':
      return isStringArray(value)
    case 'string|null':
      return value === null || typeof value === 'string'
    case 'string|string[]':
      return typeof value === 'string' || isStringArray(value)
    case 'object[]|string[]':
      return (
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((x) => typeof x === 'string' || (x !== null && typeof x === 'object')))
      )
    case 'date':
      return value instanceof Date || typeof value === 'string'
  }
}

function describe(type: FieldType): string {
  return {
    string: 'a string',
    number: 'a number',
    boolean: 'true or false',
    'string[]': 'a list of strings',
    'string|null': 'a string or null',
    'string|string[]': 'a string or a list of strings',
    'object[]|string[]': 'a list of author keys or author objects',
    date: 'a date (YYYY-MM-DD)',
  }[type]
}
