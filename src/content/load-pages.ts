import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError, type BuildWarning } from '../errors.js'
import type { PageEntry } from './content-types.js'
import { checkFrontMatterFields, parseFrontMatter, type FieldType } from './parse-front-matter.js'
import type { MarkdownRenderer } from './markdown-renderer.js'

export const PAGE_FRONT_MATTER: Record<string, FieldType> = {
  title: 'string',
  description: 'string',
  keywords: 'string[]',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  slug: 'string',
  image: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
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
  const folder = path.join(config.siteDir, config.contentDir, 'pages')
  const warnings: BuildWarning[] = []
  const errors: BuildError[] = []
  const pages: PageEntry[] = []
  if (!existsSync(folder)) return { pages, warnings, errors }
  const files = (await fg('**/*.{md,tsx,jsx}', { cwd: folder, ignore: ['**/_*', '**/_*/**', '**/*.test.*'] })).sort()
  for (const file of files) {
    const sourceFile = path.relative(config.siteDir, path.join(folder, file))
    const withoutExt = file.replace(/\.(md|tsx|jsx)$/, '')
    const routePart = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '')
    const permalink = `/${routePart}`
    if (file.endsWith('.md')) {
      const source = await readFile(path.join(folder, file), 'utf8')
      try {
        const parsed = parseFrontMatter(source, sourceFile)
        const check = checkFrontMatterFields(parsed.data, PAGE_FRONT_MATTER, source, sourceFile)
        warnings.push(...check.warnings)
        if (check.errors.length) {
          errors.push(...check.errors)
          continue
        }
        if (isProduction && parsed.data.draft === true) continue
        const markdown = renderMarkdown(parsed.body, { file: sourceFile, lineOffset: parsed.lineOffset })
        warnings.push(...markdown.warnings)
        const slug = parsed.data.slug as string | undefined
        pages.push({
          sourceFile,
          permalink: slug ? `/${slug.replace(/^\/|\/$/g, '')}` : permalink,
          kind: 'markdown',
          title: (parsed.data.title as string | undefined) ?? markdown.title ?? '',
          description: (parsed.data.description as string | undefined) ?? markdown.firstParagraph ?? '',
          keywords: (parsed.data.keywords as string[] | undefined) ?? [],
          hideTitle: parsed.data.hide_title === true,
          hideTableOfContents: parsed.data.hide_table_of_contents === true,
          unlisted: parsed.data.unlisted === true,
          markdown,
        })
      } catch (error) {
        if (error instanceof BuildError) errors.push(error)
        else throw error
      }
    } else {
      pages.push({
        sourceFile,
        permalink,
        kind: 'component',
        title: '',
        description: '',
        keywords: [],
        hideTitle: false,
        hideTableOfContents: true,
        componentKey: withoutExt,
        componentFile: path.join(folder, file),
      })
    }
  }
  return { pages, warnings, errors }
}
