/**
 * Checks a page's front matter against its kind's schema (src/shared/schemas/front-matter-schema.ts): a value of the
 * wrong type is an error, a key the kind does not know a warning (with a "did you mean" when one is close; its value
 * is not checked), each at the line of its key. Problems are listed in the order the keys are written.
 */
import type { z } from 'zod'
import { BuildError, type BuildWarning } from '../errors.js'
import { PARSE_OPTIONS } from '../shared/schemas/parse-options.js'
import { describedAs, schemaAtPath } from '../shared/schemas/schema-at-path.js'
import { suggestName } from '../shared/suggest-name.js'
import { frontMatterKeys } from './parse-front-matter.js'

export interface FrontMatterCheck<T> {
  /** the front matter, typed, when it has no error (keys the kind does not know are kept) */
  data?: T
  errors: BuildError[]
  warnings: BuildWarning[]
}

export function checkFrontMatter<S extends z.ZodObject>(
  data: Record<string, unknown>,
  schema: S,
  source: string,
  file: string,
): FrontMatterCheck<z.output<S>> {
  const result = schema.safeParse(data, PARSE_OPTIONS)
  if (result.success) return { data: data as z.output<S>, errors: [], warnings: [] }
  const written = Object.keys(data)
  const inWrittenOrder = (keys: Iterable<string>) =>
    [...new Set(keys)].sort((a, b) => written.indexOf(a) - written.indexOf(b))
  const unknown = inWrittenOrder(
    result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : [])),
  )
  const wrong = inWrittenOrder(
    result.error.issues.filter((issue) => issue.code !== 'unrecognized_keys').map((issue) => String(issue.path[0])),
  )
  const keys = frontMatterKeys(source)
  const known = Object.keys(schema.shape)
  const warnings = unknown.map((key): BuildWarning => {
    const guess = suggestName(key, known)
    return {
      code: 'front-matter-unknown-key',
      message: `Unknown front matter key "${key}"`,
      file,
      line: keys.get(key)?.line,
      hint: guess ? `Did you mean "${guess}"?` : `Known keys: ${known.join(', ')}`,
    }
  })
  const errors = wrong.map((key) => {
    const expected = describedAs(schemaAtPath(schema, [key], data) ?? [])
    return new BuildError(
      'front-matter-type',
      `Front matter "${key}" must be ${expected}, got ${JSON.stringify(data[key])}`,
      { file, line: keys.get(key)?.line, hint: `Fix the value of "${key}".` },
    )
  })
  return { data: errors.length === 0 ? (data as z.output<S>) : undefined, errors, warnings }
}
