/**
 * An entry of the blog's `authors.yml` (`jane: { name, title, url, image_url }`): it needs a name; its other keys
 * are read when they are strings (an author written in a post's front matter is taken as written).
 */
import { z } from 'zod'

export const authorEntrySchema = z.looseObject({ name: z.string() })

export type AuthorEntry = z.output<typeof authorEntrySchema>
