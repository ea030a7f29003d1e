/**
 * The table of contents: the page's headings (document order) whose level is within [minLevel, maxLevel],
 * by default h2–h3 (front matter `toc_min_heading_level` / `toc_max_heading_level`). Flat: each item keeps its
 * level and the theme indents it. Headings inside admonitions and tabs are included, as in Docusaurus.
 */
import type { TocItem } from '../shared/types.js'

export const DEFAULT_TOC_MIN_LEVEL = 2
export const DEFAULT_TOC_MAX_LEVEL = 3

export function buildToc(
  headings: readonly TocItem[],
  minLevel = DEFAULT_TOC_MIN_LEVEL,
  maxLevel = DEFAULT_TOC_MAX_LEVEL,
): TocItem[] {
  return headings
    .filter((heading) => heading.level >= minLevel && heading.level <= maxLevel)
    .map((heading) => ({ ...heading }))
}
