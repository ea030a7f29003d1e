/**
 * The mdast node a lowered JSX element becomes when no Markdown node says the same thing (`<details>`,
 * `<div className="…">`, `<br/>`): mdast-util-to-hast turns an unknown node with children into the element its
 * `data.hName` names, with `data.hProperties` as properties.
 */
import type { Properties } from 'hast'
import type { Node } from 'unist'

export interface LoweredElement extends Node {
  type: 'loweredElement'
  children: Node[]
  data: { hName: string; hProperties: Properties }
}

export function loweredElement(
  tagName: string,
  properties: Properties,
  children: Node[],
  position: Node['position'],
): LoweredElement {
  return { type: 'loweredElement', children, data: { hName: tagName, hProperties: properties }, position }
}
