import { useCallback, useEffect, useState } from 'react'
import type { AnnouncementBarConfig } from '../../src/shared/schemas/theme-config-schema.js'
import { localStore } from '../../src/client/index.js'
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from '../../src/shared/constants.js'

/**
 * Whether the announcement bar was dismissed. The dismissal is remembered with the announcement id: when the
 * configured id changes, the dismissal resets and the new announcement shows. (The head script hides a dismissed
 * bar before the first paint, see src/render/theme-script.ts; storage failures warn once, src/client/storage.ts.)
 */
export function useAnnouncementBar(config: AnnouncementBarConfig | undefined) {
  const [dismissed, setDismissed] = useState(false)
  const id = config?.id

  useEffect(() => {
    if (id === undefined) return
    if (localStore.get(ANNOUNCEMENT_ID_STORAGE_KEY) === id) {
      setDismissed(localStore.get(ANNOUNCEMENT_DISMISS_STORAGE_KEY) === 'true')
      return
    }
    localStore.set(ANNOUNCEMENT_ID_STORAGE_KEY, id)
    localStore.set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'false')
    setDismissed(false)
  }, [id])

  const dismiss = useCallback(() => {
    setDismissed(true)
    localStore.set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true')
  }, [])

  return { dismissed, dismiss }
}
