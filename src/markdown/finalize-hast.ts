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
  root.children = finalizeChildren(root.children, anchors, true)
  return { anchors: [...anchors] }
}

/** The ids finalizeHast would return, the tree left as it is (a tree that still goes on to other steps). */
export function anchorsOf(root: Root): string[] {
  const anchors = new Set<string>()
  finalizeChildren(root.children, anchors, false)
  return [...anchors]
}

/** the children without comments, their ids collected; `strip`: changed in place as finalizeHast says */
function finalizeChildren<T extends RootContent>(children: T[], anchors: Set<string>, strip: boolean): T[] {
  const kept: T[] = []
  for (const node of children) {
    if (node.type === 'comment') continue
    if (strip) {
      delete node.position
      delete node.data
    }
    if (node.type === 'element') {
      const id = node.properties.id
      if (typeof id === 'string' && id !== '') anchors.add(id)
      const inner = finalizeChildren(node.children, anchors, strip)
      if (strip) node.children = inner
    }
    kept.push(node)
  }
  return kept
}
