/**
 * A doc's or blog post's "Edit this page" URL: front matter `custom_edit_url` (a URL, or null for none), else the
 * config's `editUrl` (`docs.editUrl`, `blog.editUrl`) — a string base joined with the file's path relative to the
 * site dir, or a function given what Docusaurus gives it about the file, returning the URL or undefined. A function
 * that throws or returns something other than a string is an error naming the config path and the file.
 */
import path from 'node:path'
import { ConfigError } from '../config/config-error.js'
import { configLocation } from '../config/config-location.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'

interface EditUrlSource<P> {
  /** `docs` or `blog`: the config section whose `editUrl` applies */
  section: 'docs' | 'blog'
  setting: string | ((params: P) => string | undefined) | undefined
  /** relative to the site dir */
  sourceFile: string
  /** front matter `custom_edit_url` as written (absent, a string or null) */
  customEditUrl: unknown
  /** what the function is given, `locale` aside */
  params: () => Omit<P, 'locale'>
  /** what the hint says the function is given */
  given: string
}

function editUrl<P>(config: ResolvedConfig, source: EditUrlSource<P>): string | undefined {
  if (source.customEditUrl === null) return undefined
  if (typeof source.customEditUrl === 'string') return source.customEditUrl
  const { setting } = source
  if (setting === undefined) return undefined
  if (typeof setting === 'string') return `${setting.replace(/\/$/, '')}/${source.sourceFile}`
  const at = [source.section, 'editUrl']
  const fail = (detail: string, cause?: unknown) =>
    new ConfigError('config-edit-url', at, `${detail} for ${source.sourceFile}`, {
      ...configLocation(config, at),
      hint: `The function is called once per file with { ${source.given}, locale } and returns a URL, or undefined for no edit link.`,
      cause,
    })
  let url: unknown
  try {
    url = setting({ ...source.params(), locale: DEFAULT_LOCALE } as P)
  } catch (error) {
    throw fail(`the editUrl function threw "${error instanceof Error ? error.message : String(error)}"`, error)
  }
  if (url === undefined || url === null || url === '') return undefined
  if (typeof url !== 'string') throw fail(`the editUrl function returned ${typeof url}, not a URL string`)
  return url
}

const posixRelative = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/')

export interface EditUrlDoc {
  /** relative to the site dir: `content/docs/current/api/use-hotkeys.md` */
  sourceFile: string
  /** the version's folder, absolute */
  versionFolder: string
  version: string
  permalink: string
  customEditUrl: unknown
}

export function docEditUrl(config: ResolvedConfig, doc: EditUrlDoc): string | undefined {
  return editUrl(config, {
    section: 'docs',
    setting: config.docs.editUrl,
    sourceFile: doc.sourceFile,
    customEditUrl: doc.customEditUrl,
    params: () => ({
      version: doc.version,
      versionDocsDirPath: posixRelative(config.siteDir, doc.versionFolder),
      docPath: posixRelative(doc.versionFolder, path.join(config.siteDir, doc.sourceFile)),
      permalink: doc.permalink,
    }),
    given: 'version, versionDocsDirPath, docPath, permalink',
  })
}

export interface EditUrlPost {
  /** relative to the site dir: `blog/2026-03-01-lanterns.md` */
  sourceFile: string
  /** the blog's folder, absolute */
  blogFolder: string
  permalink: string
  customEditUrl: unknown
}

export function blogPostEditUrl(config: ResolvedConfig, post: EditUrlPost): string | undefined {
  return editUrl(config, {
    section: 'blog',
    setting: config.blog ? config.blog.editUrl : undefined,
    sourceFile: post.sourceFile,
    customEditUrl: post.customEditUrl,
    params: () => ({
      blogDirPath: posixRelative(config.siteDir, post.blogFolder),
      blogPath: posixRelative(post.blogFolder, path.join(config.siteDir, post.sourceFile)),
      permalink: post.permalink,
    }),
    given: 'blogDirPath, blogPath, permalink',
  })
}
