/**
 * `<!-- truncate -->` (blog excerpts): the content before a top-level marker is the excerpt shown on list pages.
 *
 * HTML comments are dropped by mdast → hast, except this marker: `truncateMarkerToHast` (a remark-rehype
 * handler for `html` nodes) turns it into a hast comment, and `rehypeTruncate` finds that comment among the root's
 * children, stores the excerpt (the nodes before it, shared with the page hast) and removes it.
 * A marker nested inside a list or an admonition is ignored.
 */
import type { Comment, Root } from 'hast'
import type { Html } from 'mdast'
import type { Options as RemarkRehypeOptions } from 'remark-rehype'
import type { VFile } from 'vfile'
import { renderContextOf } from './render-context.js'

const TRUNCATE_MARKER = /^<!--\s*truncate\s*-->$/
const TRUNCATE_COMMENT_VALUE = 'truncate'

type HtmlHandler = NonNullable<RemarkRehypeOptions['handlers']>['html']

/** remark-rehype handler for `html` nodes: only the truncate marker survives (as a comment); see remark-raw-html-policy.ts. */
export const truncateMarkerToHast: HtmlHandler = (_state, node: Html): Comment | undefined =>
  TRUNCATE_MARKER.test(node.value.trim()) ? { type: 'comment', value: TRUNCATE_COMMENT_VALUE } : undefined

export function rehypeTruncate() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const index = tree.children.findIndex((node) => node.type === 'comment' && node.value === TRUNCATE_COMMENT_VALUE)
    if (index === -1) return
    let end = index
    while (end > 0 && isWhitespaceText(tree.children[end - 1])) end--
    context.excerpt = { type: 'root', children: tree.children.slice(0, end) }
    tree.children.splice(index, 1)
  }
}

function isWhitespaceText(node: Root['children'][number]): boolean {
  return node.type === 'text' && node.value.trim() === ''
}
