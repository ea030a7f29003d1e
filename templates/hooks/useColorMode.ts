import { useCallback, useEffect, useState } from 'react'
import type { SiteData } from '../../src/shared/types.js'
import { THEME_STORAGE_KEY } from '../../src/shared/constants.js'
import { localStore, onStoredValueChange } from '../../src/client/index.js'

/** What the reader chose: a fixed mode, or `system` (no stored choice, follow the OS preference). */
export type ColorModeChoice = 'light' | 'dark' | 'system'
export type ColorMode = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'
/** Fired on window when a toggle changes the mode, so other toggles on the page follow. */
export const COLOR_MODE_CHANGE_EVENT = 'hd:color-mode-change'

/** Per page load: the choice made on this page, held when storage cannot (the toggle still works, just not remembered). */
let choiceOnThisPage: ColorMode | null = null

function readStoredChoice(): ColorMode | null {
  const value = localStore.get(THEME_STORAGE_KEY)
  if (value === 'light' || value === 'dark') return value
  return localStore.isAvailable() ? null : choiceOnThisPage
}

function writeStoredChoice(choice: ColorModeChoice): void {
  choiceOnThisPage = choice === 'system' ? null : choice
  if (choice === 'system') localStore.remove(THEME_STORAGE_KEY)
  else localStore.set(THEME_STORAGE_KEY, choice)
}

function systemMode(fallback: ColorMode): ColorMode {
  if (typeof window.matchMedia !== 'function') return fallback
  if (window.matchMedia(DARK_QUERY).matches) return 'dark'
  if (window.matchMedia('(prefers-color-scheme: light)').matches) return 'light'
  return fallback
}

function applyMode(mode: ColorMode, choice: ColorModeChoice): void {
  document.documentElement.setAttribute('data-theme', mode)
  document.documentElement.setAttribute('data-theme-choice', choice)
}

/** The order the toggle cycles through (spec §4). */
export function nextColorModeChoice(current: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark'
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system'
}

/**
 * Colour mode state. The server (and the hydration pass) renders the configured default; after hydration the
 * real choice is read from storage (the head script has already applied it to `<html data-theme>`).
 */
export function useColorMode(config: SiteData['colorMode']) {
  const initialChoice: ColorModeChoice = config.respectPrefersColorScheme ? 'system' : config.defaultMode
  const [choice, setChoiceState] = useState<ColorModeChoice>(initialChoice)
  const [mode, setMode] = useState<ColorMode>(config.defaultMode)

  const resolve = useCallback(
    (stored: ColorMode | null): [ColorModeChoice, ColorMode] => {
      if (stored) return [stored, stored]
      if (config.respectPrefersColorScheme) return ['system', systemMode(config.defaultMode)]
      return [config.defaultMode, config.defaultMode]
    },
    [config.defaultMode, config.respectPrefersColorScheme],
  )

  useEffect(() => {
    const sync = () => {
      const [c, m] = resolve(readStoredChoice())
      setChoiceState(c)
      setMode(m)
      applyMode(m, c)
    }
    sync()
    const stopSyncingTabs = onStoredValueChange(THEME_STORAGE_KEY, sync)
    window.addEventListener(COLOR_MODE_CHANGE_EVENT, sync)
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
    media?.addEventListener('change', sync)
    return () => {
      stopSyncingTabs()
      window.removeEventListener(COLOR_MODE_CHANGE_EVENT, sync)
      media?.removeEventListener('change', sync)
    }
  }, [resolve])

  const setChoice = useCallback(
    (next: ColorModeChoice) => {
      writeStoredChoice(next)
      const [c, m] = resolve(next === 'system' ? null : next)
      setChoiceState(c)
      setMode(m)
      applyMode(m, c)
      window.dispatchEvent(new Event(COLOR_MODE_CHANGE_EVENT))
    },
    [resolve],
  )

  return { choice, mode, setChoice }
}
