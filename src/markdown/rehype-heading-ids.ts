/**
 * Heading ids, anchors and the page title.
 *
 * - The first `#` heading at the top level is removed from the content and becomes the page `title` (the
 *   theme renders the title itself). It takes no id, so a later `## Intro` still gets `intro`; unless
 *   `titleIdReserved` (a Docusaurus doc or page, where it is slugged with the others): `## Intro` gets `intro-1`.
 * - Every other heading gets an id: `## Heading {#custom-id}` uses `custom-id` (the suffix is removed from the
 *   text), otherwise github-slugger makes one from the text, unique within the page (`intro`, `intro-1`…).
 *   `## Heading {/* #custom-id *\/}` (MDX) and `## Heading <!-- #custom-id -->` do the same, as in Docusaurus 3
 *   (remark-comment-heading-ids.ts). Explicit ids are reserved too, so a later `## Custom id` does not collide with `{#custom-id}`; an id used
 *   twice is a `duplicate-heading-id` warning.
 * - h2–h6 end with `<a class="hash-link" href="#id" aria-label="Direct link to {text}">#</a>`.
 * - Headings that already have an id (the footnotes section's `footnote-label`) are left alone.
 *
 * Collects `{ id, value, level }` of each heading in document order for the table of contents.
 */
import type { Element, Root, Text } from 'hast'
import type { VFile } from 'vfile'
import GithubSlugger from 'github-slugger'
import { toString as hastToString } from 'hast-util-to-string'
import { renderContextOf } from './render-context.js'
import { SKIP_CHILDREN, walkHast } from './walk-tree.js'
import { tocValue } from './toc-value.js'
import { COMMENT_HEADING_ID_PROPERTY } from './remark-comment-heading-ids.js'

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
/** `{#custom-id}` at the very end of a heading */
const CUSTOM_ID_SUFFIX = /\s*\{#([^\s{}]+)\}\s*$/
const FALLBACK_ID = 'section'

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const slugger = new GithubSlugger()
    const titleHeading = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'h1')

    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element') return
      const level = HEADING_LEVEL[node.tagName]
      if (level === undefined) return
      if (node === titleHeading) {
        const titleId = takeCustomId(node)
        context.title = hastToString(node).trim()
        if (context.titleIdReserved) {
          if (titleId === undefined) slugger.slug(context.title)
          else slugger.occurrences[titleId] = 0
        }
        const next = parent.children[index + 1]
        const followedByBlankText = next?.type === 'text' && next.value.trim() === ''
        parent.children.splice(index, followedByBlankText ? 2 : 1)
        return index
      }
      if (node.properties.id !== undefined) return SKIP_CHILDREN

      const customId = takeCustomId(node)
      const text = hastToString(node).trim()
      let id: string
      if (customId !== undefined) {
        id = customId
        if (Object.hasOwn(slugger.occurrences, id)) {
          context.warn(
            'duplicate-heading-id',
            `The heading id "${id}" is used twice on this page`,
            node,
            'Give one of the headings another {#id}',
          )
        } else slugger.occurrences[id] = 0
      } else {
        id = slugger.slug(text) || slugger.slug(FALLBACK_ID)
      }
      node.properties.id = id
      const value = tocValue(node.children)
      if (level >= 2) {
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
          children: [{ type: 'text', value: '#' }],
        })
      }
      context.headings.push({ id, value, level })
      return SKIP_CHILDREN
    })
  }
}

/**
 * Removes a trailing `{#id}` from the heading's last text node and returns the id; or the id of a comment that ended
 * the heading (remark-comment-heading-ids.ts).
 */
function takeCustomId(heading: Element): string | undefined {
  const commentId = heading.properties[COMMENT_HEADING_ID_PROPERTY]
  if (typeof commentId === 'string') {
    delete heading.properties[COMMENT_HEADING_ID_PROPERTY]
    return commentId
  }
  const last = heading.children[heading.children.length - 1]
  if (last?.type !== 'text') return undefined
  const match = CUSTOM_ID_SUFFIX.exec(last.value)
  if (!match) return undefined
  const rest = last.value.slice(0, match.index)
  if (rest === '') heading.children.pop()
  else (last as Text).value = rest
  return match[1]
}
