/**
 * The YAML front matter of docs, blog posts and Markdown pages (Docusaurus' keys). Every key is optional; each
 * schema's `.describe()` is what its value must be, as problem messages say it. A key a kind does not know is
 * reported as a warning (the page still builds), so the objects are strict but their unknown keys are not errors
 * (src/content/check-front-matter.ts).
 */
import { z } from 'zod'

/** The kinds of front matter values. */
export const frontMatterValues = {
  text: z.string().describe('a string'),
  number: z.number().describe('a number'),
  flag: z.boolean().describe('true or false'),
  stringList: z.array(z.string()).describe('a list of strings'),
  stringOrList: z.union([z.string(), z.array(z.string())]).describe('a string or a list of strings'),
  stringOrNull: z.string().nullable().describe('a string or null'),
  /** js-yaml reads `2021-09-24` as a Date; a quoted date, or one with a time, stays a string */
  date: z.union([z.date(), z.string()]).describe('a date (YYYY-MM-DD)'),
  /** keys of authors.yml, or authors written in place */
  authors: z
    .union([
      z.string(),
      z.array(z.union([z.string(), z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null)])),
    ])
    .describe('a list of author keys or author objects'),
}
const { text, number, flag, stringList, stringOrNull, date, authors } = frontMatterValues

/** What docs, blog posts and pages share. */
const pageFields = {
  title: text.optional(),
  description: text.optional(),
  keywords: stringList.optional(),
  slug: text.optional(),
  image: text.optional(),
  draft: flag.optional(),
  unlisted: flag.optional(),
  hide_table_of_contents: flag.optional(),
  toc_min_heading_level: number.optional(),
  toc_max_heading_level: number.optional(),
}

export const docFrontMatterSchema = z.strictObject({
  ...pageFields,
  /** doc id (default: file name without extension) */
  id: text.optional(),
  sidebar_label: text.optional(),
  sidebar_position: number.optional(),
  sidebar_class_name: text.optional(),
  tags: stringList.optional(),
  hide_title: flag.optional(),
  /** doc id, or null to hide */
  pagination_prev: stringOrNull.optional(),
  pagination_next: stringOrNull.optional(),
  pagination_label: text.optional(),
  /** edit link override, or null for none */
  custom_edit_url: stringOrNull.optional(),
  last_update: text.optional(),
})

export const blogFrontMatterSchema = z.strictObject({
  ...pageFields,
  date: date.optional(),
  /** edit link override, or null for none */
  custom_edit_url: stringOrNull.optional(),
  authors: authors.optional(),
  tags: stringList.optional(),
})

export const pageFrontMatterSchema = z.strictObject({ ...pageFields, hide_title: flag.optional() })

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>
