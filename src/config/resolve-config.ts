/**
 * A site config → the ResolvedConfig that later stages read: checked by the schema (which fills every default,
 * src/shared/schemas/site-config-schema.ts), then placed: folders stay relative to the site dir (the config file's
 * folder), normalised (`./content/` → `content`; an absolute folder is made relative), and the search backend is
 * chosen (the CLI's `--search` wins over the config).
 */
import path from 'node:path'
import { ConfigError } from './config-error.js'
import { type ConfigAlias, configLocation, configLocator } from './config-location.js'
import type { ResolvedConfig, SiteConfig } from './site-config.js'
import { validateConfig } from './validate-config.js'
import { checkPrismLanguages } from './check-prism-languages.js'
import type { ParsedSiteConfig } from '../shared/schemas/site-config-schema.js'

export { routeBase } from '../shared/schemas/route-base.js'

export interface ConfigOverrides {
  /** the CLI's `--search` flag; wins over the config */
  searchBackend?: 'local' | 'algolia'
}

export interface ConfigOrigin {
  /** path of the config file (absolute, or relative to the working directory) */
  configFile: string
  /** the file's text (for the lines of messages about the config) */
  configText?: string
  configDependencies?: string[]
  /** parts of the config written elsewhere (config-location.ts) */
  configAliases?: ConfigAlias[]
}

/** Checks `config` (a BuildErrorList with every problem, else) and resolves it. */
export function resolveConfig(
  config: SiteConfig,
  origin: ConfigOrigin,
  overrides: ConfigOverrides = {},
): ResolvedConfig {
  const configFile = path.resolve(origin.configFile)
  const siteDir = path.dirname(configFile)
  const parsed = validateConfig(config, {
    file: path.relative(siteDir, configFile),
    text: origin.configText,
    locate: origin.configAliases
      ? configLocator({ siteDir, configFile, configText: origin.configText, configAliases: origin.configAliases })
      : undefined,
  })
  checkPrismLanguages(parsed.themeConfig.prism.additionalLanguages, (at) =>
    configLocation({ siteDir, configFile, configText: origin.configText, configAliases: origin.configAliases }, at),
  )
  const folder = (dir: string) => relativeFolder(siteDir, dir)
  const resolved: ResolvedConfig = {
    ...parsed,
    siteDir,
    configFile,
    contentDir: folder(parsed.contentDir),
    staticDir: folder(parsed.staticDir),
    pagesDir: folder(parsed.pagesDir),
    customCss: parsed.customCss.map(folder),
    docs: {
      ...parsed.docs,
      dir: folder(parsed.docs.dir),
      ...(parsed.docs.versionOptions && { versionOptions: versionFolders(parsed.docs.versionOptions, folder) }),
    },
    blog: parsed.blog && { ...parsed.blog, dir: folder(parsed.blog.dir) },
    searchBackend: searchBackend(parsed, overrides, { siteDir, configFile, configText: origin.configText }),
  }
  if (origin.configText !== undefined) resolved.configText = origin.configText
  if (origin.configDependencies) resolved.configDependencies = origin.configDependencies
  if (origin.configAliases) resolved.configAliases = origin.configAliases
  return resolved
}

/**
 * `search.backend` 'local' or 'algolia' is explicit; 'auto' (the default) means algolia when themeConfig.algolia
 * is present. The CLI override wins. Asking for algolia without themeConfig.algolia is an error.
 */
function searchBackend(
  config: ParsedSiteConfig,
  overrides: ConfigOverrides,
  where: Pick<ResolvedConfig, 'siteDir' | 'configFile' | 'configText'>,
): 'algolia' | 'local' {
  const configured = config.search.backend
  const backend =
    overrides.searchBackend ??
    (configured === 'local' ? 'local' : configured === 'algolia' || config.themeConfig.algolia ? 'algolia' : 'local')
  if (backend === 'algolia' && !config.themeConfig.algolia) {
    throw new ConfigError('config-missing-field', 'themeConfig.algolia', 'is required for the algolia search backend', {
      ...configLocation(where, ['themeConfig']),
      hint: 'Add themeConfig.algolia { appId, apiKey, indexName }, or build with the local search.',
    })
  }
  return backend
}

/** Each version's own folder (when it has one) relative to the site dir. */
function versionFolders(
  options: NonNullable<ParsedSiteConfig['docs']['versionOptions']>,
  folder: (dir: string) => string,
): NonNullable<ParsedSiteConfig['docs']['versionOptions']> {
  return Object.fromEntries(
    Object.entries(options).map(([name, version]) => [
      name,
      version.dir ? { ...version, dir: folder(version.dir) } : version,
    ]),
  )
}

/** `./content/` → `content`; `/abs/site/content` → `content` (for siteDir /abs/site). */
export function relativeFolder(siteDir: string, dir: string): string {
  const relative = path.isAbsolute(dir) ? path.relative(siteDir, dir) : path.normalize(dir)
  return relative.replace(/[\\/]+$/, '') || '.'
}
