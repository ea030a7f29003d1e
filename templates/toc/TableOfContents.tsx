import type { TocItem } from '../../src/shared/types.js'
import { buildTocTree } from './toc-tree.js'
import { TocTree } from './TocTree.js'

/** The right-hand "On this page" column (wide screens). The client highlights the heading in view. */
export function TableOfContents({ toc }: { toc: TocItem[] }) {
  if (toc.length === 0) return null
  return (
    <nav className="table-of-contents" aria-label="On this page">
      <p className="table-of-contents__title">On this page</p>
      <TocTree nodes={buildTocTree(toc)} />
    </nav>
  )
}
