/**
 * A validated SiteConfig plus every default → the ResolvedConfig that later stages read. Pure apart from path
 * arithmetic: folders stay relative to the site dir (the config file's folder), normalised (`./content/` →
 * `content`); an absolute folder is turned into a relative one.
 */
import path from 'node:path'
import { ConfigError } from './config-error.js'
import type { BlogConfig, NavbarItem, ResolvedConfig, SiteConfig, ThemeConfig } from './site-config.js'
import { BLOG_BASE_PATH, DEFAULT_LOCALE, DOCS_BASE_PATH } from '../shared/constants.js'

export interface ConfigOverrides {
  /** the CLI's `--search` flag; wins over the config */
  searchBackend?: 'local' | 'algolia'
}

export interface ConfigOrigin {
  /** path of the config file (absolute, or relative to the working directory) */
  configFile: string
  configLocations?: ResolvedConfig['configLocations']
  configDependencies?: string[]
}

export const CONFIG_DEFAULTS = {
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  contentDir: 'content',
  staticDir: 'static',
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [DEFAULT_LOCALE] },
  docs: { subDir: 'docs', routeBasePath: DOCS_BASE_PATH, versions: ['current'], lastVersion: 'current' },
  blog: {
    subDir: 'blog',
    routeBasePath: BLOG_BASE_PATH,
    blogTitle: 'Blog',
    postsPerPage: 10,
    blogSidebarTitle: 'Recent posts',
    feedTypes: ['rss', 'atom'],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  prism: { theme: 'github', darkTheme: 'dracula' },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  /** spec §2: "Default item position is right" */
  navbarItemPosition: 'right',
} as const

export function resolveConfig(
  config: SiteConfig,
  origin: ConfigOrigin,
  overrides: ConfigOverrides = {},
): ResolvedConfig {
  const absoluteConfig = path.resolve(origin.configFile)
  const siteDir = path.dirname(absoluteConfig)
  const displayFile = path.relative(siteDir, absoluteConfig)
  const folder = (dir: string) => relativeFolder(siteDir, dir)
  const D = CONFIG_DEFAULTS

  const contentDir = folder(config.contentDir ?? D.contentDir)
  const versions = config.docs?.versions ?? [...D.docs.versions]
  const docs: ResolvedConfig['docs'] = {
    ...config.docs,
    dir: folder(config.docs?.dir ?? path.posix.join(contentDir, D.docs.subDir)),
    routeBasePath: routeBase(config.docs?.routeBasePath ?? D.docs.routeBasePath),
    versions,
    lastVersion: config.docs?.lastVersion ?? (versions.includes(D.docs.lastVersion) ? D.docs.lastVersion : versions[0]),
  }

  const blog: ResolvedConfig['blog'] =
    config.blog === false ? false : resolveBlog(config.blog ?? {}, contentDir, folder)

  const theme = config.themeConfig
  const themeConfig: ThemeConfig = {
    ...theme,
    navbar: {
      ...theme.navbar,
      items: theme.navbar.items.map(
        (item): NavbarItem => ({ ...item, position: item.position ?? D.navbarItemPosition }),
      ),
    },
    colorMode: {
      defaultMode: theme.colorMode?.defaultMode ?? D.colorMode.defaultMode,
      disableSwitch: theme.colorMode?.disableSwitch ?? D.colorMode.disableSwitch,
      respectPrefersColorScheme: theme.colorMode?.respectPrefersColorScheme ?? D.colorMode.respectPrefersColorScheme,
    },
    prism: { theme: theme.prism?.theme ?? D.prism.theme, darkTheme: theme.prism?.darkTheme ?? D.prism.darkTheme },
    tableOfContents: {
      minHeadingLevel: theme.tableOfContents?.minHeadingLevel ?? D.tableOfContents.minHeadingLevel,
      maxHeadingLevel: theme.tableOfContents?.maxHeadingLevel ?? D.tableOfContents.maxHeadingLevel,
    },
  }

  const resolved: ResolvedConfig = {
    ...config,
    siteDir,
    configFile: absoluteConfig,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: config.baseUrl ?? D.baseUrl,
    trailingSlash: config.trailingSlash ?? D.trailingSlash,
    onBrokenLinks: config.onBrokenLinks ?? D.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors ?? D.onBrokenAnchors,
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks ?? D.onBrokenMarkdownLinks,
    onDuplicateRoutes: config.onDuplicateRoutes ?? D.onDuplicateRoutes,
    i18n: config.i18n ?? { defaultLocale: D.i18n.defaultLocale, locales: [...D.i18n.locales] },
    contentDir,
    staticDir: folder(config.staticDir ?? D.staticDir),
    themeConfig,
    docs,
    blog,
    searchBackend: searchBackend(config, overrides, displayFile, origin.configLocations),
  }
  if (origin.configLocations) resolved.configLocations = origin.configLocations
  if (origin.configDependencies) resolved.configDependencies = origin.configDependencies
  return resolved
}

function resolveBlog(
  blog: BlogConfig,
  contentDir: string,
  folder: (dir: string) => string,
): Exclude<ResolvedConfig['blog'], false> {
  const D = CONFIG_DEFAULTS.blog
  return {
    ...blog,
    dir: folder(blog.dir ?? path.posix.join(contentDir, D.subDir)),
    routeBasePath: routeBase(blog.routeBasePath ?? D.routeBasePath),
    blogTitle: blog.blogTitle ?? D.blogTitle,
    postsPerPage: blog.postsPerPage ?? D.postsPerPage,
    blogSidebarTitle: blog.blogSidebarTitle ?? D.blogSidebarTitle,
    feedOptions: { ...blog.feedOptions, type: blog.feedOptions?.type ?? [...D.feedTypes] },
  }
}

/**
 * `search.backend` 'local' or 'algolia' is explicit; 'auto' (the default) means algolia when themeConfig.algolia
 * is present. The CLI override wins. Asking for algolia without themeConfig.algolia is an error.
 */
function searchBackend(
  config: SiteConfig,
  overrides: ConfigOverrides,
  displayFile: string,
  locations: ResolvedConfig['configLocations'],
): 'algolia' | 'local' {
  const configured = config.search?.backend ?? 'auto'
  const backend =
    overrides.searchBackend ??
    (configured === 'local' ? 'local' : configured === 'algolia' || config.themeConfig.algolia ? 'algolia' : 'local')
  if (backend === 'algolia' && !config.themeConfig.algolia) {
    const at = locations?.['themeConfig']
    throw new ConfigError('config-missing-field', 'themeConfig.algolia', 'is required for the algolia search backend', {
      file: displayFile,
      line: at?.line,
      column: at?.column,
      hint: 'Add themeConfig.algolia { appId, apiKey, indexName }, or build with the local search.',
    })
  }
  return backend
}

/** `./content/` → `content`; `/abs/site/content` → `content` (for siteDir /abs/site). */
export function relativeFolder(siteDir: string, dir: string): string {
  const relative = path.isAbsolute(dir) ? path.relative(siteDir, dir) : path.normalize(dir)
  return relative.replace(/[\\/]+$/, '') || '.'
}

/** `docs` → `/docs`; `/docs/` → `/docs`; `` and `/` → `/`. */
export function routeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : '/'
}
