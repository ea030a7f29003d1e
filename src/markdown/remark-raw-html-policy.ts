/**
 * Raw HTML policy: Markdown pages may NOT contain raw HTML, except HTML comments.
 *
 * Why: the hast we produce is rendered by React on the server and again in the browser from JSON, through one
 * components map; raw HTML would need an HTML parser (rehype-raw) at build time, could break hydration and lets
 * content inject markup the theme does not control. The content format is "Markdown + directives, no JSX".
 *
 * What happens:
 * - `<!-- comments -->` are allowed and dropped from the output (`<!-- truncate -->` marks the excerpt, see
 *   rehype-truncate.ts);
 * - any other HTML (`<kbd>`, `<details>`, `<div id="x">`…) is kept visible as literal text, so nothing is lost
 *   silently, and a `raw-html-not-supported` warning points at the line (`mdx-in-markdown` for a JSX component
 *   such as `<Tabs>`, whose hint says to rename the file to `.mdx`, see mdx-in-markdown.ts). Because raw HTML never becomes
 *   elements, the only `id`s on a page are the ones we generate (headings, footnotes).
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { warnJsxInMarkdown } from './mdx-in-markdown.js'
import { renderContextOf } from './render-context.js'
import { walkMdast } from './walk-tree.js'

/** `<Tabs …>`, `</TabItem>`: a JSX component (HTML tags are lower case) */
const JSX_COMPONENT_TAG = /^<\/?[A-Z]/

/** one or more `<!-- … -->` and nothing else (a comment's body cannot contain `-->`) */
const ONLY_COMMENTS = /^(?:\s*<!--(?:(?!-->)[\s\S])*-->)+\s*$/

/** Parents whose children are blocks: a raw HTML block there becomes a paragraph of text. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective'])

export function remarkRawHtmlPolicy() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const warnedLines = new Set<number | undefined>()
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'html' || ONLY_COMMENTS.test(node.value)) return
      // `<kbd>Ctrl</kbd>` is two inline HTML nodes: one warning per line is enough
      const line = context.lineOf(node)
      if (!warnedLines.has(line)) {
        warnedLines.add(line)
        if (JSX_COMPONENT_TAG.test(node.value.trim())) warnJsxInMarkdown(node, context)
        else
          context.warn(
            'raw-html-not-supported',
            `Raw HTML is not supported in Markdown and is shown as text: ${abbreviate(node.value)}`,
            node,
            'Use Markdown or a directive instead (admonitions :::note, tabs ::::tabs); only <!-- comments --> are allowed.',
          )
      }
      const text = { type: 'text' as const, value: node.value, position: node.position }
      const replacement = FLOW_PARENTS.has(parent.type)
        ? { type: 'paragraph' as const, children: [text], position: node.position }
        : text
      ;(parent.children as unknown[])[index] = replacement
    })
  }
}

function abbreviate(html: string): string {
  const line = html.trim().split('\n')[0]
  return line.length > 60 ? line.slice(0, 57) + '...' : line
}
