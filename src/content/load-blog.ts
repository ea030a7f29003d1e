import path from 'node:path'
import { readSourceFile } from './read-source-file.js'
import { unsafeUrlError } from './unsafe-url-error.js'
import { authorSocials } from './author-socials.js'
import { socialIcon } from './social-icons.js'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import { PARTIALS } from './partial-files.js'
import yaml from 'js-yaml'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError, type BuildWarning } from '../errors.js'
import type { BlogAuthor } from '../shared/types.js'
import type { BlogPost } from './content-types.js'
import { blogPostEditUrl } from './edit-url.js'
import { frontMatterKeyLine, frontMatterKeys, parseFrontMatter } from './parse-front-matter.js'
import { checkFrontMatter } from './check-front-matter.js'
import { blogFrontMatterSchema } from '../shared/schemas/front-matter-schema.js'
import { authorEntrySchema } from '../shared/schemas/author-schema.js'
import { PARSE_OPTIONS } from '../shared/schemas/parse-options.js'
import { type YamlKey, yamlTopLevelKeys } from './yaml-key-positions.js'
import type { MarkdownRenderer } from './markdown-renderer.js'
import { titleFromMarkdown } from './title-from-markdown.js'
import { isDocusaurusConfigFile } from '../config/site-config-file.js'
import { configMarkdownOptions } from './config-markdown-options.js'
import { authorPagePath } from './author-page-path.js'
import { readingTimeMinutes } from './reading-time.js'
import { inlineTagsProblem, postTags, readTagsFile } from './blog-tags-file.js'

const DATE_IN_FILE_NAME = /^(\d{4}-\d{2}-\d{2})[-/](.*)$/

/** Loads blog posts (newest first) and resolves their authors from authors.yml. */
export async function loadBlog(
  config: ResolvedConfig,
  renderMarkdown: MarkdownRenderer,
  isProduction: boolean,
): Promise<{
  posts: BlogPost[]
  authors: BlogAuthor[]
  /** authors.yml relative to the site dir, when there is one */
  authorsFile?: string
  warnings: BuildWarning[]
  errors: BuildError[]
}> {
  const warnings: BuildWarning[] = []
  const errors: BuildError[] = []
  if (!config.blog) return { posts: [], authors: [], warnings, errors }
  const blog = config.blog
  const folder = path.join(config.siteDir, blog.dir)
  if (!existsSync(folder)) return { posts: [], authors: [], warnings, errors }
  // authors.yml's problems are reported with the posts'; when it cannot be read, author keys are not checked
  const { authors, errors: authorErrors, warnings: authorWarnings } = loadAuthors(config, folder)
  errors.push(...authorErrors)
  warnings.push(...authorWarnings)
  const { tagsFile, errors: tagsErrors } = readTagsFile(config.siteDir, folder, blog)
  errors.push(...tagsErrors)
  // a synchronous walk, like the docs' (load-docs.ts)
  const files = fg.sync('**/*.{md,mdx}', { cwd: folder, ignore: PARTIALS }).sort()
  const posts: BlogPost[] = []
  for (const file of files) {
    const sourceFile = path.relative(config.siteDir, path.join(folder, file))
    try {
      const source = readSourceFile(path.join(folder, file), sourceFile)
      const parsed = parseFrontMatter(source, sourceFile)
      const check = checkFrontMatter(parsed.data, blogFrontMatterSchema, source, sourceFile)
      warnings.push(...check.warnings)
      const data = check.data
      if (!data) {
        errors.push(...check.errors)
        continue
      }
      if (isProduction && data.draft === true) continue
      const nameWithoutExt = file.replace(/\.mdx?$/, '').replace(/\/index$/, '')
      const dateMatch = DATE_IN_FILE_NAME.exec(nameWithoutExt)
      const date = postDate(data.date, dateMatch?.[1], sourceFile, source)
      const slug =
        data.slug?.replace(/^\//, '') ??
        (dateMatch ? `${blog.datePaths ? `${dateMatch[1].replaceAll('-', '/')}/` : ''}${dateMatch[2]}` : nameWithoutExt)
      const inline = inlineTagsProblem(data.tags ?? [], blog, tagsFile, () => ({
        file: sourceFile,
        line: frontMatterKeyLine(source, 'tags'),
      }))
      if (inline.error) throw inline.error
      if (inline.warning) warnings.push(inline.warning)
      const markdown = renderMarkdown(parsed.body, {
        file: sourceFile,
        lineOffset: parsed.lineOffset,
        ...configMarkdownOptions(config, data),
      })
      warnings.push(...markdown.warnings)
      // the last resort: Docusaurus' is the file's name after its date, as written
      const title =
        data.title ??
        markdown.title ??
        (isDocusaurusConfigFile(config.configFile) ? (dateMatch?.[2] ?? nameWithoutExt) : titleFromMarkdown(slug))
      const permalink = `${blog.routeBasePath.replace(/\/$/, '')}/${slug}`
      const editUrl = blogPostEditUrl(config, {
        sourceFile,
        blogFolder: folder,
        permalink,
        customEditUrl: data.custom_edit_url,
      })
      posts.push({
        sourceFile,
        slug,
        permalink,
        title,
        date,
        description: data.description ?? markdown.defaultDescription ?? '',
        keywords: data.keywords ?? [],
        hideTableOfContents: data.hide_table_of_contents === true,
        authors: resolveAuthors(
          data.authors,
          authors,
          () => ({ file: sourceFile, line: frontMatterKeyLine(source, 'authors') }),
          errors,
        ),
        tags: postTags(data.tags ?? [], blog, tagsFile),
        readingTimeMinutes: readingTimeMinutes(parsed.body),
        markdown,
        draft: data.draft === true,
        unlisted: data.unlisted === true,
        ...(editUrl ? { editUrl } : {}),
      })
    } catch (error) {
      if (error instanceof BuildError) errors.push(error)
      else throw error
    }
  }
  posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.permalink.localeCompare(b.permalink)))
  const authorsFile = path.join(folder, 'authors.yml')
  return {
    posts,
    authors: Object.values(authors ?? {}),
    ...(existsSync(authorsFile) ? { authorsFile: path.relative(config.siteDir, authorsFile) } : {}),
    warnings,
    errors,
  }
}

function postDate(value: unknown, fromFileName: string | undefined, file: string, source: string): string {
  // YAML turns `2021-13-45` into a Date by rolling the month over, so check the text as written.
  const written = value instanceof Date ? frontMatterKeys(source).get('date')?.written : undefined
  const text =
    written ??
    (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : fromFileName)
  if (text === undefined) {
    throw new BuildError('blog-date-missing', 'Blog post has no date', {
      file,
      hint: 'Name the file YYYY-MM-DD-slug.md or add `date: YYYY-MM-DD` to its front matter.',
    })
  }
  // The post's day is the calendar day as written (`2021-09-24T23:00:00-05:00` is the 24th), whatever the time zone
  // of the machine that builds; a time after the day only has to parse.
  const day = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/.exec(text)
  const [year, month, date] = (day ?? []).slice(1).map(Number)
  const utc = new Date(Date.UTC(year, month - 1, date))
  const exists =
    day !== null && utc.getUTCFullYear() === year && utc.getUTCMonth() + 1 === month && utc.getUTCDate() === date
  if (!exists || Number.isNaN(new Date(text).getTime())) {
    throw new BuildError('blog-date-invalid', `Blog post date "${text}" does not parse`, {
      file,
      line: value !== undefined ? frontMatterKeyLine(source, 'date') : undefined,
      hint: 'Write dates as YYYY-MM-DD, e.g. 2021-09-24.',
    })
  }
  return day![0]
}

/**
 * The authors of authors.yml by key (undefined when the file cannot be read), and every problem found in it. An
 * author's `page` becomes the route of their page when the blog has authors pages (else a warning says it is unused).
 */
function loadAuthors(
  config: ResolvedConfig,
  folder: string,
): { authors: Record<string, BlogAuthor> | undefined; errors: BuildError[]; warnings: BuildWarning[] } {
  const file = path.join(folder, 'authors.yml')
  if (!existsSync(file)) return { authors: {}, errors: [], warnings: [] }
  const sourceFile = path.relative(config.siteDir, file)
  let text: string
  let data: unknown
  try {
    text = readSourceFile(file, sourceFile)
    data = yaml.load(text)
  } catch (error) {
    if (error instanceof BuildError) return { authors: undefined, errors: [error], warnings: [] }
    const mark = (error as { mark?: { line: number; column: number } }).mark
    const syntax = new BuildError(
      'authors-syntax',
      `Malformed authors.yml: ${(error as { reason?: string }).reason ?? (error as Error).message}`,
      {
        file: sourceFile,
        line: mark ? mark.line + 1 : undefined,
        hint: 'authors.yml maps an author key to { name, title, url, image_url }.',
      },
    )
    return { authors: undefined, errors: [syntax], warnings: [] }
  }
  const authors: Record<string, BlogAuthor> = {}
  const errors: BuildError[] = []
  const warnings: BuildWarning[] = []
  // the file's keys are parsed for their lines only when a message needs one
  let keys: Map<string, YamlKey> | undefined
  const lineOf = (key: string) => {
    keys ??= yamlTopLevelKeys(text)
    return keys.get(key)?.line
  }
  const pageOwners = new Map<string, string>()
  // the blog config, when it has authors pages
  const withPages = config.blog !== false && config.blog.authorsPages ? config.blog : undefined
  for (const [key, raw] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    const where = () => ({ file: sourceFile, line: lineOf(key) })
    const entry = authorEntrySchema.safeParse(raw, PARSE_OPTIONS)
    if (!entry.success) {
      errors.push(authorShapeError(key, entry.error.issues[0]?.path[0], where()))
      // kept under its key, so that its posts do not add an "unknown author" error each
      authors[key] = { key, name: key }
      continue
    }
    const author = authorFrom(entry.data, where, errors, key)
    const page = entry.data.page
    if (page && withPages) {
      author.page = authorPagePath(withPages, key, page)
      const owner = pageOwners.get(author.page)
      if (owner !== undefined) {
        errors.push(
          new BuildError(
            'authors-page-collision',
            `Authors "${owner}" and "${key}" have the same page ${author.page}`,
            {
              ...where(),
              hint: `Give "${key}" another page: { permalink: ... }.`,
            },
          ),
        )
      }
      pageOwners.set(author.page, key)
    } else if (page) {
      warnings.push({
        code: 'authors-page-unused',
        message: `Author "${key}" asks for a page, but the blog has no authors pages`,
        ...where(),
        hint: "Set blog.authorsPages: true in the config, or remove the author's page key.",
      })
    }
    authors[key] = author
  }
  return { authors, errors, warnings }
}

/** What is wrong with an entry of authors.yml, by the first key zod found wrong. */
function authorShapeError(key: string, field: PropertyKey | undefined, where: { file: string; line?: number }) {
  return field === 'page'
    ? new BuildError('authors-shape', `Author "${key}" in authors.yml: page must be true, false or { permalink }`, {
        ...where,
        hint: "Write `page: true` for a page at the author's key, or `page: { permalink: jane-doe }`.",
      })
    : new BuildError('authors-shape', `Author "${key}" in authors.yml needs a name`, where)
}

/**
 * An author from authors.yml or inline in a post (`where`: its place, for errors). A url or image_url that could
 * run script is left out, and so is a social link that cannot be read, each reported in `errors`.
 */
function authorFrom(
  raw: Record<string, unknown>,
  where: () => { file: string; line?: number },
  errors: BuildError[],
  key?: string,
): BlogAuthor {
  const author: BlogAuthor = { name: String(raw.name) }
  if (key) author.key = key
  if (typeof raw.title === 'string') author.title = raw.title
  if (typeof raw.email === 'string') author.email = raw.email
  const safeUrl = (value: unknown, field: string): string | undefined => {
    if (typeof value !== 'string') return undefined
    const problem = unsafeUrlError(value, `Author "${author.name}": ${field}`, where)
    if (problem) errors.push(problem)
    return problem ? undefined : value
  }
  const url = safeUrl(raw.url, 'url')
  if (url !== undefined) author.url = url
  const imageURL = safeUrl(raw.image_url ?? raw.imageURL, 'image_url')
  if (imageURL !== undefined) author.imageURL = imageURL
  if (raw.socials !== undefined) {
    const socials = authorSocials(raw.socials, author.name, where)
    errors.push(...socials.errors)
    if (socials.links.length > 0)
      author.socials = socials.links.map((link) => ({ ...link, icon: socialIcon(link.platform) }))
  }
  return author
}

/** A post's `authors` (`where`: the key's place); unknown keys throw, unsafe URLs of inline authors go to `errors`. */
function resolveAuthors(
  value: unknown,
  known: Record<string, BlogAuthor> | undefined,
  where: () => { file: string; line?: number },
  errors: BuildError[],
): BlogAuthor[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return list.flatMap((entry) => {
    if (typeof entry === 'string') {
      // authors.yml could not be read (already reported): the key cannot be checked
      if (!known) return []
      const author = known[entry]
      if (!author) {
        throw new BuildError('blog-unknown-author', `Unknown author "${entry}"`, {
          ...where(),
          hint: `Add "${entry}" to authors.yml (known: ${Object.keys(known).join(', ') || 'none'}).`,
        })
      }
      return author
    }
    const inline = entry as Record<string, unknown>
    if (inline.page !== undefined && inline.page !== false) {
      errors.push(
        new BuildError(
          'blog-inline-author-page',
          `Author "${String(inline.name)}" written in the post cannot have a page`,
          {
            ...where(),
            hint: 'Move the author to authors.yml (with `page: true`) and list their key in the post.',
          },
        ),
      )
    }
    return authorFrom(inline, where, errors)
  })
}
