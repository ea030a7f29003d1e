/**
 * Checks a loaded config value against the site config schema (src/shared/schemas/site-config-schema.ts) and reports
 * every problem at once, each a ConfigError naming the config path (`themeConfig.navbar.items[3].type`), the config
 * file and, when the file's text is given, the line and column of that path (found only when there is a problem).
 */
import { BuildErrorList } from '../errors.js'
import { PARSE_OPTIONS } from '../shared/schemas/parse-options.js'
import { type ParsedSiteConfig, siteConfigSchema } from '../shared/schemas/site-config-schema.js'
import { inAuthorKeyOrder } from './author-key-order.js'
import type { ConfigError, ConfigPath } from './config-error.js'
import type { SourceLocation } from '../errors.js'
import { configProblems } from './config-problems.js'
import { configPathLocator } from './locate-config-path.js'

/** Where the config value came from, for error messages. */
export interface ConfigSource {
  /** the config file as shown in messages (relative to the site dir, e.g. `site.config.ts`) */
  file: string
  /** the file's text, used to find line numbers */
  text?: string
  /** where a config path is written, when that is not simply in `file` (a config mapped from Docusaurus') */
  locate?: (path: ConfigPath) => SourceLocation
}

type Checked = { config: ParsedSiteConfig; problems: [] } | { config?: undefined; problems: ConfigError[] }

function check(value: unknown, source: ConfigSource): Checked {
  const result = siteConfigSchema.safeParse(value, { ...PARSE_OPTIONS, reportInput: true })
  if (result.success) return { config: inAuthorKeyOrder(value, result.data), problems: [] }
  const locate = source.text === undefined ? undefined : configPathLocator(source.text, source.file)
  const where = source.locate ?? ((path: ConfigPath) => ({ file: source.file, ...locate?.(path) }))
  return { problems: configProblems(siteConfigSchema, value, result.error.issues, where) }
}

/** Every problem of `value` as a site config (empty when it is valid). */
export function findConfigProblems(value: unknown, source: ConfigSource): ConfigError[] {
  return check(value, source).problems
}

/** The config with every default filled in, or a BuildErrorList with every problem. */
export function validateConfig(value: unknown, source: ConfigSource): ParsedSiteConfig {
  const { config, problems } = check(value, source)
  if (config) return config
  throw new BuildErrorList(
    `${source.file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the site config`,
    problems,
  )
}
