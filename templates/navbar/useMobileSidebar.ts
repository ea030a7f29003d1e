import { useCallback, useEffect, useState } from 'react'
import { DESKTOP_BREAKPOINT } from '../../src/shared/constants.js'

/** Wider than the breakpoint: the mobile sidebar has no place there. */
const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`

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
 * Open/close state of the mobile navbar sidebar. It closes when the route changes, on Escape and when the viewport
 * becomes desktop-sized; the page behind it does not scroll while it is open (spec §4). On pages with a secondary
 * menu it opens on that menu.
 */
export function useMobileSidebar({
  routePath,
  hasSecondary,
}: {
  routePath: string
  hasSecondary: boolean
}): MobileSidebarState {
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the route changes, which the effect does not read
  useEffect(() => {
    setShown(false)
  }, [routePath])

  useEffect(() => {
    if (!shown) return
    const body = document.body
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null
    const onViewportChange = () => {
      if (desktop?.matches) setShown(false)
    }
    onViewportChange()
    desktop?.addEventListener('change', onViewportChange)
    return () => {
      body.style.overflow = previousOverflow
      desktop?.removeEventListener('change', onViewportChange)
    }
  }, [shown])

  useEffect(() => {
    if (!shown) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [shown])

  return {
    shown,
    secondaryShown: hasSecondary && secondaryShown,
    hasSecondary,
    open,
    close,
    toggle,
    showPrimary,
    showSecondary,
  }
}
