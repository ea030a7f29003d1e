import type { TocItem } from '../../src/shared/types.js'

export interface TocNode extends TocItem {
  children: TocNode[]
}

/** Nests the flat heading list: a heading goes under the closest earlier heading of a lower level. */
export function buildTocTree(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const item of items) {
    const node: TocNode = { ...item, children: [] }
    while (stack.length > 0 && stack[stack.length - 1].level >= node.level) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else roots.push(node)
    stack.push(node)
  }
  return roots
}
