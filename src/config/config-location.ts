/**
 * Where a value of the config is written, for errors and warnings about it: the config file as messages show it
 * (relative to the site dir, like every path in a message) and the line and column of the config path, found by
 * parsing the config's text (locate-config-path.ts) only when a message asks.
 *
 * A config mapped from another format (a Docusaurus site's, src/config/docusaurus/) carries aliases: our `docs` is
 * written at `presets[0][1].docs` of docusaurus.config.js, a version's sidebars in sidebars.js. A path is located
 * through the alias with the longest matching prefix, in that alias's file.
 */
import path from 'node:path'
import type { SourceLocation } from '../errors.js'
import { type ConfigPath, formatConfigPath } from './config-error.js'
import { type KeyLocation, configPathLocator } from './locate-config-path.js'
import type { ResolvedConfig } from './site-config.js'

/** A part of our config that is written elsewhere: at `at` of `file` (default: the config file itself). */
export interface ConfigAlias {
  /** the path in our config, e.g. `['docs']` */
  path: ConfigPath
  /** the path where it is written, e.g. `['presets', 0, 1, 'docs']` */
  at: ConfigPath
  /** absolute path of the file it is written in; default: the config file */
  file?: string
  /** that file's text (a JSON file's prefixed with `export default `, on its first line) */
  text?: string
}

type ConfigFile = Pick<ResolvedConfig, 'siteDir' | 'configFile' | 'configText' | 'configAliases'>

/**
 * Where a config path is written; `writtenAt`, for a part written elsewhere (an alias), is its path there as the
 * author wrote it (`presets[0][1].docs.lastVersion`, or `guide[3]` in sidebars.js), for messages to name.
 */
export interface ConfigSourceLocation extends SourceLocation {
  writtenAt?: string
}

/** The config file relative to the site dir (`site.config.ts`). */
export function configDisplayFile(config: Pick<ResolvedConfig, 'siteDir' | 'configFile'>): string {
  return path.relative(config.siteDir, config.configFile)
}

/**
 * A function giving `{ file: 'site.config.ts', line, column }` of a config path (the file alone when no line is
 * known). Each file is parsed at its first use: make one for every message of a report.
 */
export function configLocator(config: ConfigFile): (configPath: ConfigPath) => ConfigSourceLocation {
  const locators = new Map<string, (at: ConfigPath) => KeyLocation | undefined>()
  const locatorOf = (file: string, text: string) =>
    locators.get(file) ?? locators.set(file, configPathLocator(text, file)).get(file)!
  return (configPath) => {
    const alias = aliasOf(config.configAliases ?? [], configPath)
    const file = alias?.file ?? config.configFile
    const text = alias?.file ? alias.text : config.configText
    const written = alias ? [...alias.at, ...configPath.slice(alias.path.length)] : configPath
    const at = text === undefined ? undefined : locatorOf(file, text)(written)
    const display = path.relative(config.siteDir, file)
    const located = at ? { file: display, line: at.line, column: at.column } : { file: display }
    return alias && written.length > 0 ? { ...located, writtenAt: formatConfigPath(written) } : located
  }
}

/** `{ file: 'site.config.ts', line, column }` of one config path. */
export function configLocation(config: ConfigFile, configPath: ConfigPath): ConfigSourceLocation {
  return configLocator(config)(configPath)
}

function aliasOf(aliases: ConfigAlias[], configPath: ConfigPath): ConfigAlias | undefined {
  let best: ConfigAlias | undefined
  for (const alias of aliases) {
    const matches = alias.path.length <= configPath.length && alias.path.every((key, i) => configPath[i] === key)
    if (matches && alias.path.length >= (best?.path.length ?? -1)) best = alias
  }
  return best
}
