/**
 * `:kbd[Ctrl]` → `<kbd>Ctrl</kbd>`. Raw HTML is not allowed in Markdown, so key names get a text directive of
 * their own. Runs before remark-unhandled-directives, which turns every other text directive back into text.
 */
import type { Root } from 'mdast'
import type { TextDirective } from 'mdast-util-directive'
import { walkMdast } from './walk-tree.js'

export const KBD_DIRECTIVE = 'kbd'

export function remarkKbd() {
  return (tree: Root) => {
    walkMdast(tree, (node) => {
      if (node.type !== 'textDirective' || (node as TextDirective).name !== KBD_DIRECTIVE || node.children.length === 0)
        return
      const directive = node as TextDirective
      directive.data = { ...directive.data, hName: 'kbd', hProperties: {} }
    })
  }
}
