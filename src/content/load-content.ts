import type { ResolvedConfig } from '../config/site-config.js'
import { configDisplayFile } from '../config/config-location.js'
import { BuildError, BuildErrorList, withWarnings, type BuildWarning } from '../errors.js'
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js'
import type { SiteContent, VersionContent } from './content-types.js'
import {
  buildVersionContent,
  docMarkdownOptions,
  planDocsVersions,
  readDocSources,
  type DocSource,
} from './load-docs.js'
import { numberedFolderCategories, readCategories } from './read-categories.js'
import { markdownLinkResolver } from './resolve-markdown-link.js'
import { loadBlog } from './load-blog.js'
import { isDocusaurusConfigFile } from '../config/site-config-file.js'
import { loadPages } from './load-pages.js'
import { readLastUpdateDates } from './git-last-updated.js'
import type { MarkdownRenderer } from './markdown-renderer.js'
import { sitesOwnAdmonition } from '../bundle/site-theme-component.js'
import type { MdxParse } from '../markdown/render-markdown.js'
import type { FrontMatterCache } from './front-matter-cache.js'

const BROKEN_MARKDOWN_LINK = 'broken-markdown-link'
const UNSAFE_URL = 'unsafe-url'

export interface LoadContentOptions {
  renderMarkdown: MarkdownRenderer
  /** drafts are left out of production builds */
  isProduction: boolean
  /**
   * Renders the docs' Markdown ahead, all at once (worker threads, src/workers/markdown-pool.ts, or this thread
   * between turns of its event loop, prerender-in-thread.ts); the content stage then takes each doc's outcome
   * instead of calling renderMarkdown. May decline (undefined).
   */
  prerenderMarkdown?: MarkdownPrerenderer
  /**
   * the `.mdx` docs and blog posts that need a component module (list-content-modules.ts), by source file: their
   * markdown comes from the MDX compile (markdown/render-content-module.ts), not from the Markdown renderer
   */
  contentModules?: ReadonlySet<string>
  /** the module listing's parse of such a file, a copy for its compile to change (mdx-parse-store.ts), if it kept one */
  contentModuleParse?: (sourceFile: string) => MdxParse | undefined
  /** where the docs' front matter comes from (default: parsed, content/front-matter-cache.ts) */
  frontMatter?: FrontMatterCache
}

/** One outcome per job, in order: the result, or the BuildError the markdown stage threw. */
export type MarkdownPrerenderer = (
  jobs: MarkdownJob[],
  routeOfSource: ReadonlyMap<string, string>,
  /** told the relative links each job's render resolved, as worker threads report them (the build cache keeps them) */
  onLinkLookups?: (job: number, lookups: LinkLookups) => void,
) => Promise<Array<MarkdownResult | BuildError> | undefined>
/** href → what the link resolver answered (null: nothing) */
export type LinkLookups = Array<[string, string | null]>
export interface MarkdownJob {
  source: string
  /** the options without the link resolver, which the renderer makes from routeOfSource */
  options: MarkdownOptions
}

/**
 * Scans the content folders, parses front matter, renders Markdown to hast and assembles versions,
 * sidebars, the blog and pages. Every content error is collected and thrown together.
 */
export async function loadContent(config: ResolvedConfig, options: LoadContentOptions): Promise<SiteContent> {
  const warnings: BuildWarning[] = []
  const errors: BuildError[] = []

  const docsDirs = new Set([
    config.docs.dir,
    ...Object.values(config.docs.versionOptions ?? {}).flatMap((v) => v.dir ?? []),
  ])
  const lastUpdates = config.docs.showLastUpdateTime ? readLastUpdateDates(config.siteDir, ...docsDirs) : undefined
  const plans = await planDocsVersions(config)
  const versionSources = await Promise.all(
    plans.map((plan) => readDocSources(config, plan, options.isProduction, options.frontMatter)),
  )
  const categoriesPerVersion = plans.map((plan) => {
    const read = readCategories(config, plan.folder, plan.categoryFiles)
    return { ...read, categories: numberedFolderCategories(plan.files, read.categories) }
  })

  // Relative `.md` links are resolved through the source file → route map of every doc.
  const routeOfSource = new Map<string, string>()
  for (const { sources } of versionSources) for (const s of sources) routeOfSource.set(s.sourceFile, s.permalink)
  const contentModules = options.contentModules ?? new Set<string>()
  // loaded for a site that has such files only: the MDX compiler is not part of a Markdown build
  const renderContentModule =
    contentModules.size > 0 ? (await import('../markdown/render-content-module.js')).renderContentModule : undefined
  // a content module through the same renderer (and its caches), which hands it to the MDX compile
  const contentModule = renderContentModule
    ? (source: string, markdown: MarkdownOptions) =>
        renderContentModule(source, markdown, options.contentModuleParse?.(markdown.file))
    : undefined
  // whether a file is a module depends on the site's own Admonition too: an option, so that it is part of cache keys
  const moduleOptions = contentModule && {
    contentModule,
    ...(sitesOwnAdmonition(config.siteDir) && { admonitionComponent: true }),
  }
  const renderer: MarkdownRenderer = (source, markdownOptions) =>
    options.renderMarkdown(
      source,
      moduleOptions && contentModules.has(markdownOptions.file)
        ? { ...markdownOptions, ...moduleOptions }
        : markdownOptions,
    )
  const ahead = await prerenderDocs(
    config,
    versionSources.flatMap((v) => v.sources).filter((s) => !contentModules.has(s.sourceFile)),
    routeOfSource,
    options.prerenderMarkdown,
  )
  const renderWithLinks: MarkdownRenderer = (source, markdownOptions: MarkdownOptions) => {
    const prerendered = ahead.get(markdownOptions.file)
    if (prerendered && prerendered.source === source && prerendered.key === optionsKey(markdownOptions)) {
      ahead.delete(markdownOptions.file)
      if (prerendered.outcome instanceof BuildError) throw prerendered.outcome
      return prerendered.outcome
    }
    return renderer(source, {
      ...markdownOptions,
      resolveMarkdownLink: markdownLinkResolver(routeOfSource, markdownOptions.file, markdownOptions.siteDir),
    })
  }

  const versions: VersionContent[] = []
  plans.forEach((plan, i) => {
    warnings.push(...versionSources[i].warnings)
    errors.push(...versionSources[i].errors, ...categoriesPerVersion[i].errors)
    const result = buildVersionContent(
      config,
      plan,
      versionSources[i].sources,
      categoriesPerVersion[i].categories,
      renderWithLinks,
    )
    warnings.push(...result.warnings)
    errors.push(...result.errors)
    versions.push(result.version)
  })

  if (lastUpdates) {
    const { dates, problem } = await lastUpdates
    if (problem) {
      warnings.push({
        code: 'last-update-time-unavailable',
        message: `docs.showLastUpdateTime is on, but git cannot tell when docs changed (${problem}): pages show no date`,
        file: configDisplayFile(config),
        hint: 'Build from a git checkout (a shallow clone gives every file its latest commit date), or turn the option off.',
      })
    }
    for (const version of versions)
      for (const doc of version.docs) if (!doc.generatedIndex) doc.lastUpdated = dates.get(doc.sourceFile)
  }

  const blog = await loadBlog(config, renderWithLinks, options.isProduction)
  warnings.push(...blog.warnings)
  errors.push(...blog.errors)
  const pages = await loadPages(config, renderWithLinks, options.isProduction)
  warnings.push(...pages.warnings)
  errors.push(...pages.errors)

  // The markdown stage reports its problems as warnings; here they get their weight. Broken relative `.md` links
  // follow onBrokenMarkdownLinks (warnings by default, errors with 'throw', dropped with 'ignore'); unsafe URLs
  // (markdown/unsafe-url.ts, already taken out of the pages) always fail the build.
  const weight = (w: BuildWarning) =>
    w.code === UNSAFE_URL ? 'throw' : w.code === BROKEN_MARKDOWN_LINK ? config.onBrokenMarkdownLinks : 'warn'
  errors.push(...warnings.filter((w) => weight(w) === 'throw').map(BuildError.fromWarning))
  warnings.splice(0, warnings.length, ...warnings.filter((w) => weight(w) === 'warn'))

  // the warnings go with the errors: a failed build reports them too
  if (errors.length === 1) throw withWarnings(errors[0], warnings)
  if (errors.length > 1) throw withWarnings(new BuildErrorList(`${errors.length} content errors:`, errors), warnings)
  // a Docusaurus site's blog without posts has no pages and no feeds: Docusaurus makes none
  const noBlog = !config.blog || (isDocusaurusConfigFile(config.configFile) && blog.posts.length === 0)
  return {
    versions,
    blog: !noBlog
      ? { posts: blog.posts, authors: blog.authors, ...(blog.authorsFile ? { authorsFile: blog.authorsFile } : {}) }
      : null,
    pages: pages.pages,
    warnings,
  }
}

type Prerendered = Map<string, { source: string; key: string; outcome: MarkdownResult | BuildError }>

async function prerenderDocs(
  config: ResolvedConfig,
  sources: DocSource[],
  routeOfSource: ReadonlyMap<string, string>,
  prerender?: MarkdownPrerenderer,
): Promise<Prerendered> {
  const ahead: Prerendered = new Map()
  if (!prerender || sources.length === 0) return ahead
  const jobs = sources.map((s) => ({ source: s.body, options: docMarkdownOptions(config, s) }))
  const outcomes = await prerender(jobs, routeOfSource)
  if (outcomes)
    jobs.forEach((job, i) => {
      ahead.set(job.options.file, { source: job.source, key: optionsKey(job.options), outcome: outcomes[i] })
    })
  return ahead
}

/** Everything in the options that changes the result, but the link resolver (always made from routeOfSource). */
function optionsKey(options: MarkdownOptions): string {
  const { resolveMarkdownLink: _resolver, ...plain } = options
  return JSON.stringify(plain)
}
