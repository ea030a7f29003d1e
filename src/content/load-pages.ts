import path from 'node:path'
import { readSourceFile } from './read-source-file.js'
import { configMarkdownOptions, markupOptions, titleIdOptions } from './config-markdown-options.js'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError, type BuildWarning } from '../errors.js'
import type { PageEntry } from './content-types.js'
import { parseFrontMatter } from './parse-front-matter.js'
import { checkFrontMatter } from './check-front-matter.js'
import { pageFrontMatterSchema } from '../shared/schemas/front-matter-schema.js'
import type { MarkdownRenderer } from './markdown-renderer.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import { mdxFileNeedsModule } from './mdx-file-needs-module.js'
import { COMPONENT_MODULE_CODES, contentModuleKey } from '../markdown/mdx-support.js'
import { reactPageLiveBlocks } from './react-page-live-blocks.js'
import { sitesOwnAdmonition } from '../bundle/site-theme-component.js'
import { needsComponentModule } from '../markdown/render-markdown.js'

const pagesFolder = (config: ResolvedConfig) => path.join(config.siteDir, config.pagesDir)

/**
 * The files of the pages folder (relative to it) that are pages, sorted: Markdown, and React components in any of
 * JavaScript's and TypeScript's extensions (Docusaurus' pages plugin takes the same), except `_`-prefixed files and
 * folders, tests and `__tests__` folders.
 */
async function listPageFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return []
  // a synchronous walk, like the docs' (load-docs.ts)
  return fg
    .sync('**/*.{md,mdx,js,jsx,ts,tsx}', {
      cwd: folder,
      ignore: ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'],
    })
    .sort()
}

const isComponentPage = (file: string) => !/\.mdx?$/.test(file)
const PAGE_EXTENSION = /\.(mdx?|[jt]sx?)$/
/** `about/team` for `about/team.tsx`: the key a component page's route data names its module by */
const componentKeyOf = (file: string) => file.replace(PAGE_EXTENSION, '')

export interface ComponentPageFile {
  key: string
  /** absolute path */
  file: string
  /** the MDX content of a doc, blog post or Markdown page (list-content-modules.ts), shown in its frame: no title, no page frame */
  content?: true
}

/** The React pages of the site: known from the file system alone, so they can be compiled before the content loads. */
export async function listComponentPages(config: ResolvedConfig): Promise<ComponentPageFile[]> {
  const folder = pagesFolder(config)
  const ownAdmonition = sitesOwnAdmonition(config.siteDir)
  return (await listPageFiles(folder)).flatMap((file): ComponentPageFile[] => {
    const absolute = path.join(folder, file)
    if (isComponentPage(file)) return [{ key: componentKeyOf(file), file: absolute }]
    // an .mdx page whose content needs a component module (or an .md one with an admonition the site's own
    // Admonition renders): a Markdown page (title, TOC) rendering that module
    const sourceFile = path.relative(config.siteDir, absolute)
    return mdxFileNeedsModule(absolute, sourceFile, undefined, undefined, {
      ...markupOptions(config),
      admonitionComponent: ownAdmonition,
    })
      ? [{ key: contentModuleKey(sourceFile), file: absolute, content: true }]
      : []
  })
}

/**
 * Markdown and React pages from the pages folder. A React page must have a default export (checked at render).
 * Draft Markdown pages are left out of production builds; unlisted ones are built but kept out of the sitemap and search.
 */
export async function loadPages(
  config: ResolvedConfig,
  renderMarkdown: MarkdownRenderer,
  isProduction = false,
): Promise<{ pages: PageEntry[]; warnings: BuildWarning[]; errors: BuildError[] }> {
  const folder = pagesFolder(config)
  const warnings: BuildWarning[] = []
  const errors: BuildError[] = []
  const pages: PageEntry[] = []
  const ownAdmonition = sitesOwnAdmonition(config.siteDir)
  for (const file of await listPageFiles(folder)) {
    const sourceFile = path.relative(config.siteDir, path.join(folder, file))
    const withoutExt = file.replace(PAGE_EXTENSION, '')
    const routePart = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '')
    const permalink = `/${routePart}`
    if (isComponentPage(file)) {
      try {
        const liveBlocks = reactPageLiveBlocks(readSourceFile(path.join(folder, file), sourceFile), sourceFile)
        pages.push({
          ...componentPageEntry(file, sourceFile, permalink, folder),
          ...(liveBlocks.length > 0 ? { liveBlocks } : {}),
        })
      } catch (error) {
        if (!(error instanceof BuildError)) throw error
        errors.push(error)
      }
      continue
    }
    try {
      const source = readSourceFile(path.join(folder, file), sourceFile)
      const parsed = parseFrontMatter(source, sourceFile)
      const {
        data,
        errors: frontMatterErrors,
        warnings: frontMatterWarnings,
      } = checkFrontMatter(parsed.data, pageFrontMatterSchema, source, sourceFile)
      warnings.push(...frontMatterWarnings)
      if (!data) {
        errors.push(...frontMatterErrors)
        continue
      }
      if (isProduction && data.draft === true) continue
      const slugged = data.slug ? `/${data.slug.replace(/^\/|\/$/g, '')}` : permalink
      const options = {
        file: sourceFile,
        lineOffset: parsed.lineOffset,
        ...configMarkdownOptions(config, data),
        ...titleIdOptions(config),
        ...(ownAdmonition && { admonitionComponent: true }),
      }
      let markdown: MarkdownResult
      try {
        // admonitions the site's own Admonition renders: a component module, as listComponentPages found
        markdown =
          ownAdmonition && needsComponentModule(parsed.body, options)
            ? (await import('../markdown/render-content-module.js')).renderContentModule(parsed.body, options)
            : renderMarkdown(parsed.body, options)
      } catch (error) {
        // an .mdx page (or an .md one read as MDX) the static lowering cannot render: its content is a component
        // module (listComponentPages listed it) in the Markdown page's frame, as a doc's is in the doc's
        if (!(error instanceof BuildError && COMPONENT_MODULE_CODES.has(error.code))) throw error
        markdown = (await import('../markdown/render-content-module.js')).renderContentModule(parsed.body, options)
      }
      warnings.push(...markdown.warnings)
      pages.push({
        sourceFile,
        permalink: slugged,
        kind: 'markdown',
        title: data.title ?? markdown.title ?? '',
        description: data.description ?? markdown.defaultDescription ?? '',
        keywords: data.keywords ?? [],
        hideTitle: data.hide_title === true,
        hideTableOfContents: data.hide_table_of_contents === true,
        unlisted: data.unlisted === true,
        markdown,
      })
    } catch (error) {
      if (!(error instanceof BuildError)) throw error
      errors.push(error)
    }
  }
  return { pages, warnings, errors }
}

function componentPageEntry(file: string, sourceFile: string, permalink: string, folder: string): PageEntry {
  return {
    sourceFile,
    permalink,
    kind: 'component',
    title: '',
    description: '',
    keywords: [],
    hideTitle: false,
    hideTableOfContents: true,
    componentKey: componentKeyOf(file),
    componentFile: path.join(folder, file),
  }
}
