/**
 * Where a value of the config is written, for errors and warnings about it: the config file as messages show it
 * (relative to the site dir, like every path in a message) and the line and column of the config path, found by
 * parsing the config's text (locate-config-path.ts) only when a message asks.
 */
import path from 'node:path'
import type { SourceLocation } from '../errors.js'
import type { ConfigPath } from './config-error.js'
import { configPathLocator } from './locate-config-path.js'
import type { ResolvedConfig } from './site-config.js'

type ConfigFile = Pick<ResolvedConfig, 'siteDir' | 'configFile' | 'configText'>

/** The config file relative to the site dir (`site.config.ts`). */
export function configDisplayFile(config: Pick<ResolvedConfig, 'siteDir' | 'configFile'>): string {
  return path.relative(config.siteDir, config.configFile)
}

/**
 * A function giving `{ file: 'site.config.ts', line, column }` of a config path (the file alone when no line is
 * known). The config is parsed at its first call: make one for every message of a report.
 */
export function configLocator(config: ConfigFile): (configPath: ConfigPath) => SourceLocation {
  const file = configDisplayFile(config)
  const locate = config.configText === undefined ? undefined : configPathLocator(config.configText, config.configFile)
  return (configPath) => {
    const at = locate?.(configPath)
    return at ? { file, line: at.line, column: at.column } : { file }
  }
}

/** `{ file: 'site.config.ts', line, column }` of one config path. */
export function configLocation(config: ConfigFile, configPath: ConfigPath): SourceLocation {
  return configLocator(config)(configPath)
}
