import type { MarkdownLink } from '../markdown/markdown-result.js'
import type { RouteData } from '../shared/types.js'

/** One page of the output: its path, the data its template renders, and where it came from. */
export interface Route {
  path: string
  data: RouteData
  /** the file an author edits to change this page (for errors), or the config file for generated pages */
  sourceFile: string
  /** links written in the page's Markdown, with their lines (the link checker points at them) */
  markdownLinks: Array<MarkdownLink & { file?: string }>
  /** for component pages: the module to render */
  componentFile?: string
  /** leave out of the sitemap and search (unlisted docs, 404) */
  unlisted?: boolean
  /** the route renders another route's content (version roots); canonical URL */
  canonicalPath?: string
}
