/**
 * Whether a body is read as MDX or as Markdown.
 *
 * - An `.mdx` file is MDX.
 * - An `.md` file is Markdown (Docusaurus' `format: 'detect'`), except on a site whose `.md` files are MDX
 *   (`mdFormat: 'mdx'`, Docusaurus' default `markdown.format`). There a body that uses MDX's syntax outside code (a
 *   JSX or HTML tag, an `import`/`export` line, a `{…}` expression) is read as MDX, as Docusaurus reads every `.md`
 *   file: `<details>` is an element, `{1 + 1}` is 2. A body without any is read as Markdown, which renders it the same
 *   and faster (one known exception: an indented code block, which MDX reads as a paragraph).
 *
 * Such a body that is not valid MDX (an HTML comment, an unclosed `<br>`) falls back to Markdown with a warning
 * (render-markdown.ts), where Docusaurus stops the build.
 */
import type { MarkdownOptions } from './markdown-result.js'
import { forEachLineOutsideFences } from './lines-outside-fences.js'
import { escapeSource } from './source-escapes.js'

export type FormatOptions = Pick<MarkdownOptions, 'file' | 'mdFormat'>

/** how a site's sources are read beyond their extension: `.md` as MDX, HTML comments in MDX (from its config) */
export type SourceReading = Pick<MarkdownOptions, 'mdFormat' | 'mdxHtmlComments'>

export const isMdxFile = (file: string) => file.toLowerCase().endsWith('.mdx')

export function readsAsMdx(source: string, options: FormatOptions): boolean {
  if (isMdxFile(options.file)) return true
  return options.mdFormat === 'mdx' && usesMdxSyntax(source)
}

/** The body as the parser sees it: line endings normalized, and the escapes of source-escapes.ts applied. */
export function normalizedBody(source: string, options: FormatOptions & EscapeMarkdownOptions): string {
  return normalizeBody(source, readsAsMdx(source, options), options)
}

type EscapeMarkdownOptions = Pick<MarkdownOptions, 'markup' | 'mdxHtmlComments'>

export const normalizeBody = (source: string, mdx: boolean, { markup, mdxHtmlComments }: EscapeMarkdownOptions) =>
  escapeSource(source.replace(/\r\n?/g, '\n'), { mdx, markup, htmlComments: mdxHtmlComments })

/** a tag's start: `<details>`, `<br/>`, `<Tabs groupId…`, `</div>`; not an autolink (`<https://…>`) or `a < b` */
const TAG = /<\/?[A-Za-z][\w.-]*(?:\s|\/?>)/
/** `import x from 'y'`, `export const…` at the start of a line */
const ESM_LINE = /^(?:import|export)\s/m
/** `{` that is not a heading id (`## Title {#id}`, which Markdown reads too) */
const EXPRESSION = /\{(?!#[^\s{}]+\})/
const CODE_SPAN = /(`+)[^`][\s\S]*?\1/g

/** whether the body, outside fenced code and code spans, has a tag, an ESM line or an expression */
export function usesMdxSyntax(source: string): boolean {
  if (!/[<{]|^(?:import|export)\s/m.test(source)) return false
  const text = textOutsideCode(source)
  return MDX_SYNTAX.some((pattern) => pattern.test(text))
}

const MDX_SYNTAX = [TAG, ESM_LINE, EXPRESSION]

function textOutsideCode(source: string): string {
  const lines = source.split('\n')
  const kept: string[] = []
  forEachLineOutsideFences(lines, (i) => kept.push(lines[i]))
  return kept.join('\n').replace(CODE_SPAN, '')
}
