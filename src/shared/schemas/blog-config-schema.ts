/** `blog`: where the posts are, how they are listed, and the feeds; `false` for no blog. */
import { z } from 'zod'
import { routeBase } from './route-base.js'
import { nonEmptyString, uniqueItems } from './string-schemas.js'
import { BLOG_BASE_PATH } from '../constants.js'
import { editUrlSchema } from './edit-url-schema.js'

/** What a blog `editUrl` function is given about a post (as Docusaurus gives it). */
export interface BlogEditUrlParams {
  /** the blog's folder, relative to the site dir: `blog` */
  blogDirPath: string
  /** the post's file inside that folder: `2026-03-01-lanterns.md` */
  blogPath: string
  /** the post's route: `/blog/lanterns` */
  permalink: string
  locale: string
}
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined

const blogObjectSchema = z.strictObject({
  /** the posts' folder, relative to the site dir (default: blog in contentDir) */
  dir: nonEmptyString().optional(),
  routeBasePath: nonEmptyString().default(BLOG_BASE_PATH).transform(routeBase),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().optional(),
  postsPerPage: z.int().min(1).default(10),
  blogSidebarCount: z.union([z.literal('ALL'), z.int().min(0)]).optional(),
  blogSidebarTitle: z.string().default('Recent posts'),
  /**
   * a post named `YYYY-MM-DD-name.md` without a `slug` is at `<blog>/YYYY/MM/DD/name` (Docusaurus' URL, set for
   * Docusaurus sites) instead of `<blog>/name`
   */
  datePaths: z.boolean().default(false),
  /**
   * the authors pages: `<blog>/<authorsBasePath>` lists the authors of authors.yml, and each author whose entry has
   * `page` gets `<blog>/<authorsBasePath>/<key>` with their posts (Docusaurus' rule, so on for Docusaurus sites)
   */
  authorsPages: z.boolean().default(false),
  /** where the authors pages are, under routeBasePath (Docusaurus' `authorsBasePath`) */
  authorsBasePath: nonEmptyString()
    .default('authors')
    .transform((value) => routeBase(value).slice(1))
    .refine((value) => value !== '', 'must name a folder, e.g. authors'),
  /**
   * the tags file in the blog folder (Docusaurus' `tags`: the tags posts list by key, with their labels, permalinks
   * and descriptions; src/content/blog-tags-file.ts): by default tags.yml when it exists; false for none
   */
  tags: z.union([z.literal(false), nonEmptyString()]).optional(),
  /** a post's tag that the tags file does not define: reported as a warning ('warn', 'log'), an error, or not */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** where a post's "Edit this page" link leads (edit-url-schema.ts) */
  editUrl: editUrlSchema<BlogEditUrlFunction>().optional(),
  feedOptions: z
    .strictObject({
      /** rss.xml, atom.xml, feed.json (JSON Feed 1.1) */
      type: uniqueItems(z.array(z.enum(['rss', 'atom', 'json']))).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
    })
    .prefault({}),
})

export const blogConfigSchema = z.union([z.literal(false), blogObjectSchema]).prefault({})

export type BlogConfig = z.input<typeof blogObjectSchema>
