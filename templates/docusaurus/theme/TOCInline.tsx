/**
 * `@theme/TOCInline`: a table of contents inside the content, as Docusaurus authors write it in MDX
 * (`<TOCInline toc={toc} />`, `toc` being the page's headings its module exports, flat: `{ value, id, level }`; a
 * slice of it, `toc.slice(1)`, works alike). The headings between `minHeadingLevel` and `maxHeadingLevel` (by default
 * h2–h3, Docusaurus' defaults), nested under the nearest higher one.
 */
import type { TocItem } from '../../../src/shared/types.js'
import { buildTocTree } from '../../toc/toc-tree.js'
import { TocTree } from '../../toc/TocTree.js'

export interface Props {
  toc: readonly TocItem[]
  minHeadingLevel?: number
  maxHeadingLevel?: number
  className?: string
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: Props) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)
  return (
    <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
      <TocTree nodes={buildTocTree(items)} />
    </div>
  )
}
