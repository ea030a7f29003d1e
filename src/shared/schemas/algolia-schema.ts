/** `themeConfig.algolia`: the hosted search (DocSearch) index and how queries use it. */
import { z } from 'zod'
import { addProblem, problemText } from './problem-text.js'
import { nonEmptyString } from './string-schemas.js'

const CREDENTIALS = 'config-algolia-credentials'

/** appId / apiKey: the search client cannot work without them (spec §5) */
const credential = (what: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (value.trim() === '')
        addProblem(ctx, {
          code: CREDENTIALS,
          message: `the search client needs a non-empty ${what}`,
          hint: `Copy the ${what} from your Algolia dashboard, or remove themeConfig.algolia to use the local search.`,
        })
    })
    .register(problemText, {
      missing: {
        code: CREDENTIALS,
        detail: `is required: the search client needs a non-empty ${what}`,
        hint: 'Or remove themeConfig.algolia to use the local search.',
      },
    })

export const algoliaSchema = z.strictObject({
  appId: credential('application id'),
  apiKey: credential('search API key'),
  indexName: nonEmptyString(),
  contextualSearch: z.boolean().optional(),
  searchPagePath: z.union([z.literal(false), nonEmptyString()]).optional(),
  searchParameters: z.record(z.string(), z.unknown()).optional(),
})

export type AlgoliaConfig = z.output<typeof algoliaSchema>
