/**
 * `@docusaurus/theme-common`: the hooks site code commonly uses. `useColorMode()` is the navbar toggle's state (the
 * same storage and events, so both stay in step); `useThemeConfig()` the theme part of the config.
 */
import { useSite } from '../SiteContext.js'
import { useColorMode as useSiteColorMode } from '../hooks/useColorMode.js'
import { docusaurusContextOf, type ThemeConfig } from './docusaurus-context.js'

export type ColorMode = 'light' | 'dark'

export function useColorMode(): {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
  isDarkTheme: boolean
} {
  const { mode, setChoice } = useSiteColorMode(useSite().colorMode)
  return { colorMode: mode, setColorMode: setChoice, isDarkTheme: mode === 'dark' }
}

export function useThemeConfig(): ThemeConfig {
  return docusaurusContextOf(useSite()).siteConfig.themeConfig
}
