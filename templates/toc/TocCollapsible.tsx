import type { TocItem } from '../../src/shared/types.js'
import { buildTocTree } from './toc-tree.js'
import { TocTree } from './TocTree.js'

/** "On this page" above the content on small screens: a native disclosure, so it works without JavaScript. */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  if (toc.length === 0) return null
  return (
    <nav className="toc-collapsible" aria-label="On this page">
      <details>
        <summary className="toc-collapsible__button">On this page</summary>
        <div className="toc-collapsible__content">
          <TocTree nodes={buildTocTree(toc)} />
        </div>
      </details>
    </nav>
  )
}
