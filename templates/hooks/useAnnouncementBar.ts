import { useCallback, useEffect, useState } from 'react'
import type { AnnouncementBarConfig } from '../../src/config/site-config.js'
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from '../../src/shared/constants.js'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch (error) {
    console.warn('Browser storage is unavailable; the announcement bar dismissal will not be remembered.', error)
    return null
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
    const store = storage()
    if (!store) return
    try {
      if (store.getItem(ANNOUNCEMENT_ID_STORAGE_KEY) !== id) {
        store.setItem(ANNOUNCEMENT_ID_STORAGE_KEY, id)
        store.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'false')
        setDismissed(false)
      } else {
        setDismissed(store.getItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY) === 'true')
      }
    } catch (error) {
      console.warn('Browser storage is unavailable; the announcement bar dismissal will not be remembered.', error)
    }
  }, [id])

  const dismiss = useCallback(() => {
    setDismissed(true)
    try {
      storage()?.setItem(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true')
    } catch (error) {
      console.warn('Browser storage is unavailable; the announcement bar dismissal will not be remembered.', error)
    }
  }, [])

  return { dismissed, dismiss }
}
