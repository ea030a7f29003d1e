/**
 * What `site.config.ts` imports (`defineConfig`) and the resolved config every later stage reads. The shapes are
 * inferred from the schemas in src/shared/schemas/ (the contract the theme shares); this module adds what only the
 * node side knows: the site's folder, the config file and its text.
 */
import type { ParsedSiteConfig, SiteConfig } from '../shared/schemas/site-config-schema.js'
import type { ConfigAlias } from './config-location.js'
import type { BuildWarning } from '../errors.js'

export type { SiteConfig } from '../shared/schemas/site-config-schema.js'
export type { ThemeConfig, AnnouncementBarConfig } from '../shared/schemas/theme-config-schema.js'
export type { AlgoliaConfig } from '../shared/schemas/algolia-schema.js'
export type { FooterGroup, FooterLink } from '../shared/schemas/footer-schema.js'
export type { NavbarItem, NavbarItemConfig, NavbarLinkItem, NavbarPosition } from '../shared/schemas/navbar-schema.js'
export type {
  DocsConfig,
  DocsVersionConfig,
  EditUrlFunction,
  EditUrlParams,
} from '../shared/schemas/docs-config-schema.js'
export type { SidebarConfigItem } from '../shared/schemas/sidebar-config-schema.js'
export type { BlogConfig, BlogEditUrlFunction, BlogEditUrlParams } from '../shared/schemas/blog-config-schema.js'
export type { PrismThemeName } from '../shared/schemas/prism-theme-names.js'

/** Helper for typed config files: `export default defineConfig({...})`. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config
}

/** The config after validation, with every default filled in. Later stages read only this. */
export interface ResolvedConfig extends ParsedSiteConfig {
  /** absolute path of the folder holding the config file; every relative path below is relative to it */
  siteDir: string
  /** absolute path of the config file; error messages show it as `path.relative(siteDir, configFile)` */
  configFile: string
  /**
   * The config file's text as it was loaded: messages about a config path find its line in it, parsing it only
   * then (config-location.ts).
   */
  configText?: string
  /** parts of the config written elsewhere (a Docusaurus site's presets, sidebars files), for messages' lines */
  configAliases?: ConfigAlias[]
  /** absolute paths of the local files bundled into the config (the config itself first), for watch mode */
  configDependencies?: string[]
  /** what loading the config found to warn about (a Docusaurus config's ignored options) */
  configWarnings?: BuildWarning[]
  /** the backend actually used after applying `search.backend` and CLI overrides */
  searchBackend: 'algolia' | 'local'
}
