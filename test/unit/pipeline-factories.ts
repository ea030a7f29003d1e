/**
 * Small factories for the plain data that flows between pipeline stages (resolved config, Markdown results,
 * docs, posts, versions, routes), so unit tests build exactly the inputs they need.
 */
import type { Root } from 'hast'
import { resolveConfig } from '../../src/config/resolve-config.js'
import type { ResolvedConfig, SiteConfig } from '../../src/config/site-config.js'
import type { BlogPost, CategoryMeta, DocEntry, SiteContent, VersionContent } from '../../src/content/content-types.js'
import type { MarkdownLink, MarkdownResult } from '../../src/markdown/markdown-result.js'
import type { Route } from '../../src/routes/route.js'
import type { SidebarItem, VersionMeta } from '../../src/shared/types.js'

export const SITE_DIR = '/srv/site'
export const CONFIG_FILE = `${SITE_DIR}/site.config.ts`

/** A resolved config (through the real resolver) for a minimal site; `patch` is applied to the authored config. */
export function makeConfig(patch: Partial<SiteConfig> = {}): ResolvedConfig {
  const config: SiteConfig = {
    title: 'Site',
    tagline: 'A site',
    url: 'https://example.test',
    themeConfig: { navbar: { title: 'Site', items: [] }, footer: { links: [] } },
    ...patch,
  }
  return resolveConfig(config, { configFile: CONFIG_FILE })
}

export function hastRoot(text = ''): Root {
  return {
    type: 'root',
    children: text
      ? [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }]
      : [],
  }
}

export function makeMarkdown(patch: Partial<MarkdownResult> = {}): MarkdownResult {
  return {
    hast: hastRoot(patch.plainText ?? 'Body text.'),
    toc: [],
    anchors: [],
    hasTruncateMarker: false,
    links: [],
    liveBlocks: [],
    plainText: 'Body text.',
    warnings: [],
    ...patch,
  }
}

/** A doc of the version `current` under `/docs`; the id defaults to the relative path. */
export function makeDoc(relativePath: string, patch: Partial<DocEntry> = {}): DocEntry {
  const id = patch.id ?? relativePath
  const title = patch.title ?? relativePath.split('/').pop()!
  return {
    version: 'current',
    id,
    sourceFile: `content/docs/current/${relativePath}.md`,
    relativePath,
    permalink: `/docs/${id}`,
    title,
    sidebarLabel: patch.sidebarLabel ?? title,
    description: '',
    frontMatter: {},
    markdown: makeMarkdown(),
    unlisted: false,
    draft: false,
    tags: [],
    ...patch,
  }
}

export function makeCategory(dir: string, patch: Partial<CategoryMeta> = {}): CategoryMeta {
  return { dir, label: dir.split('/').pop()!, sourceFile: `content/docs/current/${dir}/_category_.json`, ...patch }
}

export function makeVersionMeta(patch: Partial<VersionMeta> = {}): VersionMeta {
  return {
    name: 'current',
    label: 'Next',
    path: '/docs',
    isLast: true,
    mainDocId: 'intro',
    mainDocPath: '/docs/intro',
    docsearchTag: 'docs-default-current',
    banner: null,
    badge: true,
    docPaths: {},
    sidebars: {},
    ...patch,
  }
}

export function makeVersion(
  docs: DocEntry[],
  sidebars: Record<string, SidebarItem[]>,
  meta: Partial<VersionMeta> = {},
): VersionContent {
  return { meta: makeVersionMeta(meta), docs, categories: [], sidebars }
}

/** A blog post dated `date` (YYYY-MM-DD) with slug `slug`. */
export function makePost(slug: string, date: string, patch: Partial<BlogPost> = {}): BlogPost {
  return {
    sourceFile: `content/blog/${date}-${slug}.md`,
    slug,
    permalink: `/blog/${slug}`,
    title: patch.title ?? `Post ${slug}`,
    date,
    description: `About ${slug}`,
    keywords: [],
    hideTableOfContents: false,
    authors: [],
    tags: [],
    readingTimeMinutes: 1,
    markdown: makeMarkdown(),
    draft: false,
    unlisted: false,
    ...patch,
  }
}

export function makeContent(patch: Partial<SiteContent> = {}): SiteContent {
  return { versions: [], blog: null, pages: [], warnings: [], ...patch }
}

/** A rendered-page stand-in for the link checker: a route at `path` whose source is `sourceFile`. */
export function makeRoute(
  path: string,
  patch: Partial<Route> & { markdownLinks?: Array<MarkdownLink & { file?: string }> } = {},
): Route {
  return {
    path,
    sourceFile: `content/pages${path === '/' ? '/index' : path}.md`,
    markdownLinks: [],
    data: { kind: 'search', path, title: path, description: '', docsearchTag: 'default' },
    ...patch,
  }
}
