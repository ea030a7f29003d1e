/**
 * A minimal pre-order walk over a unist tree (mdast or hast), used by our plugins instead of unist-util-visit:
 * visit-parents builds a closure and renames a function for every node, which made our passes together cost as
 * much as parsing. This is a plain recursive loop.
 *
 * The callback gets each node with its index and parent, and may return:
 * - nothing: walk into the node's children, then go on with the next sibling;
 * - `SKIP_CHILDREN`: do not walk into the node's children;
 * - a number: continue with the sibling at that index (after replacing or removing nodes; the node's old
 *   children are not walked — walk the replacement instead by returning its index).
 */
import type { Nodes as HastNodes, Parents as HastParents } from 'hast'
import type { Nodes as MdastNodes, Parents as MdastParents } from 'mdast'
import type { Node, Parent } from 'unist'

export const SKIP_CHILDREN = Symbol('skip children')

// biome-ignore lint/suspicious/noConfusingVoidType: a callback that returns nothing is typed `void` (TypeScript infers no `undefined` for it), and such callbacks must fit
export type WalkResult = void | number | typeof SKIP_CHILDREN

export function walkTree<TNode extends Node, TParent extends Parent>(
  tree: TParent,
  callback: (node: TNode, index: number, parent: TParent) => WalkResult,
): void {
  let index = 0
  // `tree.children` is read on every step: callbacks may splice it
  while (index < tree.children.length) {
    const node = tree.children[index] as TNode
    const result = callback(node, index, tree)
    if (typeof result === 'number') {
      index = result
      continue
    }
    if (result !== SKIP_CHILDREN && 'children' in node && Array.isArray(node.children))
      walkTree(node as unknown as TParent, callback)
    index++
  }
}

export const walkMdast: (
  tree: MdastParents,
  callback: (node: MdastNodes, index: number, parent: MdastParents) => WalkResult,
) => void = walkTree
export const walkHast: (
  tree: HastParents,
  callback: (node: HastNodes, index: number, parent: HastParents) => WalkResult,
) => void = walkTree
