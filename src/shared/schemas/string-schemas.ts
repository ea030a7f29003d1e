/** String checks the config sections share: non-empty text, absolute URLs, routes, lists without repeats. */
import { z } from 'zod'
import { describeValue } from './describe-value.js'
import { addProblem, EVEN_WITH_PROBLEMS } from './problem-text.js'

/** A string with something besides white space (kept as written). */
export const nonEmptyString = () => z.string().refine((value) => value.trim() !== '', 'must not be empty')

/** Why `value` is not an absolute URL (of one of `schemes`, e.g. `['http:', 'https:']`), or undefined. */
export function absoluteUrlProblem(value: string, schemes?: readonly string[]): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `must be an absolute URL such as "https://example.com", got ${describeValue(value)}`
  }
  if (schemes && !schemes.includes(url.protocol)) return `must be an http(s) URL, got ${describeValue(value)}`
  return undefined
}

/** An absolute http(s) URL. */
export const httpUrl = () =>
  z.string().superRefine((value, ctx) => {
    const problem = absoluteUrlProblem(value, ['http:', 'https:'])
    if (problem) addProblem(ctx, { message: problem })
  })

/** An array where no value is listed twice: each repeat is a problem at its index. */
export function uniqueItems<T extends z.ZodArray>(array: T) {
  return array.superRefine((values, ctx) => {
    if (!Array.isArray(values)) return
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index)
        addProblem(ctx, { path: [index], message: `${describeValue(value)} is listed twice` })
    })
  }, EVEN_WITH_PROBLEMS)
}
