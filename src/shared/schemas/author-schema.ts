/**
 * An entry of the blog's `authors.yml` (`jane: { name, title, url, image_url, page, socials }`): it needs a name; its
 * other keys are read when they are strings (an author written in a post's front matter is taken as written), but
 * `socials`, a map of platform to handle or URL, is checked entry by entry (src/content/author-socials.ts). `page`
 * (`true`, or `{ permalink }`) gives the author a page of their posts when the blog has authors pages.
 */
import { z } from 'zod'
import { nonEmptyString } from './string-schemas.js'

export const authorPageSchema = z.union([z.boolean(), z.strictObject({ permalink: nonEmptyString() })])

export const authorEntrySchema = z.looseObject({ name: z.string(), page: authorPageSchema.optional() })

export type AuthorEntry = z.output<typeof authorEntrySchema>
