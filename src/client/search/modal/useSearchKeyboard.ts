/**
 * The modal's keyboard and its active result: ↓/↑ move through the results (wrapping), Enter opens the active one,
 * Escape closes the modal, Tab stays inside it. The active result is the combobox's active descendant: it follows
 * the pointer too, is kept in view, and is the first again whenever the results change.
 */
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useState } from 'react'
import type { SearchItem, SearchSection } from './search-sections.js'
import { trapFocus } from './trap-focus.js'

export interface OpenModifiers {
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
}

export interface SearchKeyboard {
  /** every result, in grid order */
  items: SearchItem[]
  active: SearchItem | undefined
  activate(item: SearchItem): void
  onInputKeyDown(event: KeyboardEvent<HTMLInputElement>): void
  onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>): void
}

export function useSearchKeyboard(
  sections: SearchSection[],
  actions: { open(item: SearchItem, modifiers: OpenModifiers): void; close(): void },
  dialogRef: RefObject<HTMLDivElement | null>,
): SearchKeyboard {
  const [activeIndex, setActiveIndex] = useState(0)
  const items = useMemo(() => sections.flatMap((s) => s.items), [sections])
  const active = items[Math.min(activeIndex, items.length - 1)]

  // biome-ignore lint/correctness/useExhaustiveDependencies: new results make the first one active again
  useEffect(() => setActiveIndex(0), [sections])
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((i) => (Math.min(i, items.length - 1) + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active) actions.open(active, event)
    }
  }

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      actions.close()
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current)
    }
  }

  return { items, active, activate: (item) => setActiveIndex(items.indexOf(item)), onInputKeyDown, onDialogKeyDown }
}
