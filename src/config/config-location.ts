/**
 * Where a value of the config is written, for errors and warnings about it: the config file as messages show it
 * (relative to the site dir, like every path in a message) and the best-known line and column of `configPath`
 * (locate-config-keys.ts).
 */
import path from 'node:path'
import type { SourceLocation } from '../errors.js'
import type { ConfigPath } from './config-error.js'
import { locateConfigPath } from './locate-config-keys.js'
import type { ResolvedConfig } from './site-config.js'

/** The config file relative to the site dir (`site.config.ts`). */
export function configDisplayFile(config: Pick<ResolvedConfig, 'siteDir' | 'configFile'>): string {
  return path.relative(config.siteDir, config.configFile)
}

/** `{ file: 'site.config.ts', line, column }` of a config path (the file alone when no line is known). */
export function configLocation(
  config: Pick<ResolvedConfig, 'siteDir' | 'configFile' | 'configLocations'>,
  configPath: ConfigPath,
): SourceLocation {
  const at = locateConfigPath(config.configLocations, configPath)
  return at
    ? { file: configDisplayFile(config), line: at.line, column: at.column }
    : { file: configDisplayFile(config) }
}
