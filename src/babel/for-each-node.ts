import type { Node } from '@babel/types'

/** Visits a Babel AST node and every node below it, in source order (locations and comments left out). */
export function forEachNode(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key.endsWith('Comments')) continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        forEachNode(child as Node, visit)
    }
  }
}
