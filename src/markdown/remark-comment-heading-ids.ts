/**
 * A heading's id written as a comment at its end, as Docusaurus 3 reads them: `## Intro {/* #intro-id *\/}` in MDX
 * (where `{#id}` is not valid syntax), `## Intro <!-- #intro-id -->` in Markdown. The comment's first word must start
 * with `#`; other comments are left alone. The comment is removed, the text before it trimmed, and the id handed to
 * rehype-heading-ids as the `data-heading-id` property, which treats it as a `{#id}` suffix.
 *
 * Runs before remark-lower-mdx, which drops MDX expressions (render-markdown.ts), and first among the content
 * plugins for MDX compiled to a module; on a tree it already ran on it finds nothing more to do.
 */
import type { Heading, Root } from 'mdast'
import { walkMdast } from './walk-tree.js'

/** the property rehype-heading-ids reads the id from (`data-heading-id` in HTML, never rendered) */
export const COMMENT_HEADING_ID_PROPERTY = 'dataHeadingId'

/** what an MDX expression's estree tells here */
interface EstreeProgram {
  body: unknown[]
  comments?: { value: string }[]
}

/** `<!-- … -->` alone */
const HTML_COMMENT = /^<!--((?:(?!-->)[\s\S])*)-->$/
/** `/* … *\/` alone, for an MDX expression parsed without its estree */
const JS_BLOCK_COMMENT = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/

export function remarkCommentHeadingIds() {
  return (tree: Root) => {
    walkMdast(tree, (node) => {
      if (node.type !== 'heading') return
      const id = commentHeadingId(node)
      if (id === undefined) return
      node.children.pop()
      const last = node.children.at(-1)
      if (last?.type === 'text') last.value = last.value.trimEnd()
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [COMMENT_HEADING_ID_PROPERTY]: id } }
    })
  }
}

/** the id of the comment ending a heading: `{/* #id *\/}` or `<!-- #id -->`, its first word without the `#` */
function commentHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1)
  if (last === undefined) return undefined
  let comment: string | undefined
  if (last.type === 'mdxTextExpression') {
    // a single comment and nothing else: `{/* #id *\/}`, not `{x /* #id *\/}` nor two comments
    const program = last.data?.estree as EstreeProgram | null | undefined
    if (program) {
      if (program.body.length === 0 && program.comments?.length === 1) comment = program.comments[0]!.value
    } else comment = JS_BLOCK_COMMENT.exec(last.value)?.[1]
  } else if (last.type === 'html') comment = HTML_COMMENT.exec(last.value)?.[1]
  const first = comment?.trim().split(/\s+/)[0]
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined
}
