/**
 * Per-document state of one `renderMarkdown` call. The unified processor is built once and shared by every
 * call, so its plugins take no options: they read the options of the document being rendered and write what
 * they collect (warnings, links, live blocks, headings…) into this context, found on `file.data.render`.
 */
import type { Root as HastRoot } from 'hast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { BuildError, type BuildWarning } from '../errors.js'
import type { LiveBlock, MarkdownLink, MarkdownOptions } from './markdown-result.js'
import type { TocItem } from '../shared/types.js'

declare module 'vfile' {
  interface DataMap {
    render: RenderContext
  }
}

export class RenderContext {
  /** the Markdown source with line endings normalised to `\n` (offsets in node positions point into it) */
  readonly source: string
  readonly file: string
  readonly lineOffset: number
  readonly resolveMarkdownLink?: (href: string) => string | undefined
  /** Prism languages highlighted beyond the built-in ones */
  readonly prismLanguages: readonly string[]
  /** whose markup admonitions and live blocks take (MarkdownOptions.markup) */
  readonly markup: 'docusaurus' | 'theme'
  /** the title heading's id is reserved (MarkdownOptions.titleIdReserved) */
  readonly titleIdReserved: boolean
  /** admonitions are the `admonition` MDX component (MarkdownOptions.admonitionComponent) */
  readonly admonitionComponent: boolean

  readonly warnings: BuildWarning[] = []
  readonly links: MarkdownLink[] = []
  readonly liveBlocks: LiveBlock[] = []
  /** every heading that got an id, in document order, except the removed title (TocItem shape: id, text, level) */
  readonly headings: TocItem[] = []
  title?: string
  excerpt?: HastRoot
  /** a Docusaurus site's content: its first line of text, its default description (first-line-text.ts) */
  firstLine?: string

  constructor(source: string, options: MarkdownOptions) {
    this.source = source
    this.file = options.file
    this.lineOffset = options.lineOffset ?? 0
    this.resolveMarkdownLink = options.resolveMarkdownLink
    this.prismLanguages = options.prismLanguages ?? []
    this.markup = options.markup ?? 'theme'
    this.admonitionComponent = options.admonitionComponent === true
    this.titleIdReserved = options.titleIdReserved === true
  }

  /** 1-based line of a node in the real file (front matter included), when the node has a position. */
  lineOf(node: Node | undefined): number | undefined {
    const line = node?.position?.start.line
    return line === undefined ? undefined : line + this.lineOffset
  }

  warn(code: string, message: string, node: Node | undefined, hint?: string): void {
    const warning: BuildWarning = { code, message, file: this.file }
    const line = this.lineOf(node)
    if (line !== undefined) warning.line = line
    if (hint !== undefined) warning.hint = hint
    this.warnings.push(warning)
  }

  /** An error the author must fix; plugins throw it and it leaves `renderMarkdown` unchanged. */
  error(code: string, message: string, node: Node | undefined, hint?: string): BuildError {
    return new BuildError(code, message, {
      file: this.file,
      line: this.lineOf(node),
      column: node?.position?.start.column,
      hint,
    })
  }

  /** The exact source text of a node (used to give unhandled directives back their original spelling). */
  sourceOf(node: Node): string {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    return start === undefined || end === undefined ? '' : this.source.slice(start, end)
  }
}

export function renderContextOf(file: VFile): RenderContext {
  const context = file.data.render
  if (!context) throw new Error('markdown plugins must run through renderMarkdown (no render context on the file)')
  return context
}
