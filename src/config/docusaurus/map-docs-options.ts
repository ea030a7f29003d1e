/**
 * The classic preset's `docs` options and the site's versions → our `docs` section. Docusaurus' layout: the current
 * version in `path` (default `docs`), each version of versions.json in `versioned_docs/version-<name>/`; the last
 * version (default: the newest of versions.json, else current) at the docs base, current at `next` when it is not
 * the last, the others at their names; current's label `Next`, its banner `unreleased`, older ones `unmaintained`.
 */
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { DOCS_IGNORED, ignoredOptions, VERSION_IGNORED } from './ignored-options.js'
import { unsupportedOptions } from './unsupported-options.js'

const DOCS_MAPPED = [
  'sidebarPath',
  'path',
  'routeBasePath',
  'editUrl',
  'lastVersion',
  'versions',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
  'showLastUpdateTime',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'include',
  'exclude',
]
const VERSION_MAPPED = ['label', 'path', 'banner', 'badge']

export const DEFAULT_DOCS_PATH = 'docs'

/** the folder of a version of versions.json */
export const versionedDocsFolder = (name: string) => `versioned_docs/version-${name}`
/** the sidebars file of a version of versions.json */
export const versionedSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`

/** The version names the docs are built for, newest first ('current' is the docs folder). */
export function docsVersionNames(options: Record<string, unknown>, versionsJson: string[]): string[] {
  const versions = options.disableVersioning === true ? [] : versionsJson
  const all = [...(options.includeCurrentVersion === false ? [] : ['current']), ...versions]
  const only = options.onlyIncludeVersions
  return Array.isArray(only) ? all.filter((name) => only.includes(name)) : all
}

export function mapDocsOptions(
  options: Record<string, unknown>,
  at: ConfigPath,
  versionsJson: string[],
  problems: DocusaurusProblem[],
): Record<string, unknown> {
  problems.push(
    // remarkPlugins: map-remark-plugins.ts
    ...unsupportedOptions(
      options,
      at,
      [...DOCS_MAPPED, ...DOCS_IGNORED.map((rule) => rule.key), 'remarkPlugins'],
      'docs',
    ),
    ...ignoredOptions(options, at, DOCS_IGNORED),
  )
  const docsPath = typeof options.path === 'string' ? options.path : DEFAULT_DOCS_PATH
  const names = docsVersionNames(options, versionsJson)
  const lastVersion =
    typeof options.lastVersion === 'string' ? options.lastVersion : (names.find((n) => n !== 'current') ?? 'current')
  const written = isRecord(options.versions) ? options.versions : {}
  const versionOptions = Object.fromEntries(
    names.map((name) => {
      const own = isRecord(written[name]) ? written[name] : {}
      const versionAt = [...at, 'versions', name]
      problems.push(
        ...unsupportedOptions(
          own,
          versionAt,
          [...VERSION_MAPPED, ...VERSION_IGNORED.map((rule) => rule.key)],
          'version',
        ),
        ...ignoredOptions(own, versionAt, VERSION_IGNORED),
      )
      const notLast = name === 'current' && name !== lastVersion
      const mapped: Record<string, unknown> = {
        dir: name === 'current' ? docsPath : versionedDocsFolder(name),
        ...(notLast && { path: 'next', banner: 'unreleased' }),
      }
      for (const key of VERSION_MAPPED) if (own[key] !== undefined) mapped[key] = own[key]
      return [name, mapped]
    }),
  )
  const routeBasePath = options.routeBasePath
  return {
    dir: docsPath,
    ...(routeBasePath !== undefined && { routeBasePath: routeBasePath === '' ? '/' : routeBasePath }),
    versions: names,
    lastVersion,
    versionOptions,
    ...(options.editUrl !== undefined && { editUrl: options.editUrl }),
    ...(options.showLastUpdateTime !== undefined && { showLastUpdateTime: options.showLastUpdateTime }),
    ...(options.include !== undefined && { include: options.include }),
    ...(options.exclude !== undefined && { exclude: options.exclude }),
    // Docusaurus emits no page at a version's root unless a doc's slug is the root
    versionRootPages: false,
    // Docusaurus folds categories by default
    sidebarCollapsible: options.sidebarCollapsible ?? true,
    sidebarCollapsed: options.sidebarCollapsed ?? true,
  }
}
