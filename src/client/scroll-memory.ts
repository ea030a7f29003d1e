/**
 * Scroll position per history entry, for back/forward and reload (the router sets
 * `history.scrollRestoration = 'manual'` and restores positions itself, after the page it returns to has rendered).
 *
 * Each entry gets a key in `history.state` (`hdKey`); positions are kept in memory while the page lives and in
 * sessionStorage when it is hidden, so a reload or a return from another site finds them again.
 */
import { sessionStore, type SafeStorage } from './storage.js'

const STORAGE_KEY = 'hd:scroll-positions'
/** Entries remembered across reloads (the most recent ones). */
const MAX_ENTRIES = 50

export interface HistoryEntryState {
  hdKey?: string
}

export function historyKeyOf(state: unknown): string | undefined {
  const key = (state as HistoryEntryState | null)?.hdKey
  return typeof key === 'string' ? key : undefined
}

export function newHistoryKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

export interface ScrollMemory {
  /** remembers the current scroll position for the current entry */
  record(): void
  /**
   * remembers the current scroll position for the entry recorded last: on popstate, `history.state` is already the
   * entry being entered, while the page on screen (and its scroll position) still belongs to the one being left
   */
  recordLeaving(): void
  /** the position remembered for an entry, by its `history.state` */
  positionFor(state: unknown): number | undefined
  /** saves the positions to session storage (on pagehide) */
  persist(): void
}

export function createScrollMemory(store: SafeStorage = sessionStore): ScrollMemory {
  const positions = new Map<string, number>()
  try {
    const saved = JSON.parse(store.get(STORAGE_KEY) ?? '[]') as Array<[string, number]>
    if (Array.isArray(saved))
      for (const [key, y] of saved) if (typeof key === 'string' && typeof y === 'number') positions.set(key, y)
  } catch {
    // unreadable: start afresh
  }

  /** The current entry's key; an entry the browser made (a fragment jump) gets one now. */
  function currentKey(): string {
    const existing = historyKeyOf(history.state)
    if (existing) return existing
    const key = newHistoryKey()
    history.replaceState({ ...(history.state as object | null), hdKey: key }, '')
    return key
  }

  let lastKey: string | undefined
  function remember(key: string): void {
    lastKey = key
    positions.delete(key)
    positions.set(key, window.scrollY)
  }

  return {
    record() {
      remember(currentKey())
    },
    recordLeaving() {
      if (lastKey !== undefined) remember(lastKey)
    },
    positionFor(state) {
      const key = historyKeyOf(state)
      return key === undefined ? undefined : positions.get(key)
    },
    persist() {
      store.set(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)))
    },
  }
}
