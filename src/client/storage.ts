/**
 * Browser storage for all client code (theme, announcement bar, preferred docs version, search history, scroll
 * positions). When the browser refuses storage (privacy mode, disabled cookies, quota), the first failure logs one
 * warning for the whole page and that storage becomes a no-op: reads return null, writes do nothing (spec §8).
 *
 * Safe to import during server rendering: nothing touches `window` until a method is called, and without a
 * window every read returns null.
 *
 *   import { localStore } from '../client/storage.js'
 *   localStore.get('theme')            // string | null
 *   localStore.set('theme', 'dark')
 *   localStore.remove('theme')
 *   onStoredValueChange('theme', () => …)   // another tab changed it
 */

export interface SafeStorage {
  /** the stored string, or null when absent or storage is unavailable */
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** false once the browser refused this storage (or outside a browser) */
  isAvailable(): boolean
}

export const STORAGE_UNAVAILABLE_WARNING =
  'Browser storage is unavailable: preferences such as the colour mode will not be remembered.'

/** Per page load: the warning is logged once, whatever storage failed first. */
let warned = false

/** Logs the unavailable-storage warning, once per page whatever storage failed first. */
function warnOnce(error: unknown): void {
  if (warned) return
  warned = true
  console.warn(STORAGE_UNAVAILABLE_WARNING, error)
}

/** For tests: forget that the warning was logged. */
export function resetStorageWarningForTests(): void {
  warned = false
}

/**
 * Wraps a Storage getter. Every call goes through the getter (reading `window.localStorage` itself throws in some
 * browsers); the first exception warns and turns the wrapper into a no-op.
 */
export function createSafeStorage(
  getStorage: () => Storage | undefined | null,
  warn: (error: unknown) => void = warnOnce,
): SafeStorage {
  let broken = false
  function use<T>(action: (storage: Storage) => T, fallback: T): T {
    if (broken || typeof window === 'undefined') return fallback
    try {
      const storage = getStorage()
      if (!storage) throw new Error('Storage is not available in this browser')
      return action(storage)
    } catch (error) {
      broken = true
      warn(error)
      return fallback
    }
  }
  return {
    get: (key) => use((s) => s.getItem(key), null),
    set: (key, value) => use((s) => s.setItem(key, value), undefined),
    remove: (key) => use((s) => s.removeItem(key), undefined),
    isAvailable: () => !broken && typeof window !== 'undefined',
  }
}

/** `localStorage`, shared by all client code. */
export const localStore: SafeStorage = createSafeStorage(() => window.localStorage)
/** `sessionStorage` (per tab), shared by all client code. */
export const sessionStore: SafeStorage = createSafeStorage(() => window.sessionStorage)

/**
 * Calls `listener` when another tab changes (or clears) `key` in localStorage. Returns the unsubscribe function.
 * (The `storage` event never fires in the tab that made the change.)
 */
export function onStoredValueChange(key: string, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
