import { useCallback, useEffect, useState } from 'react'

export interface MobileSidebarState {
  shown: boolean
  /** the secondary menu (docs sidebar) is in front of the primary one (navbar items) */
  secondaryShown: boolean
  hasSecondary: boolean
  open: () => void
  close: () => void
  toggle: () => void
  showPrimary: () => void
  showSecondary: () => void
}

/**
 * Open/close state of the mobile navbar sidebar. It closes when the route changes and on Escape. On pages with a
 * secondary menu it opens on that menu. (Scroll locking and closing on a desktop-sized viewport belong here too.)
 */
export function useMobileSidebar({ routePath, hasSecondary }: { routePath: string; hasSecondary: boolean }): MobileSidebarState {
  const [shown, setShown] = useState(false)
  const [secondaryShown, setSecondaryShown] = useState(hasSecondary)

  const open = useCallback(() => {
    setSecondaryShown(hasSecondary)
    setShown(true)
  }, [hasSecondary])
  const close = useCallback(() => setShown(false), [])
  const toggle = useCallback(() => (shown ? close() : open()), [shown, open, close])
  const showPrimary = useCallback(() => setSecondaryShown(false), [])
  const showSecondary = useCallback(() => setSecondaryShown(true), [])

  useEffect(() => {
    setShown(false)
  }, [routePath])

  useEffect(() => {
    if (!shown) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [shown])

  return { shown, secondaryShown: hasSecondary && secondaryShown, hasSecondary, open, close, toggle, showPrimary, showSecondary }
}
