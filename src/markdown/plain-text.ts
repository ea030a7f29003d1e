/**
 * Plain text out of the rendered hast, for meta descriptions, search, llms-full.txt and reading time.
 */
import type { Element, ElementContent, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'

/** Elements whose text stands on its own lines. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
  'hd-tabs',
  'hd-tab',
])

/**
 * The text of the whole content, code included, one block per line: whitespace inside a block collapses to
 * single spaces (soft line breaks too), table cells of a row share its line, code keeps its lines and
 * indentation, blank lines are dropped. Heading anchors (`#`) and footnote back-links (`↩`) are left out.
 */
export function hastToPlainText(root: Root): string {
  const collector = { lines: [] as string[], current: '' }
  for (const child of root.children) collect(child, collector)
  endLine(collector)
  return collector.lines.join('\n')
}

interface Collector {
  lines: string[]
  /** text of the block being read */
  current: string
}

function endLine(collector: Collector): void {
  const line = collector.current.replace(/\s+/g, ' ').trim()
  if (line) collector.lines.push(line)
  collector.current = ''
}

function collect(node: Root['children'][number] | ElementContent, collector: Collector): void {
  if (node.type === 'text') {
    collector.current += node.value
    return
  }
  if (node.type !== 'element' || isDecoration(node)) return
  if (node.tagName === 'br') {
    endLine(collector)
  } else if (node.tagName === 'pre') {
    endLine(collector)
    for (const line of hastToString(node).split('\n')) if (line.trim()) collector.lines.push(line.trimEnd())
  } else if (node.tagName === 'td' || node.tagName === 'th') {
    for (const child of node.children) collect(child, collector)
    collector.current += ' '
  } else {
    const block = BLOCK_ELEMENTS.has(node.tagName)
    if (block) endLine(collector)
    for (const child of node.children) collect(child, collector)
    if (block) endLine(collector)
  }
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
    const text = hastToString(node).replace(/\s+/g, ' ').trim()
    if (text) return text
  }
  return undefined
}
