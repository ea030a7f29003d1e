/**
 * Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution` (styled as warning), `:::danger`, with an
 * optional title in brackets (`:::tip[Works *out* of the box]`, inline Markdown allowed), become
 *
 *   <div class="admonition admonition-tip">
 *     <div class="admonition-heading">Works <em>out</em> of the box</div>
 *     <div class="admonition-content">…</div>
 *   </div>
 *
 * Without a title the heading is the type's default title ("Tip"). Attributes (`{…}`) are ignored.
 * Other directives were already turned back into text (see remark-unhandled-directives.ts).
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { takeDirectiveLabel } from './directive-label.js'
import { walkMdast } from './walk-tree.js'

export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
} as const

export type AdmonitionType = keyof typeof ADMONITION_TITLES

export function isAdmonitionType(name: string): name is AdmonitionType {
  return Object.hasOwn(ADMONITION_TITLES, name)
}

export function remarkAdmonitions() {
  return (tree: Root) => {
    walkMdast(tree, (node) => {
      if (node.type === 'containerDirective' && isAdmonitionType(node.name)) transformAdmonition(node, node.name)
    })
  }
}

function transformAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const label = takeDirectiveLabel(node)
  const title: PhrasingContent[] =
    label && label.children.length > 0 ? label.children : [{ type: 'text', value: ADMONITION_TITLES[type] }]
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
  }
  // A container node with hName renders as that element with its block children (mdast-util-to-hast's unknown-node rule).
  const content: ContainerDirective = {
    type: 'containerDirective',
    name: 'admonition-content',
    attributes: {},
    children: node.children,
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
  }
  node.children = [heading, content]
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`] } }
}
