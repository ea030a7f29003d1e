/**
 * What the content stage hands to the later stages: every doc, post and page, already turned into hast,
 * plus the sidebars and version list. Node-side only (it keeps source paths and raw front matter).
 */
import type { LiveBlock, MarkdownResult } from '../markdown/markdown-result.js'
import type { BlogAuthor, BlogTag, SidebarItem, VersionMeta } from '../shared/types.js'
import type { BuildWarning } from '../errors.js'
import type { VersionPlan } from './load-docs.js'

export interface DocEntry {
  version: string
  /** `api/use-hotkeys` (folder + front matter id or file name) */
  id: string
  /** relative to the site dir, e.g. `content/docs/current/api/use-hotkeys.md` */
  sourceFile: string
  /** path inside the version folder, without extension: `api/use-hotkeys` */
  relativePath: string
  permalink: string
  title: string
  /**
   * in a Docusaurus site, the content's `#` heading: shown as the page's heading (DocRouteData.heading) even when front
   * matter gives another title or `hide_title`, which hides only a title declared in front matter, as Docusaurus does
   */
  heading?: string
  sidebarLabel: string
  sidebarPosition?: number
  description: string
  frontMatter: Record<string, unknown>
  markdown: MarkdownResult
  unlisted: boolean
  draft: boolean
  editUrl?: string
  tags: BlogTag[]
  /** `YYYY-MM-DD` of the last commit touching the file (docs.showLastUpdateTime), when git knows it */
  lastUpdated?: string
  /** a sidebar category's generated index page (generated-index-doc.ts), not an authored doc */
  generatedIndex?: true
}

export interface CategoryMeta {
  /** folder relative to the version folder */
  dir: string
  label: string
  position?: number
  /** doc id the category label links to */
  linkDocId?: string
  /** `collapsible` / `collapsed` as written (Docusaurus' keys) */
  collapsible?: boolean
  collapsed?: boolean
  /** `"link": { "type": "generated-index", … }`: the category's own page listing its items */
  generatedIndex?: { title?: string; description?: string; slug?: string; keywords?: string[] }
  sourceFile?: string
}

export interface VersionContent {
  meta: VersionMeta
  docs: DocEntry[]
  categories: CategoryMeta[]
  sidebars: Record<string, SidebarItem[]>
  /** what the version was read from (its folder and files): watch mode derives an edited version from it */
  plan?: VersionPlan
}

export interface BlogPost {
  sourceFile: string
  slug: string
  permalink: string
  title: string
  /** YYYY-MM-DD */
  date: string
  description: string
  /** front matter `keywords` (the page's `<meta name="keywords">`) */
  keywords: string[]
  hideTableOfContents: boolean
  authors: BlogAuthor[]
  tags: BlogTag[]
  readingTimeMinutes: number
  markdown: MarkdownResult
  draft: boolean
  unlisted: boolean
  /** "Edit this page" (blog.editUrl, front matter custom_edit_url) */
  editUrl?: string
}

export interface PageEntry {
  sourceFile: string
  permalink: string
  kind: 'markdown' | 'component'
  title: string
  description: string
  /** front matter `keywords` of Markdown pages */
  keywords: string[]
  hideTitle: boolean
  hideTableOfContents: boolean
  /** built, but left out of the sitemap and search (Markdown pages' `unlisted` front matter) */
  unlisted?: boolean
  /** markdown pages */
  markdown?: MarkdownResult
  /** component pages: key into the page registry (the source path relative to the pages folder, no extension) */
  componentKey?: string
  /** component pages: absolute path of the module */
  componentFile?: string
  /** component pages: their live blocks (.mdx: rehype-module-live-blocks.ts; React pages: react-page-live-blocks.ts) */
  liveBlocks?: LiveBlock[]
}

export interface SiteContent {
  versions: VersionContent[]
  /** the posts, and the authors of authors.yml in its order (none without the file) and that file */
  blog: { posts: BlogPost[]; authors: BlogAuthor[]; authorsFile?: string } | null
  pages: PageEntry[]
  warnings: BuildWarning[]
}
