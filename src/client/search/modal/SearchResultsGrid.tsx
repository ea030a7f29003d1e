// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid (the combobox's popup: a recent or favorite search has buttons beside its link), not a data table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus stays in the combobox (aria-activedescendant)
import type { MouseEvent } from 'react'
import { HitRow } from './HitRow.js'
import type { SearchItem, SearchSection } from './search-sections.js'

export interface SearchResultsGridProps {
  /** the modal's id prefix */
  id: string
  gridId: string
  busy: boolean
  sections: SearchSection[]
  active: SearchItem | undefined
  onHover(item: SearchItem): void
  onLinkClick(item: SearchItem, event: MouseEvent<HTMLAnchorElement>): void
  onSaveFavorite(item: SearchItem): void
  onRemove(item: SearchItem): void
}

/** The results grid: a row group per section, titled by a column header, a row per result. */
export function SearchResultsGrid(props: SearchResultsGridProps) {
  const { id, active } = props
  return (
    <div
      id={props.gridId}
      role="grid"
      aria-label="Search results"
      aria-busy={props.busy}
      className="hd-search__results"
    >
      {props.sections.map((section, sectionIndex) => (
        <div
          key={section.title}
          role="rowgroup"
          aria-labelledby={`${id}-group-${sectionIndex}`}
          className="hd-search__group"
        >
          <div role="row" className="hd-search__group-title">
            <span id={`${id}-group-${sectionIndex}`} role="columnheader">
              {section.title}
            </span>
          </div>
          {section.items.map((item) => (
            <HitRow
              key={item.id}
              item={item}
              active={item === active}
              onHover={() => props.onHover(item)}
              onClick={(event) => props.onLinkClick(item, event)}
              onSaveFavorite={() => props.onSaveFavorite(item)}
              onRemove={() => props.onRemove(item)}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
