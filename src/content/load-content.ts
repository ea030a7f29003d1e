import path from 'node:path'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError, BuildErrorList, type BuildWarning } from '../errors.js'
import type { MarkdownOptions } from '../markdown/markdown-result.js'
import type { SiteContent, VersionContent } from './content-types.js'
import { buildVersionContent, planDocsVersions, readCategories, readDocSources } from './load-docs.js'
import { loadBlog } from './load-blog.js'
import { loadPages } from './load-pages.js'
import type { MarkdownRenderer } from './markdown-renderer.js'

const BROKEN_MARKDOWN_LINK = 'broken-markdown-link'

export interface LoadContentOptions {
  renderMarkdown: MarkdownRenderer
  /** drafts are left out of production builds */
  isProduction: boolean
}

/**
 * Scans the content folders, parses front matter, renders Markdown to hast and assembles versions,
 * sidebars, the blog and pages. Every content error is collected and thrown together.
 */
export async function loadContent(config: ResolvedConfig, options: LoadContentOptions): Promise<SiteContent> {
  const warnings: BuildWarning[] = []
  const errors: BuildError[] = []

  const plans = await planDocsVersions(config)
  const versionSources = await Promise.all(plans.map((plan) => readDocSources(config, plan, options.isProduction)))
  const categoriesPerVersion = await Promise.all(plans.map((plan) => readCategories(config, plan)))

  // Relative `.md` links are resolved through the source file → route map of every doc.
  const routeOfSource = new Map<string, string>()
  for (const { sources } of versionSources) for (const s of sources) routeOfSource.set(s.sourceFile, s.permalink)
  const renderWithLinks: MarkdownRenderer = (source, markdownOptions: MarkdownOptions) =>
    options.renderMarkdown(source, {
      ...markdownOptions,
      resolveMarkdownLink: (href) => {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(markdownOptions.file), decodeHref(href)))
        return routeOfSource.get(target) ?? routeOfSource.get(target.replace(/\.md$/, '.mdx'))
      },
    })

  const versions: VersionContent[] = []
  plans.forEach((plan, i) => {
    warnings.push(...versionSources[i].warnings)
    errors.push(...versionSources[i].errors)
    const result = buildVersionContent(config, plan, versionSources[i].sources, categoriesPerVersion[i], renderWithLinks)
    warnings.push(...result.warnings)
    errors.push(...result.errors)
    versions.push(result.version)
  })

  const blog = await loadBlog(config, renderWithLinks, options.isProduction)
  warnings.push(...blog.warnings)
  errors.push(...blog.errors)
  const pages = await loadPages(config, renderWithLinks, options.isProduction)
  warnings.push(...pages.warnings)
  errors.push(...pages.errors)

  // Broken relative `.md` links follow onBrokenMarkdownLinks: warnings by default, errors with 'throw', dropped with 'ignore'.
  const brokenMarkdownLinks = warnings.filter((w) => w.code === BROKEN_MARKDOWN_LINK)
  if (config.onBrokenMarkdownLinks !== 'warn' && brokenMarkdownLinks.length > 0) {
    warnings.splice(0, warnings.length, ...warnings.filter((w) => w.code !== BROKEN_MARKDOWN_LINK))
    if (config.onBrokenMarkdownLinks === 'throw') errors.push(...brokenMarkdownLinks.map((w) => new BuildError(w.code, w.message, { file: w.file, line: w.line, hint: w.hint })))
  }

  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} content errors:`, errors)
  return { versions, blog: config.blog ? { posts: blog.posts } : null, pages: pages.pages, warnings }
}

/** `my%20notes.md` → `my notes.md`; a malformed escape (`100%.md`) is kept as written, so it is reported as a broken link. */
function decodeHref(href: string): string {
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}
