import type { KeyboardEvent, ReactNode, RefObject } from 'react'
import type { SearchStatus } from './useSearchResults.js'

/** The modal's backdrop (a press on it dismisses the modal) and its dialog, titled "Search" for screen readers. */
export function SearchDialog(props: {
  /** the modal's id prefix */
  id: string
  status: SearchStatus
  dialogRef: RefObject<HTMLDivElement | null>
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void
  onDismiss(): void
  children: ReactNode
}) {
  const { id } = props
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop dismisses the modal (keyboard: Escape, Cancel)
    <div className="hd-search__backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onDismiss()}>
      <div
        ref={props.dialogRef}
        className="hd-search"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-search-modal=""
        data-status={props.status}
        onKeyDown={props.onKeyDown}
      >
        <h2 id={`${id}-title`} className="hd-search__visually-hidden">
          Search
        </h2>
        {props.children}
      </div>
    </div>
  )
}
