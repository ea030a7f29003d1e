import { useCallback, useSyncExternalStore } from 'react'
import { localStore, onStoredValueChange } from '../../src/client/index.js'
import { preferredVersionStorageKey } from '../../src/shared/constants.js'

/** Fired on window when this page saves a preferred version (other tabs learn it from the storage event). */
const PREFERRED_VERSION_CHANGE_EVENT = 'hd:preferred-docs-version-change'

/** Remembers the docs version the reader chose in the version dropdown (spec §3: per docs plugin). */
export function savePreferredDocsVersion(pluginId: string, versionName: string): void {
  localStore.set(preferredVersionStorageKey(pluginId), versionName)
  window.dispatchEvent(new Event(PREFERRED_VERSION_CHANGE_EVENT))
}

/**
 * The remembered docs version name of a docs plugin. Undefined on the server and during hydration (so the markup
 * matches), then the stored value; it follows changes from this page and from other tabs.
 */
export function usePreferredDocsVersion(pluginId: string): string | undefined {
  const key = preferredVersionStorageKey(pluginId)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopSyncingTabs = onStoredValueChange(key, onChange)
      window.addEventListener(PREFERRED_VERSION_CHANGE_EVENT, onChange)
      return () => {
        stopSyncingTabs()
        window.removeEventListener(PREFERRED_VERSION_CHANGE_EVENT, onChange)
      }
    },
    [key],
  )
  return useSyncExternalStore(
    subscribe,
    () => localStore.get(key) ?? undefined,
    () => undefined,
  )
}
