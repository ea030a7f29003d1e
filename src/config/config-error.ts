/**
 * Errors about `site.config.ts`. A ConfigError is a BuildError that also names the config path of the value at
 * fault (`themeConfig.navbar.items[3].type`), so an author can find it even when no line is known.
 *
 * Codes (stable; tests and the CLI rely on them):
 * - config-not-found            the config file does not exist
 * - config-syntax               esbuild could not parse the config (file, line and column from esbuild)
 * - config-import               the config imports a local file that cannot be resolved
 * - config-load                 the config threw while it was evaluated
 * - config-no-default-export    the module has no `export default`
 * - config-invalid-value        a value has the wrong type or shape (a URL that is not absolute, a negative count…)
 * - config-missing-field        a required field is absent
 * - config-unknown-key          a key the config does not know (with "did you mean …?" when one is close)
 * - config-unknown-navbar-item-type   a navbar item `type` that is not one of NAVBAR_ITEM_TYPES
 * - config-unknown-version      a version name that is not in `docs.versions` (or not in the loaded content)
 * - config-algolia-credentials  `themeConfig.algolia` with an empty appId / apiKey / indexName (spec §5)
 * - config-missing-sidebar      a `docSidebar` navbar item naming a sidebar a version lacks (spec §8)
 * - config-sidebar-without-link a `docSidebar` navbar item whose sidebar has no link (spec §8)
 * - config-missing-doc          a `doc` / `docsVersion` navbar item naming a doc id that does not exist (spec §8)
 * - config-edit-url             a `docs.editUrl` function that throws or returns something other than a URL string
 */
import { BuildError } from '../errors.js'

export type ConfigPath = ReadonlyArray<string | number>

export class ConfigError extends BuildError {
  /** where in the config object the problem is, e.g. `themeConfig.navbar.items[3].type` ('' for the root) */
  readonly configPath: string

  constructor(
    code: string,
    configPath: ConfigPath | string,
    detail: string,
    where: {
      file?: string
      line?: number
      column?: number
      hint?: string
      cause?: unknown
      /** the path as written in another format's config (config-location.ts), named instead of ours */
      writtenAt?: string
    } = {},
  ) {
    const formatted = where.writtenAt ?? (typeof configPath === 'string' ? configPath : formatConfigPath(configPath))
    super(code, formatted ? `${formatted}: ${detail}` : detail, where)
    this.name = 'ConfigError'
    this.configPath = formatted
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `['themeConfig', 'navbar', 'items', 3, 'type']` → `themeConfig.navbar.items[3].type`; `['docs', 'versionOptions', '4.x']` → `docs.versionOptions["4.x"]`. */
export function formatConfigPath(path: ConfigPath): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (IDENTIFIER.test(segment)) out += out ? `.${segment}` : segment
    else out += `[${JSON.stringify(segment)}]`
  }
  return out
}
