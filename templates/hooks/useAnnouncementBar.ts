import { useCallback, useEffect, useState } from 'react'
import type { AnnouncementBarConfig } from '../../src/config/site-config.js'
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from '../../src/shared/constants.js'

/** Runs `use` on localStorage; when storage is unavailable it warns and does nothing (spec §8). */
function withStorage<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(window.localStorage)
  } catch (error) {
    console.warn('Browser storage is unavailable; the announcement bar dismissal will not be remembered.', error)
    return undefined
  }
}

/**
 * Whether the announcement bar was dismissed. The dismissal is remembered with the announcement id: when the
 * configured id changes, the dismissal resets and the new announcement shows.
 */
export function useAnnouncementBar(config: AnnouncementBarConfig | undefined) {
  const [dismissed, setDismissed] = useState(false)
  const id = config?.id

  useEffect(() => {
    if (id === undefined) return
    const stored = withStorage((storage) => {
      if (storage.getItem(ANNOUNCEMENT_ID_STORAGE_KEY) === id) return storage.getItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY) === 'true'
      storage.setItem(ANNOUNCEMENT_ID_STORAGE_KEY, id)
      storage.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'false')
      return false
    })
    setDismissed(stored ?? false)
  }, [id])

  const dismiss = useCallback(() => {
    setDismissed(true)
    withStorage((storage) => storage.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true'))
  }, [])

  return { dismissed, dismiss }
}
