/**
 * A table of contents entry's `value`: the heading's inline content as HTML, as Docusaurus makes it (its TOC plugin's
 * value, rendered as HTML by its theme): inline code, emphasis, strong and deleted text keep their elements; a
 * link gives its content; any other element its text. Text is escaped as React escapes text, so an entry of
 * plain text renders to the very markup it had as a text child.
 */
import type { ElementContent } from 'hast'

const KEPT_ELEMENTS: ReadonlySet<string> = new Set(['code', 'em', 'strong', 'del'])
/** React's text escapes (react-dom/server's escapeTextForBrowser) */
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

export function tocValue(content: readonly ElementContent[]): string {
  return content.map(entryHtml).join('').trim()
}

function entryHtml(node: ElementContent): string {
  if (node.type === 'text') return node.value.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c]!)
  if (node.type !== 'element') return 'children' in node ? tocValue(node.children as ElementContent[]) : ''
  const inner = node.children.map(entryHtml).join('')
  return KEPT_ELEMENTS.has(node.tagName) ? `<${node.tagName}>${inner}</${node.tagName}>` : inner
}
