/**
 * Plain text out of the rendered hast, for meta descriptions, search, llms-full.txt and reading time.
 */
import type { Element, ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'

/** Elements whose text stands on its own lines. */
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'hd-tabs', 'hd-tab',
])

/**
 * The text of the whole content, code included, one block per line (blank lines removed, table cells of a row
 * on the line of the row). Heading anchors (`#`) and footnote back-links (`↩`) are left out.
 */
export function hastToPlainText(root: Root): string {
  const parts: string[] = []
  for (const child of root.children) collect(child, parts)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n')
}

function collect(node: Root['children'][number] | ElementContent, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.value)
    return
  }
  if (node.type !== 'element' || isDecoration(node)) return
  if (node.tagName === 'br') {
    parts.push('\n')
    return
  }
  const block = BLOCK_ELEMENTS.has(node.tagName)
  if (block) parts.push('\n')
  for (const child of node.children) collect(child, parts)
  if (node.tagName === 'td' || node.tagName === 'th') parts.push(' ')
  else if (block) parts.push('\n')
}

function isDecoration(node: Element): boolean {
  const className = node.properties.className
  return (
    node.tagName === 'a' &&
    ((Array.isArray(className) && className.includes('hash-link')) || node.properties.dataFootnoteBackref !== undefined)
  )
}

/** Plain text of the first non-empty top-level paragraph, whitespace collapsed (the default meta description). */
export function firstParagraphText(root: Root): string | undefined {
  for (const node of root.children) {
    if (node.type !== 'element' || node.tagName !== 'p') continue
    const text = toString(node).replace(/\s+/g, ' ').trim()
    if (text) return text
  }
  return undefined
}
