/**
 * A docs folder's `_category_.json`: `{ "label": "API", "position": 3, "link": { "type": "doc", "id": "api/intro" } }`.
 * Keys the generator does not use (Docusaurus' `collapsed`, `className`…) are allowed and ignored. Each schema's
 * `.describe()` is what its value must be, as problem messages say it.
 */
import { z } from 'zod'

const categoryLinkSchema = z
  .looseObject({
    type: z.enum(['doc', 'generated-index']).describe('"doc" or "generated-index"'),
    id: z.unknown().optional(),
  })
  .superRefine((link, ctx) => {
    if (link.type === 'doc' && typeof link.id !== 'string')
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'a doc id (a string)' })
  })
  .describe('an object like { "type": "doc", "id": "intro" }')

export const categorySchema = z
  .looseObject({
    label: z.string().describe('a string').optional(),
    position: z.number().describe('a number').optional(),
    link: categoryLinkSchema.optional(),
  })
  .describe('an object')

export type CategoryFile = z.output<typeof categorySchema>
