import { z } from 'zod'
import { addProblem } from './problem-text.js'
import { absoluteUrlProblem } from './string-schemas.js'

/**
 * Where an "Edit this page" link leads (`docs.editUrl`, `blog.editUrl`): a string base the file's path (relative to
 * the site dir) is appended to, or a function (Docusaurus' signature, `F`) returning the whole URL for one file, or
 * undefined for none.
 */
export function editUrlSchema<F extends (params: never) => string | undefined>() {
  return z
    .union([z.string(), z.custom<F>((value) => typeof value === 'function').describe('a function')])
    .superRefine((value, ctx) => {
      const problem = typeof value === 'string' ? absoluteUrlProblem(value, ['http:', 'https:']) : undefined
      if (problem) addProblem(ctx, { message: problem })
    })
}
