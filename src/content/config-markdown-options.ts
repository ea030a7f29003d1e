import { isDocusaurusConfigFile } from '../config/site-config-file.js'
import type { ResolvedConfig } from '../config/site-config.js'
import type { MarkdownOptions } from '../markdown/markdown-result.js'
import type { SourceReading } from '../markdown/markdown-format.js'

/**
 * The options of a page's Markdown that come from the config: the TOC levels (below), the Prism languages the site
 * adds (`themeConfig.prism.additionalLanguages`), the site's folder (where relative links find their files), and
 * Docusaurus' markup (admonitions, live blocks) for a Docusaurus site.
 */
export function configMarkdownOptions(
  config: ResolvedConfig,
  frontMatter: { toc_min_heading_level?: number; toc_max_heading_level?: number },
): Pick<
  MarkdownOptions,
  'tocMinLevel' | 'tocMaxLevel' | 'prismLanguages' | 'siteDir' | 'markup' | 'mdFormat' | 'mdxHtmlComments'
> {
  const languages = config.themeConfig.prism.additionalLanguages
  return {
    ...tocLevelOptions(config, frontMatter),
    ...(languages?.length && { prismLanguages: languages }),
    siteDir: config.siteDir,
    ...markupOptions(config),
  }
}

/**
 * Docusaurus' markup of admonitions and live blocks in a Docusaurus site (one loaded from docusaurus.config.*), this
 * theme's elsewhere; how `.md` files are read (the config's `markdownFormat`, markdown-format.ts), and whether MDX
 * may hold HTML comments (`mdxHtmlComments`, source-escapes.ts).
 */
export function markupOptions(
  config: Pick<ResolvedConfig, 'configFile' | 'markdownFormat' | 'mdxHtmlComments'>,
): Pick<MarkdownOptions, 'markup' | 'mdFormat' | 'mdxHtmlComments'> {
  return {
    ...(isDocusaurusConfigFile(config.configFile) && { markup: 'docusaurus' as const }),
    ...sourceReading(config),
  }
}

/** how the config says to read the sources beyond their extension (markdown-format.ts) */
export function sourceReading(config: Pick<ResolvedConfig, 'markdownFormat' | 'mdxHtmlComments'>): SourceReading {
  return {
    ...(config.markdownFormat === 'mdx' && { mdFormat: 'mdx' as const }),
    ...(config.mdxHtmlComments && { mdxHtmlComments: true as const }),
  }
}

/**
 * A Docusaurus doc or page keeps its `#` heading in its content, slugged like the others, so its id is taken
 * (`## Intro` under `# Intro` is `intro-1`); a blog post's is removed first (Docusaurus' removeContentTitle).
 */
export function titleIdOptions(config: Pick<ResolvedConfig, 'configFile'>): Pick<MarkdownOptions, 'titleIdReserved'> {
  return isDocusaurusConfigFile(config.configFile) ? { titleIdReserved: true } : {}
}

/**
 * The heading levels a page's table of contents lists: front matter `toc_min_heading_level` /
 * `toc_max_heading_level`, else the theme's `tableOfContents`, else the defaults of buildToc (h2–h3).
 * Docs and blog posts take the same keys.
 */
export function tocLevelOptions(
  config: ResolvedConfig,
  frontMatter: { toc_min_heading_level?: number; toc_max_heading_level?: number },
): Pick<MarkdownOptions, 'tocMinLevel' | 'tocMaxLevel'> {
  const toc = config.themeConfig.tableOfContents
  return {
    tocMinLevel: frontMatter.toc_min_heading_level ?? toc.minHeadingLevel,
    tocMaxLevel: frontMatter.toc_max_heading_level ?? toc.maxHeadingLevel,
  }
}
