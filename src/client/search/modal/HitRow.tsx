// biome-ignore-all lint/a11y/useSemanticElements: rows and cells of the results' ARIA grid (SearchResultsGrid.tsx)
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus stays in the combobox (aria-activedescendant)
import type { MouseEvent } from 'react'
import { HighlightedText } from '../HighlightedText.js'
import { hitDisplay } from '../hit-display.js'
import type { SearchItem } from './search-sections.js'

/** A row of the grid: the hit's link in the cell the arrows move through, then (history only) its buttons. */
export function HitRow(props: {
  item: SearchItem
  active: boolean
  onHover(): void
  onClick(e: MouseEvent<HTMLAnchorElement>): void
  onSaveFavorite(): void
  onRemove(): void
}) {
  const { item, active } = props
  const display = hitDisplay(item.hit)
  return (
    <div
      role="row"
      className={`hd-search__hit${active ? ' hd-search__hit--active' : ''}`}
      data-hit-type={item.hit.type}
      onMouseMove={active ? undefined : props.onHover}
    >
      <div id={item.id} role="gridcell" aria-selected={active} className="hd-search__hit-cell">
        <a href={item.url} className="hd-search__hit-link" tabIndex={-1} onClick={props.onClick}>
          <span className="hd-search__hit-icon" aria-hidden="true">
            {hitIcon(item)}
          </span>
          <span className="hd-search__hit-text">
            <span className="hd-search__hit-title">
              <HighlightedText value={display.title.value} text={display.title.text} />
            </span>
            {display.path.length > 0 && (
              <span className="hd-search__hit-path">
                {display.path.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the path's parts are positional (and may repeat)
                  <span key={i}>
                    {i > 0 && ' › '}
                    <HighlightedText value={p.value} text={p.text} />
                  </span>
                ))}
              </span>
            )}
          </span>
        </a>
      </div>
      {item.source !== 'hit' && (
        <HistoryActions source={item.source} onSaveFavorite={props.onSaveFavorite} onRemove={props.onRemove} />
      )}
    </div>
  )
}

/** ↺ recent, ★ favorite, then by hit type: ▤ a page, ¶ a paragraph, # a heading. */
function hitIcon({ source, hit }: SearchItem): string {
  if (source === 'recent') return '↺'
  if (source === 'favorite') return '★'
  if (hit.type === 'lvl1') return '▤'
  return hit.type === 'content' ? '¶' : '#'
}

/** A recent search can be saved as a favorite; either can be removed. */
function HistoryActions(props: { source: 'recent' | 'favorite'; onSaveFavorite(): void; onRemove(): void }) {
  const removeLabel =
    props.source === 'favorite' ? 'Remove this search from favorites' : 'Remove this search from history'
  return (
    <div role="gridcell" className="hd-search__hit-actions">
      {props.source === 'recent' && (
        <button
          type="button"
          className="hd-search__hit-action"
          title="Save this search"
          aria-label="Save this search"
          onClick={props.onSaveFavorite}
        >
          ☆
        </button>
      )}
      <button
        type="button"
        className="hd-search__hit-action"
        title={removeLabel}
        aria-label={removeLabel}
        onClick={props.onRemove}
      >
        ×
      </button>
    </div>
  )
}
