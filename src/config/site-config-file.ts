/**
 * Which config file a site folder is built from when the CLI is not given `--config`: our own `site.config.*` first,
 * else a Docusaurus site's `docusaurus.config.*` (loaded by src/config/docusaurus/, which maps it onto our config).
 * Kept free of heavy imports: the CLI's entry resolves the default with it before any command module loads.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export const SITE_CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'] as const

export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
] as const

/**
 * The config file of the site in `dir` (absolute): the first `site.config.*` found, else the first
 * `docusaurus.config.*`, else `site.config.ts` (whose absence the loader reports, naming both).
 */
export function findSiteConfigFile(dir: string): string {
  const found = [...SITE_CONFIG_NAMES, ...DOCUSAURUS_CONFIG_NAMES].find((name) => existsSync(path.join(dir, name)))
  return path.join(dir, found ?? SITE_CONFIG_NAMES[0])
}

/** Whether a config file is a Docusaurus config (by its name, as Docusaurus finds it). */
export function isDocusaurusConfigFile(file: string): boolean {
  return (DOCUSAURUS_CONFIG_NAMES as readonly string[]).includes(path.basename(file))
}
