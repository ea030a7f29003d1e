/**
 * zod's issues about a config value, as ConfigErrors in the generator's words: the config path, what is wrong ("must
 * be a string, got 42", "is required", `unknown key "themeConfg" (did you mean "themeConfig"?)`), a code and a hint.
 * What a schema says beyond the generic wording (a hint, the code of a missing value, an unknown `type`) is its
 * ProblemText (src/shared/schemas/problem-text.ts), found by walking the schema down the issue's path.
 *
 * When an unknown key is a likely typo of a required key that is absent, only the typo is reported, not the missing
 * key too.
 */
import type { z } from 'zod'
import type { SourceLocation } from '../errors.js'
import { describeValue, quoteList } from '../shared/schemas/describe-value.js'
import type { ProblemParams } from '../shared/schemas/problem-text.js'
import {
  baseOf,
  describedAs,
  knownKeys,
  problemTextOf,
  schemaAtPath,
  schemaLayers,
  unionOptionIndex,
} from '../shared/schemas/schema-at-path.js'
import { didYouMean, suggestName } from '../shared/suggest-name.js'
import { ConfigError, type ConfigPath, formatConfigPath } from './config-error.js'

interface Problem {
  code: string
  path: ConfigPath
  detail: string
  hint?: string
}

/** Every issue of `value` (checked by `schema`) as a ConfigError located by `where`. */
export function configProblems(
  schema: z.core.$ZodType,
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
  where: (path: ConfigPath) => SourceLocation,
): ConfigError[] {
  const problems = issues.flatMap((issue) => problemsOf(schema, value, issue))
  // a typo of a required key: its "is required" is left out
  const meant = new Set(problems.flatMap((p) => (p.code === 'config-unknown-key' ? meantKeyOf(schema, value, p) : [])))
  return problems
    .filter((p) => !(p.code === 'config-missing-field' && meant.has(formatConfigPath(p.path))))
    .map((p) => new ConfigError(p.code, p.path, p.detail, { ...where(p.path), hint: p.hint }))
}

function problemsOf(schema: z.core.$ZodType, value: unknown, issue: z.core.$ZodIssue): Problem[] {
  const path = issue.path.filter((segment) => typeof segment !== 'symbol') as ConfigPath
  const layers = schemaAtPath(schema, path, value) ?? []
  const text = problemTextOf(layers)
  const got = valueAt(value, path)

  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(layers)
    return issue.keys.map((key) => ({
      code: 'config-unknown-key',
      path: [...path, key],
      detail: `unknown key "${key}"${didYouMean(key, known)}`,
      hint: known.length
        ? `Known keys here: ${known.join(', ')}.${text.unknownKeyHint ? ` ${text.unknownKeyHint}` : ''}`
        : undefined,
    }))
  }
  if (issue.code === 'invalid_type' && got === undefined) {
    return [
      {
        code: text.missing?.code ?? 'config-missing-field',
        path,
        detail: text.missing?.detail ?? 'is required',
        hint: text.missing?.hint,
      },
    ]
  }
  if (issue.code === 'invalid_union' && issue.discriminator === undefined) {
    // a value of the kind one option holds (an object, where the other option is `false`): that option's problems
    const option = unionOptionIndex(layers[0] ? baseOf(layers[0]) : schema, got)
    const branch = option >= 0 ? issue.errors[option] : undefined
    if (branch?.length)
      return branch.flatMap((inner) => problemsOf(schema, value, { ...inner, path: [...path, ...inner.path] }))
  }
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined) {
    // the value's `type` names no option: worded by the union (the path's parent)
    const unknownType = problemTextOf(schemaAtPath(schema, path.slice(0, -1), value) ?? []).unknownType
    const options = ((issue as { options?: unknown[] }).options ?? []).filter((option) => option !== undefined)
    return [
      {
        code: unknownType?.code ?? 'config-invalid-value',
        path,
        detail: unknownType?.detail(got) ?? `must be one of ${quoteList(options)}, got ${describeValue(got)}`,
        hint: unknownType?.hint,
      },
    ]
  }
  const params = (issue.code === 'custom' ? issue.params : undefined) as ProblemParams | undefined
  return [
    {
      code: params?.code ?? 'config-invalid-value',
      path,
      detail: detailOf(issue, layers, got),
      hint: params?.hint ?? text.hint,
    },
  ]
}

/** What is wrong with `got`, the value at the issue's path. */
function detailOf(issue: z.core.$ZodIssue, layers: z.core.$ZodType[], got: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return `must be ${layers[0] ? expectedOf(layers[0]) : 'valid'}, got ${describeValue(got)}`
    case 'invalid_value':
      return `must be one of ${quoteList(issue.values)}, got ${describeValue(got)}${didYouMean(
        got,
        issue.values.filter((v) => typeof v === 'string'),
      )}`
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at least ${issue.minimum}, got ${describeValue(got)}`
        : 'must not be empty'
    case 'too_big':
      return `must be at most ${issue.maximum}, got ${describeValue(got)}`
    default:
      return issue.message
  }
}

/** What a schema takes, as messages say it: "a string", "a whole number", `"ALL" or a whole number`. */
function expectedOf(schema: z.core.$ZodType): string {
  const described = describedAs(schemaLayers(schema))
  if (described) return described
  const def = baseOf(schema)._zod.def as {
    type: string
    format?: string
    values?: unknown[]
    entries?: object
    options?: z.core.$ZodType[]
  }
  switch (def.type) {
    case 'string':
      return 'a string'
    case 'number':
      return def.format === 'safeint' ? 'a whole number' : 'a number'
    case 'boolean':
      return 'true or false'
    case 'object':
    case 'record':
      return 'an object'
    case 'array':
      return 'an array'
    case 'literal':
      return (def.values ?? []).map((v) => JSON.stringify(v)).join(' or ')
    case 'enum':
      return `one of ${quoteList(Object.values(def.entries ?? {}))}`
    case 'union':
      return [...new Set((def.options ?? []).map(expectedOf))].join(' or ')
    default:
      return `a ${def.type}`
  }
}

/** The config path of the required key an unknown key was probably meant to be, when that key is absent. */
function meantKeyOf(schema: z.core.$ZodType, value: unknown, problem: Problem): string[] {
  const parent = problem.path.slice(0, -1)
  const object = valueAt(value, parent)
  const suggestion = suggestName(String(problem.path.at(-1)), knownKeys(schemaAtPath(schema, parent, value) ?? []))
  return suggestion && !(typeof object === 'object' && object !== null && suggestion in object)
    ? [formatConfigPath([...parent, suggestion])]
    : []
}

function valueAt(value: unknown, path: ConfigPath): unknown {
  let current = value
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}
