/**
 * A Docusaurus site's default description (a doc, post or Markdown page without `description` in its front matter):
 * the first line of text of the content, read on the parsed tree, as Docusaurus' builds show it (the table of
 * observations is test/unit/markdown/first-line-text.test.ts):
 * - `#` headings are left out (the title), other headings are text; code fences, comments, imports and exports,
 *   link and footnote definitions and an admonition's title are left out; an indented code block is text;
 * - only the first line counts: a paragraph's text up to its first line break;
 * - inline markup is reduced to its text (an image to its alt, a footnote reference and HTML tags to nothing,
 *   an `{expression}` kept as written, an emoji shortcode and an `<https://…>` autolink dropped), blockquote markers dropped, a list item keeps
 *   its marker (`- item`, `1. item`), a table its first row with its pipes;
 * - the text is trimmed; spaces inside it are kept.
 * - character references are kept as written (`&amp;`, `&nbsp;`), as Docusaurus shows them.
 * Where Docusaurus' output is an artefact of reading the source as text (an MDX comment shown as `{/ c /}`, a
 * backslash escape half kept, `10:30:45` read as an emoji), the text of the tree is given instead.
 */
import type { Nodes, Parents, PhrasingContent, Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { withoutEmojiShortcodes } from './remark-emoji-shortcodes.js'
import { type RenderContext, renderContextOf } from './render-context.js'

/** reads a Docusaurus site's first line of text into its render context; runs first, on the tree as parsed */
export function remarkFirstLine() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    if (context.markup === 'docusaurus') context.firstLine = firstLineText(tree, context.source)
  }
}

/**
 * A page's default description (MarkdownResult.defaultDescription): on a Docusaurus site the first line of text
 * remarkFirstLine read, elsewhere `firstParagraph` (asked for only there).
 */
export function defaultDescription(
  context: RenderContext,
  firstParagraph: () => string | undefined,
): string | undefined {
  return context.markup === 'docusaurus' ? context.firstLine : firstParagraph()
}

/** The first line of text of a Markdown or MDX tree (`source`: the text its positions point into), or undefined. */
export function firstLineText(tree: Root, source: string): string | undefined {
  return childrenLine(tree.children, source)
}

function blockLine(node: RootContent, source: string): string | undefined {
  switch (node.type) {
    case 'heading':
      return node.depth === 1
        ? undefined
        : nonEmpty(phrasingLine(node.children, source).replace(/\s*\{#[^}]*\}\s*$/, ''))
    case 'paragraph':
      return nonEmpty(phrasingLine(node.children, source))
    case 'code':
      return isFenced(node, source) ? undefined : firstNonEmptyLine(node.value)
    case 'html':
      return firstNonEmptyLine(withoutTags(node.value))
    case 'table': {
      const cells = (node.children[0]?.children ?? []).map((cell) => phrasingLine(cell.children, source).trim())
      const row = cells.join(' | ')
      const start = node.position?.start.offset
      return nonEmpty(start !== undefined && source[start] === '|' ? `| ${row} |` : row)
    }
    case 'list':
      return listLine(node, source)
    case 'containerDirective':
      return childrenLine(
        node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel)),
        source,
      )
    case 'blockquote':
    case 'mdxJsxFlowElement':
      return childrenLine(node.children, source)
    default:
      // front matter, thematic breaks, definitions, leaf directives, imports and exports, `{expressions}`
      return undefined
  }
}

function childrenLine(children: RootContent[], source: string): string | undefined {
  for (const child of children) {
    const line = blockLine(child, source)
    if (line !== undefined) return line
  }
  return undefined
}

/** a list's first line of text, after its marker (`- `, `1. `, `- [ ] `) when it is on the marker's line */
function listLine(list: Extract<Nodes, { type: 'list' }>, source: string): string | undefined {
  for (const item of list.children) {
    for (const child of item.children) {
      const line = blockLine(child, source)
      if (line === undefined) continue
      const itemStart = item.position?.start
      const childStart = child.position?.start
      if (itemStart?.offset === undefined || childStart?.offset === undefined || itemStart.line !== childStart.line)
        return line
      const marker = source.slice(itemStart.offset, childStart.offset).trim()
      return marker ? `${marker} ${line}` : line
    }
  }
  return undefined
}

/** Inline content's text up to its first line break (a soft one or a hard one). */
function phrasingLine(children: PhrasingContent[], source: string): string {
  const collected = { text: '', ended: false }
  for (const child of children) {
    collectPhrasing(child, collected, source)
    if (collected.ended) break
  }
  return withoutEmojiShortcodes(collected.text)
}

function collectPhrasing(node: PhrasingContent, collected: { text: string; ended: boolean }, source: string): void {
  if (collected.ended || isAngleAutolink(node, source)) return
  const append = (value: string) => {
    const lineBreak = value.indexOf('\n')
    collected.text += lineBreak < 0 ? value : value.slice(0, lineBreak)
    if (lineBreak >= 0) collected.ended = true
  }
  switch (node.type) {
    case 'text':
      append(textAsWritten(node, source))
      return
    case 'inlineCode':
      append(node.value)
      return
    case 'image':
    case 'imageReference':
      append(node.alt ?? '')
      return
    case 'break':
      collected.ended = true
      return
    case 'mdxTextExpression':
      if (!isComment(node.value)) append(`{${node.value}}`)
      return
    case 'textDirective':
      append(`:${node.name}`)
      break
    case 'html':
    case 'footnoteReference':
      return
  }
  if ('children' in node)
    for (const child of (node as Parents).children) collectPhrasing(child as PhrasingContent, collected, source)
}

/** `<https://…>`: Docusaurus reads it as an HTML tag, which the line leaves out */
function isAngleAutolink(node: PhrasingContent, source: string): boolean {
  const start = node.position?.start.offset
  return node.type === 'link' && start !== undefined && source[start] === '<'
}

/**
 * A text's characters as written: character references (`&amp;`, `&nbsp;`, `&#169;`) stay as they are in the
 * source, as Docusaurus' descriptions show them; backslash escapes are resolved (`\*` is `*`).
 */
function textAsWritten(node: Extract<PhrasingContent, { type: 'text' }>, source: string): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  const written = start === undefined || end === undefined ? '' : source.slice(start, end)
  return written.includes('&') ? written.replace(/\\([!-/:-@[-`{-~])/g, '$1') : node.value
}

const isComment = (expression: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression)

/** a fenced code block (```/~~~), not an indented one, which Docusaurus reads as a line of text */
function isFenced(node: { position?: { start: { offset?: number } } }, source: string): boolean {
  const start = node.position?.start.offset
  return start === undefined || /^[`~]{3}/.test(source.slice(start, start + 3))
}

/** raw HTML's text: comments and tags taken out */
function withoutTags(html: string): string {
  return html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<[^>]*>/g, '')
}

function firstNonEmptyLine(text: string): string | undefined {
  for (const line of text.split('\n')) if (line.trim()) return line.trim()
  return undefined
}

const nonEmpty = (text: string): string | undefined => text.trim() || undefined
