/**
 * Last step before the hast leaves the markdown stage: it is stored as JSON per route and rendered on server
 * and client, so everything the renderers do not need goes:
 * - `position` (source locations) and `data` (plugin scratch space, e.g. code meta) on every node;
 * - comments (only the truncate marker survives mdast → hast, and it is consumed by rehype-truncate).
 * Returns every `id` on the page (headings, footnotes) once, in document order: the anchors links may point to.
 */
import type { Root, RootContent } from 'hast'

export function finalizeHast(root: Root): { anchors: string[] } {
  const anchors = new Set<string>()
  delete root.position
  delete root.data
  root.children = finalizeChildren(root.children, anchors)
  return { anchors: [...anchors] }
}

function finalizeChildren<T extends RootContent>(children: T[], anchors: Set<string>): T[] {
  const kept: T[] = []
  for (const node of children) {
    if (node.type === 'comment') continue
    delete node.position
    delete node.data
    if (node.type === 'element') {
      const id = node.properties.id
      if (typeof id === 'string' && id !== '') anchors.add(id)
      node.children = finalizeChildren(node.children, anchors)
    }
    kept.push(node)
  }
  return kept
}
