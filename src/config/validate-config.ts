/**
 * Checks a loaded config value against the SiteConfig shape and reports every problem at once. Each problem is a
 * ConfigError naming the config path (`themeConfig.navbar.items[3].type`), the config file and, best effort,
 * the line and column of that key (see locate-config-keys.ts for the heuristic).
 *
 * Hand-written on purpose: the shape is one page of declarations built from a handful of small checkers
 * (`object`, `string`, `oneOf`, …), the messages are ours (spec wording such as "Unknown navbar item type"),
 * and the cross-field rules (versions named in the dropdown, lastVersion, typo suggestions that replace the
 * "missing" error of the key they meant) would need custom refinements in a schema library anyway.
 *
 * Every object is closed: an unknown key is an error (`config-unknown-key`), with "did you mean …?" when a known
 * key is close. A silently ignored typo (`themeConfg`, `annoucementBar`) is a setting that quietly does not apply;
 * fixing the key costs the author a second. Values the generator does not read belong in `customFields`.
 * When an unknown key is a likely typo of a required key, only the typo is reported, not the missing key too.
 */
import { BuildErrorList } from '../errors.js'
import { ConfigError, type ConfigPath } from './config-error.js'
import { locateConfigKeys, locateConfigPath, type ConfigLocations } from './locate-config-keys.js'
import type { SiteConfig } from './site-config.js'
import { suggestName } from '../shared/suggest-name.js'
import { PRISM_THEME_NAMES } from './prism-theme-names.js'

export const NAVBAR_ITEM_TYPES = [
  'default',
  'docsVersion',
  'docsVersionDropdown',
  'docSidebar',
  'doc',
  'dropdown',
  'search',
  'localeDropdown',
  'html',
] as const

/** Where the config value came from, for error messages. */
export interface ConfigSource {
  /** the config file as shown in messages (relative to the site dir, e.g. `site.config.ts`) */
  file: string
  /** the file's text, used to find line numbers */
  text?: string
  /** positions already computed with locateConfigKeys (else computed from `text`) */
  locations?: ConfigLocations
}

/** Every problem of `value` as a SiteConfig (empty when it is valid). */
export function findConfigProblems(value: unknown, source: ConfigSource): ConfigError[] {
  const locations = source.locations ?? (source.text ? locateConfigKeys(source.text, SITE_CONFIG_KEYS) : undefined)
  const report = new Report(source, locations)
  siteConfig(value, [], report)
  return report.errors
}

/** Returns `value` typed as SiteConfig, or throws a BuildErrorList with every problem. */
export function validateConfig(value: unknown, source: ConfigSource): SiteConfig {
  const errors = findConfigProblems(value, source)
  if (errors.length > 0) {
    throw new BuildErrorList(
      `${source.file}: ${errors.length} problem${errors.length === 1 ? '' : 's'} in the site config`,
      errors,
    )
  }
  return value as SiteConfig
}

// ---------------------------------------------------------------------------------------------------------
// The checker toolkit

class Report {
  readonly errors: ConfigError[] = []
  constructor(
    private readonly source: ConfigSource,
    private readonly locations: ConfigLocations | undefined,
  ) {}

  add(code: string, path: ConfigPath, detail: string, hint?: string): void {
    const at = locateConfigPath(this.locations, path, this.source.text)
    this.errors.push(
      new ConfigError(code, path, detail, { file: this.source.file, line: at?.line, column: at?.column, hint }),
    )
  }

  invalid(path: ConfigPath, detail: string, hint?: string): void {
    this.add('config-invalid-value', path, detail, hint)
  }
}

type Check = (value: unknown, path: ConfigPath, report: Report) => void
type Obj = Record<string, unknown>

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

const quoteList = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ')

interface ObjectOptions {
  required?: readonly string[]
  /** what a missing required key is, for the hint */
  hints?: Record<string, string>
  /** cross-field rules, run after the fields were checked */
  after?: (value: Obj, path: ConfigPath, report: Report) => void
  /** keys are free (records) */
  what?: string
}

function object(fields: Record<string, Check>, options: ObjectOptions = {}): Check {
  const known = Object.keys(fields)
  return (value, path, report) => {
    if (!isObject(value)) {
      report.invalid(path, `must be ${options.what ?? 'an object'}, got ${describe(value)}`)
      return
    }
    const meant = new Set<string>()
    for (const key of Object.keys(value)) {
      if (key in fields) continue
      const suggestion = suggestName(key, known)
      if (suggestion && !(suggestion in value)) meant.add(suggestion)
      report.add(
        'config-unknown-key',
        [...path, key],
        `unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        known.length
          ? `Known keys here: ${known.join(', ')}.${path.length === 0 ? ' Put values of your own under customFields.' : ''}`
          : undefined,
      )
    }
    for (const key of known) {
      const field = value[key]
      if (field === undefined) {
        if (options.required?.includes(key) && !meant.has(key)) {
          report.add('config-missing-field', [...path, key], 'is required', options.hints?.[key])
        }
        continue
      }
      fields[key](field, [...path, key], report)
    }
    options.after?.(value, path, report)
  }
}

function string(
  options: { nonEmpty?: boolean; test?: (value: string) => string | undefined; hint?: string } = {},
): Check {
  return (value, path, report) => {
    if (typeof value !== 'string') return report.invalid(path, `must be a string, got ${describe(value)}`, options.hint)
    if (options.nonEmpty && value.trim() === '') return report.invalid(path, 'must not be empty', options.hint)
    const problem = options.test?.(value)
    if (problem) report.invalid(path, problem, options.hint)
  }
}

const boolean: Check = (value, path, report) => {
  if (typeof value !== 'boolean') report.invalid(path, `must be true or false, got ${describe(value)}`)
}

function oneOf(values: readonly string[]): Check {
  return (value, path, report) => {
    if (typeof value === 'string' && values.includes(value)) return
    const suggestion = typeof value === 'string' ? suggestName(value, values) : undefined
    report.invalid(
      path,
      `must be one of ${quoteList(values)}, got ${describe(value)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    )
  }
}

function integer(options: { min?: number; max?: number }): Check {
  return (value, path, report) => {
    if (typeof value !== 'number' || !Number.isInteger(value))
      return report.invalid(path, `must be a whole number, got ${describe(value)}`)
    if (options.min !== undefined && value < options.min)
      return report.invalid(path, `must be at least ${options.min}, got ${value}`)
    if (options.max !== undefined && value > options.max)
      report.invalid(path, `must be at most ${options.max}, got ${value}`)
  }
}

function arrayOf(item: Check, options: { nonEmpty?: boolean; unique?: boolean } = {}): Check {
  return (value, path, report) => {
    if (!Array.isArray(value)) return report.invalid(path, `must be an array, got ${describe(value)}`)
    if (options.nonEmpty && value.length === 0) return report.invalid(path, 'must not be empty')
    value.forEach((element, index) => item(element, [...path, index], report))
    if (options.unique) {
      value.forEach((element, index) => {
        if (value.indexOf(element) !== index) report.invalid([...path, index], `${describe(element)} is listed twice`)
      })
    }
  }
}

function recordOf(item: Check): Check {
  return (value, path, report) => {
    if (!isObject(value)) return report.invalid(path, `must be an object, got ${describe(value)}`)
    for (const [key, element] of Object.entries(value)) item(element, [...path, key], report)
  }
}

const anything: Check = () => {}

function absoluteUrlProblem(value: string, schemes?: readonly string[]): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `must be an absolute URL such as "https://example.com", got ${describe(value)}`
  }
  if (schemes && !schemes.includes(url.protocol)) return `must be an http(s) URL, got ${describe(value)}`
  return undefined
}

const httpUrl = string({ test: (s) => absoluteUrlProblem(s, ['http:', 'https:']) })

// ---------------------------------------------------------------------------------------------------------
// The SiteConfig shape

const BROKEN_POLICY = oneOf(['throw', 'warn', 'ignore'])

/** A link (`to` = internal route, `href` = external URL); exactly one of them. */
function linkTargets(value: Obj, path: ConfigPath, report: Report): void {
  if (value.to === undefined && value.href === undefined) {
    report.add(
      'config-missing-field',
      [...path, 'to'],
      'a link needs "to" (an internal route) or "href" (an external URL)',
    )
  } else if (value.to !== undefined && value.href !== undefined) {
    report.invalid([...path, 'href'], 'a link has either "to" or "href", not both')
  }
}
const internalRoute = string({
  nonEmpty: true,
  test: (s) =>
    /^[a-z][a-z\d+.-]*:/i.test(s) || s.startsWith('//')
      ? `is an internal route; use "href" for the external URL ${describe(s)}`
      : undefined,
})
const externalUrl = string({
  test: (s) => absoluteUrlProblem(s) && `must be an absolute URL (use "to" for internal routes), got ${describe(s)}`,
})

const navbarBase = { position: oneOf(['left', 'right']), label: string(), className: string() }

const navbarLinkFields = {
  ...navbarBase,
  type: oneOf(['default']),
  to: internalRoute,
  href: externalUrl,
  activeBasePath: string(),
}
const navbarLinkItem = object(navbarLinkFields, { required: ['label'], after: linkTargets })

const dropdownEntry: Check = (value, path, report) => {
  if (isObject(value) && value.type !== undefined && value.type !== 'default') {
    return report.invalid(
      [...path, 'type'],
      `a dropdown holds plain links only, got type ${describe(value.type)}`,
      'Remove "type" and give "to" or "href".',
    )
  }
  navbarLinkItem(value, path, report)
}

const NAVBAR_ITEM_SHAPES: Record<(typeof NAVBAR_ITEM_TYPES)[number], Check> = {
  default: navbarLinkItem,
  docsVersion: object(
    { ...navbarBase, type: anything, docId: string({ nonEmpty: true }) },
    { required: ['label'], hints: { label: 'A docsVersion item shows a label, e.g. label: "Documentation".' } },
  ),
  docsVersionDropdown: object({
    ...navbarBase,
    type: anything,
    versions: arrayOf(string({ nonEmpty: true }), { unique: true }),
    dropdownActiveClassDisabled: boolean,
  }),
  docSidebar: object(
    { ...navbarBase, type: anything, sidebarId: string({ nonEmpty: true }) },
    {
      required: ['sidebarId', 'label'],
      hints: { sidebarId: 'Name the sidebar to link to, e.g. sidebarId: "tutorialSidebar".' },
    },
  ),
  doc: object(
    { ...navbarBase, type: anything, docId: string({ nonEmpty: true }) },
    { required: ['docId'], hints: { docId: 'Name the doc to link to, e.g. docId: "intro".' } },
  ),
  dropdown: object({ ...navbarBase, type: anything, items: arrayOf(dropdownEntry) }, { required: ['label', 'items'] }),
  search: object({ ...navbarBase, type: anything }),
  localeDropdown: object({ ...navbarBase, type: anything }),
  html: object({ ...navbarBase, type: anything, value: string() }, { required: ['value'] }),
}

const navbarItem: Check = (value, path, report) => {
  if (!isObject(value)) return report.invalid(path, `must be an object, got ${describe(value)}`)
  const type = value.type ?? 'default'
  if (typeof type !== 'string' || !(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    const suggestion = typeof type === 'string' ? suggestName(type, NAVBAR_ITEM_TYPES) : undefined
    report.add(
      'config-unknown-navbar-item-type',
      [...path, 'type'],
      `Unknown navbar item type ${describe(type)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      `Valid types: ${NAVBAR_ITEM_TYPES.join(', ')}.`,
    )
    return
  }
  NAVBAR_ITEM_SHAPES[type as (typeof NAVBAR_ITEM_TYPES)[number]](value, path, report)
}

const footerLink = object(
  { label: string(), to: internalRoute, href: externalUrl },
  { required: ['label'], after: linkTargets },
)

const algoliaCredential =
  (what: string): Check =>
  (value, path, report) => {
    if (typeof value !== 'string') return report.invalid(path, `must be a string, got ${describe(value)}`)
    if (value.trim() === '') {
      report.add(
        'config-algolia-credentials',
        path,
        `the search client needs a non-empty ${what}`,
        `Copy the ${what} from your Algolia dashboard, or remove themeConfig.algolia to use the local search.`,
      )
    }
  }

const algolia = object(
  {
    appId: algoliaCredential('application id'),
    apiKey: algoliaCredential('search API key'),
    indexName: string({ nonEmpty: true }),
    contextualSearch: boolean,
    searchPagePath: (value, path, report) => {
      if (value !== false) string({ nonEmpty: true })(value, path, report)
    },
    searchParameters: recordOf(anything),
  },
  {
    required: ['indexName'],
    after: (value, path, report) => {
      for (const [key, what] of [
        ['appId', 'application id'],
        ['apiKey', 'search API key'],
      ] as const) {
        if (value[key] === undefined) {
          report.add(
            'config-algolia-credentials',
            [...path, key],
            `is required: the search client needs a non-empty ${what}`,
            'Or remove themeConfig.algolia to use the local search.',
          )
        }
      }
    },
  },
)

const headingLevel = integer({ min: 2, max: 6 })

const themeConfig = object(
  {
    navbar: object(
      {
        title: string(),
        logo: object({ src: string({ nonEmpty: true }), alt: string() }, { required: ['src', 'alt'] }),
        hideOnScroll: boolean,
        items: arrayOf(navbarItem),
      },
      { required: ['title', 'items'] },
    ),
    footer: object(
      {
        style: oneOf(['dark', 'light']),
        links: arrayOf(object({ title: string(), items: arrayOf(footerLink) }, { required: ['title', 'items'] })),
        copyright: string(),
      },
      { required: ['links'] },
    ),
    colorMode: object({
      defaultMode: oneOf(['light', 'dark']),
      disableSwitch: boolean,
      respectPrefersColorScheme: boolean,
    }),
    prism: object({ theme: oneOf(PRISM_THEME_NAMES), darkTheme: oneOf(PRISM_THEME_NAMES) }),
    announcementBar: object(
      {
        id: string({ nonEmpty: true }),
        content: string(),
        closeable: boolean,
        backgroundColor: string(),
        textColor: string(),
      },
      {
        required: ['id', 'content'],
        hints: { id: 'The id is stored when a reader closes the bar; change it to show a new announcement again.' },
      },
    ),
    algolia,
    tableOfContents: object(
      { minHeadingLevel: headingLevel, maxHeadingLevel: headingLevel },
      {
        after: (value, path, report) => {
          const { minHeadingLevel: min, maxHeadingLevel: max } = value
          if (typeof min === 'number' && typeof max === 'number' && min > max)
            report.invalid([...path, 'minHeadingLevel'], `must not be greater than maxHeadingLevel (${max})`)
        },
      },
    ),
  },
  { required: ['navbar', 'footer'] },
)

const sidebarItem: Check = (value, path, report) => {
  if (typeof value === 'string') return string({ nonEmpty: true })(value, path, report)
  if (!isObject(value)) return report.invalid(path, `must be a doc id or an object, got ${describe(value)}`)
  switch (value.type) {
    case 'doc':
      return object({ type: anything, id: string({ nonEmpty: true }), label: string() }, { required: ['id'] })(
        value,
        path,
        report,
      )
    case 'link':
      return object(
        { type: anything, href: string({ nonEmpty: true }), label: string() },
        { required: ['href', 'label'] },
      )(value, path, report)
    case 'category':
      return object(
        {
          type: anything,
          label: string(),
          items: arrayOf(sidebarItem),
          link: object({ type: oneOf(['doc']), id: string({ nonEmpty: true }) }, { required: ['type', 'id'] }),
        },
        { required: ['label', 'items'] },
      )(value, path, report)
    case 'autogenerated':
      return object({ type: anything, dirName: string() }, { required: ['dirName'] })(value, path, report)
    default:
      report.invalid(
        [...path, 'type'],
        `must be one of ${quoteList(['doc', 'link', 'category', 'autogenerated'])}, got ${describe(value.type)}`,
      )
  }
}

const docs = object({
  dir: string({ nonEmpty: true }),
  routeBasePath: string({ nonEmpty: true }),
  versions: arrayOf(
    string({ nonEmpty: true, test: (s) => (/[/\\]/.test(s) ? 'must not contain a slash' : undefined) }),
    { nonEmpty: true, unique: true },
  ),
  lastVersion: string({ nonEmpty: true }),
  versionOptions: recordOf(
    object({
      label: string({ nonEmpty: true }),
      path: string({
        test: (s) =>
          s.startsWith('/') || s.endsWith('/')
            ? `is a URL segment under the docs base, without slashes at either end, got ${describe(s)}`
            : undefined,
      }),
      banner: oneOf(['none', 'unmaintained', 'unreleased']),
      badge: boolean,
    }),
  ),
  sidebars: recordOf(recordOf(arrayOf(sidebarItem))),
  editUrl: (value, path, report) => (typeof value === 'function' ? undefined : httpUrl(value, path, report)),
  showLastUpdateTime: boolean,
})

const blogObject = object({
  dir: string({ nonEmpty: true }),
  routeBasePath: string({ nonEmpty: true }),
  blogTitle: string(),
  blogDescription: string(),
  postsPerPage: integer({ min: 1 }),
  blogSidebarCount: (value, path, report) => {
    if (value !== 'ALL') integer({ min: 0 })(value, path, report)
  },
  blogSidebarTitle: string(),
  feedOptions: object({
    type: arrayOf(oneOf(['rss', 'atom']), { unique: true }),
    title: string(),
    description: string(),
    copyright: string(),
  }),
})

const SITE_CONFIG_FIELDS: Record<keyof SiteConfig, Check> = {
  title: string({ nonEmpty: true }),
  tagline: string(),
  url: string({
    test: (s) => {
      const problem = absoluteUrlProblem(s, ['http:', 'https:'])
      if (problem) return problem
      const url = new URL(s)
      if (url.pathname !== '/' || url.search || url.hash)
        return `must be the site origin only (e.g. "${url.origin}"); put the path ${describe(url.pathname)} in baseUrl`
      return undefined
    },
    hint: 'url is the absolute origin the site is served from, e.g. "https://johannesklauss.github.io".',
  }),
  baseUrl: string({
    test: (s) =>
      s.startsWith('/') && s.endsWith('/')
        ? undefined
        : `must start and end with "/" (e.g. "/" or "/my-project/"), got ${describe(s)}`,
  }),
  trailingSlash: boolean,
  favicon: string(),
  noIndex: boolean,
  organizationName: string(),
  projectName: string(),
  onBrokenLinks: BROKEN_POLICY,
  onBrokenAnchors: BROKEN_POLICY,
  onBrokenMarkdownLinks: BROKEN_POLICY,
  onDuplicateRoutes: BROKEN_POLICY,
  headTags: arrayOf(
    object(
      { tagName: oneOf(['link', 'meta']), attributes: recordOf(string()) },
      { required: ['tagName', 'attributes'] },
    ),
  ),
  i18n: object(
    {
      defaultLocale: string({ nonEmpty: true }),
      locales: arrayOf(string({ nonEmpty: true }), { nonEmpty: true, unique: true }),
    },
    {
      required: ['defaultLocale', 'locales'],
      after: (value, path, report) => {
        if (
          typeof value.defaultLocale === 'string' &&
          Array.isArray(value.locales) &&
          !value.locales.includes(value.defaultLocale)
        ) {
          report.invalid([...path, 'defaultLocale'], `${describe(value.defaultLocale)} is not one of i18n.locales`)
        }
      },
    },
  ),
  themeConfig,
  docs,
  blog: (value, path, report) => {
    if (value !== false) blogObject(value, path, report)
  },
  contentDir: string({ nonEmpty: true }),
  staticDir: string({ nonEmpty: true }),
  llms: object({ title: string(), description: string(), order: arrayOf(string({ nonEmpty: true })) }),
  search: object({ backend: oneOf(['auto', 'algolia', 'local']) }),
  customFields: recordOf(anything),
}

/** The top-level keys of SiteConfig (also how locate-config-keys recognises the config object in the source). */
export const SITE_CONFIG_KEYS: readonly string[] = Object.keys(SITE_CONFIG_FIELDS)

const siteConfig = object(SITE_CONFIG_FIELDS, {
  required: ['title', 'url', 'themeConfig'],
  hints: {
    title: 'The site title, e.g. title: "React Hotkeys Hook".',
    url: 'The absolute origin the site is served from, e.g. url: "https://johannesklauss.github.io".',
    themeConfig:
      'themeConfig holds the navbar and footer: themeConfig: { navbar: { title, items: [] }, footer: { links: [] } }.',
  },
  what: 'an object (export default defineConfig({ … }))',
  after: crossFieldRules,
})

/** Rules that relate two parts of the config. Each guards its inputs: a wrong type was reported already. */
function crossFieldRules(config: Obj, _path: ConfigPath, report: Report): void {
  const docsConfig = isObject(config.docs) ? config.docs : {}
  const versions = Array.isArray(docsConfig.versions)
    ? docsConfig.versions.filter((v): v is string => typeof v === 'string')
    : ['current']
  const versionHint = `Versions in docs.versions: ${quoteList(versions)}.`
  const unknownVersion = (path: ConfigPath, name: string, what: string) => {
    const suggestion = suggestName(name, versions)
    report.add(
      'config-unknown-version',
      path,
      `${what} ${JSON.stringify(name)}, which is not in docs.versions${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      versionHint,
    )
  }

  if (typeof docsConfig.lastVersion === 'string' && !versions.includes(docsConfig.lastVersion)) {
    unknownVersion(['docs', 'lastVersion'], docsConfig.lastVersion, 'names the version')
  }
  for (const key of ['versionOptions', 'sidebars'] as const) {
    const record = docsConfig[key]
    if (!isObject(record)) continue
    for (const name of Object.keys(record))
      if (!versions.includes(name)) unknownVersion(['docs', key, name], name, 'configures the version')
  }

  // two versions served under one URL segment
  const lastVersion =
    typeof docsConfig.lastVersion === 'string'
      ? docsConfig.lastVersion
      : versions.includes('current')
        ? 'current'
        : versions[0]
  const options = isObject(docsConfig.versionOptions) ? docsConfig.versionOptions : {}
  const byPath = new Map<string, string>()
  for (const name of new Set(versions)) {
    const own = isObject(options[name]) ? (options[name] as Obj).path : undefined
    const segment = typeof own === 'string' ? own : name === lastVersion ? '' : name
    const other = byPath.get(segment)
    if (other !== undefined) {
      report.invalid(
        ['docs', 'versionOptions', name, 'path'],
        `versions "${other}" and "${name}" are both served at ${JSON.stringify(segment || '(the docs base)')}`,
        'Give each version its own path.',
      )
    } else byPath.set(segment, name)
  }

  const theme = isObject(config.themeConfig) ? config.themeConfig : {}
  const navbar = isObject(theme.navbar) ? theme.navbar : {}
  const items = Array.isArray(navbar.items) ? navbar.items : []
  items.forEach((item, index) => {
    if (!isObject(item) || item.type !== 'docsVersionDropdown' || !Array.isArray(item.versions)) return
    item.versions.forEach((name, at) => {
      if (typeof name === 'string' && !versions.includes(name)) {
        unknownVersion(['themeConfig', 'navbar', 'items', index, 'versions', at], name, 'the version dropdown lists')
      }
    })
  })

  const search = isObject(config.search) ? config.search : {}
  if (search.backend === 'algolia' && theme.algolia === undefined) {
    report.add(
      'config-missing-field',
      ['themeConfig', 'algolia'],
      'is required when search.backend is "algolia"',
      'Add themeConfig.algolia { appId, apiKey, indexName }, or set search.backend to "local".',
    )
  }
}
