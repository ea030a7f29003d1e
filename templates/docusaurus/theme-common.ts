/**
 * `@docusaurus/theme-common`: the hooks site code commonly uses. `useColorMode()` is the navbar toggle's state (the
 * same storage and events, so both stay in step); `useThemeConfig()` the theme part of the config;
 * `useCurrentSidebarCategory()` the sidebar category whose page this is (what `DocCardList` lists).
 */
import type { SidebarCategory, SidebarItem } from '../../src/shared/types.js'
import { useRoute, useSite } from '../SiteContext.js'
import { useColorMode as useSiteColorMode } from '../hooks/useColorMode.js'
import { docusaurusContextOf, type ThemeConfig } from '../docusaurus-internal/docusaurus-context.js'

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

/** The category in `items` (at any depth) whose page is `path`. */
export function findSidebarCategory(items: SidebarItem[], path: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.href === path) return item
    const inside = findSidebarCategory(item.items, path)
    if (inside) return inside
  }
  return undefined
}

/** The sidebar category linked to the current doc (its `link`); an error on any other page. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const route = useRoute()
  const category = route.kind === 'doc' ? findSidebarCategory(route.sidebar, route.path) : undefined
  if (!category) {
    throw new Error(
      `useCurrentSidebarCategory() (and <DocCardList /> without items) needs the page of a sidebar category, and ${route.path} is not one: link a category to this doc (its link in the sidebar, or _category_.json), or pass the cards as <DocCardList items={…} />.`,
    )
  }
  return category
}
