/**
 * A line holding only JSX (`<CodeBlock language="sh">npm i</CodeBlock>`, `<summary>More</summary>`) is parsed
 * by MDX as a paragraph around a text element. Like MDX's own compiler, such a paragraph — JSX elements and
 * expressions, separated by whitespace only — is replaced by its elements as flow content, so a lowered code
 * block or `<div>` does not end up inside a `<p>`.
 */
import type { Paragraph, Root, RootContent } from 'mdast'
import { walkMdast } from './walk-tree.js'

export function unravelJsxParagraphs(tree: Root): void {
  walkMdast(tree, (node, index, parent) => {
    if (node.type !== 'paragraph' || !onlyJsx(node)) return
    const flow = node.children.flatMap((child): RootContent[] => {
      if (child.type === 'mdxJsxTextElement') return [{ ...child, type: 'mdxJsxFlowElement' } as RootContent]
      if (child.type === 'mdxTextExpression') return [{ ...child, type: 'mdxFlowExpression' }]
      return []
    })
    ;(parent.children as RootContent[]).splice(index, 1, ...flow)
    return index
  })
}

function onlyJsx(paragraph: Paragraph): boolean {
  let jsx = false
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement') jsx = true
    else if (child.type !== 'mdxTextExpression' && !(child.type === 'text' && child.value.trim() === '')) return false
  }
  return jsx
}
