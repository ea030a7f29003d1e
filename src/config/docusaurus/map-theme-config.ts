/**
 * A Docusaurus `themeConfig` → ours. The sections ours has (navbar, footer, colorMode, announcementBar, algolia,
 * tableOfContents) are kept as written, for our schema to check with their lines; prism's theme objects become theme
 * names; `metadata` and `image` become head tags; what changes Docusaurus' presentation in ways ours has no setting
 * for is left out with a warning (ignored-options.ts) unless its value is what ours does anyway.
 */
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import {
  FOOTER_IGNORED,
  type IgnoredOption,
  ignoredOption,
  ignoredOptions,
  LIVE_CODE_BLOCK_IGNORED,
  NAVBAR_IGNORED,
  PRISM_IGNORED,
  THEME_CONFIG_IGNORED,
  THEME_DOCS_IGNORED,
  THEME_DOCS_SIDEBAR_IGNORED,
} from './ignored-options.js'
import { prismThemeName } from './prism-theme-name.js'
import { prismReactRendererLanguages } from './prism-react-renderer-languages.js'

const keysOf = (rules: readonly IgnoredOption[]) => new Set(rules.map((rule) => rule.key))
const NAVBAR_PRESENTATION = keysOf(NAVBAR_IGNORED)
const FOOTER_PRESENTATION = keysOf(FOOTER_IGNORED)
const PRISM_PRESENTATION = keysOf(PRISM_IGNORED)
const AT = ['themeConfig']

type MetaTag = { tagName: 'meta'; attributes: Record<string, string> }

export interface MappedThemeConfig {
  themeConfig: Record<string, unknown>
  /** `metadata`'s tags, and `image`'s */
  headTags: MetaTag[]
}

export function mapThemeConfig(
  themeConfig: unknown,
  problems: DocusaurusProblem[],
  /** the site's url and baseUrl, for `image` */
  site: { url?: unknown; baseUrl?: unknown } = {},
): MappedThemeConfig {
  if (themeConfig !== undefined && !isRecord(themeConfig))
    return { themeConfig: themeConfig as Record<string, unknown>, headTags: [] }
  // Docusaurus' defaults: a navbar with no items, no footer
  const mapped: Record<string, unknown> = { navbar: { title: '', items: [] } }
  const headTags: MetaTag[] = []
  const written = themeConfig ?? {}
  problems.push(...ignoredOptions(written, AT, THEME_CONFIG_IGNORED))
  for (const [key, value] of Object.entries(written)) {
    if (keysOf(THEME_CONFIG_IGNORED).has(key)) continue
    if (key === 'metadata' && Array.isArray(value))
      headTags.push(...value.map((attributes): MetaTag => ({ tagName: 'meta', attributes })))
    else if (key === 'image' && typeof value === 'string') headTags.push(...imageTags(value, site))
    else if (key === 'docs') problems.push(...themeDocs(value))
    else if (key === 'liveCodeBlock') problems.push(...sectionWarnings(value, 'liveCodeBlock', LIVE_CODE_BLOCK_IGNORED))
    else if (key === 'prism') {
      problems.push(...sectionWarnings(value, 'prism', PRISM_IGNORED))
      mapped.prism = prism(value)
    } else if (key === 'navbar') {
      problems.push(...sectionWarnings(value, 'navbar', NAVBAR_IGNORED))
      mapped.navbar = navbar(value, problems)
    } else if (key === 'announcementBar') {
      mapped.announcementBar = announcementBar(value)
    } else if (key === 'footer') {
      problems.push(...sectionWarnings(value, 'footer', FOOTER_IGNORED))
      mapped.footer = footer(without(value, FOOTER_PRESENTATION), problems)
    } else mapped[key] = value
  }
  mapped.prism = withDocusaurusLanguages(mapped.prism ?? {})
  return { themeConfig: mapped, headTags }
}

/**
 * Docusaurus highlights prism-react-renderer's bundled languages (python, yaml, go, rust…) besides the site's
 * `additionalLanguages`: both become ours, the site's first (so a message points at its index).
 */
function withDocusaurusLanguages(prism: unknown): unknown {
  if (!isRecord(prism)) return prism
  const own = prism.additionalLanguages
  if (own !== undefined && !Array.isArray(own)) return prism
  return { ...prism, additionalLanguages: [...(own ?? []), ...prismReactRendererLanguages()] }
}

/** warnings for a section's ignored options; a section of another shape is left to the schema (or ignored) */
function sectionWarnings(value: unknown, key: string, rules: readonly IgnoredOption[]): DocusaurusProblem[] {
  return isRecord(value) ? ignoredOptions(value, [...AT, key], rules) : []
}

/** themeConfig.docs: the sidebar's options and the version persistence, none of which ours has */
function themeDocs(value: unknown): DocusaurusProblem[] {
  if (!isRecord(value)) return []
  const at = [...AT, 'docs']
  const known = new Set(['sidebar', ...keysOf(THEME_DOCS_IGNORED)])
  return [
    ...ignoredOptions(value, at, THEME_DOCS_IGNORED),
    ...(isRecord(value.sidebar) ? ignoredOptions(value.sidebar, [...at, 'sidebar'], THEME_DOCS_SIDEBAR_IGNORED) : []),
    ...Object.keys(value)
      .filter((key) => !known.has(key) && value[key] !== undefined)
      .map((key) => ignoredOption([...at, key], 'hotkeys-docs has no such docs setting')),
  ]
}

/** Docusaurus' `image`: the social card, as og:image and twitter:image with an absolute URL */
function imageTags(image: string, site: { url?: unknown; baseUrl?: unknown }): MetaTag[] {
  if (typeof site.url !== 'string') return []
  const baseUrl = typeof site.baseUrl === 'string' ? site.baseUrl : '/'
  let content: string
  try {
    content = /^https?:\/\//i.test(image) ? image : new URL(`${baseUrl}${image.replace(/^\//, '')}`, site.url).href
  } catch {
    return []
  }
  return [
    { tagName: 'meta', attributes: { property: 'og:image', content } },
    { tagName: 'meta', attributes: { name: 'twitter:image', content } },
  ]
}

function without(value: unknown, keys: Set<string>): unknown {
  return isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key))) : value
}

/**
 * Docusaurus' footer → ours: an item of raw HTML (`{ html }`, a badge or a logo link) is one problem at the item, and
 * is left out (else the schema would report it three ways: no label, no link, an unknown key)
 */
function footer(value: unknown, problems: DocusaurusProblem[]): unknown {
  if (!isRecord(value) || !Array.isArray(value.links)) return value
  const links = value.links.map((group: unknown, g) => {
    if (!isRecord(group) || !Array.isArray(group.items)) return group
    const items = group.items.filter((item: unknown, i) => {
      if (!isRecord(item) || item.html === undefined) return true
      problems.push({
        at: [...AT, 'footer', 'links', g, 'items', i],
        message: 'A footer item of HTML ({ html }) is not supported',
        hint: 'Make it a link ({ label, href }), or move the HTML into footer.copyright, which takes HTML.',
      })
      return false
    })
    return { ...group, items }
  })
  return { ...value, links }
}

/**
 * Docusaurus' navbar (an optional title, a logo with more keys than ours, items of its own shapes) → ours. Two item
 * shapes Docusaurus sites often use:
 * - a link with an `aria-label` and no label, drawn by the site's CSS as an icon (`className: 'header-github-link'`):
 *   the aria-label becomes its label, hidden on screen (`navbar__link--label-hidden`, theme CSS) so the site's icon
 *   shows alone, read by screen readers;
 * - a version dropdown's `dropdownItemsBefore` / `dropdownItemsAfter` (archived versions…): left out with a warning.
 */
function navbar(value: unknown, problems: DocusaurusProblem[]): unknown {
  if (!isRecord(value)) return value
  const mapped = without(value, NAVBAR_PRESENTATION) as Record<string, unknown>
  if (isRecord(value.logo)) mapped.logo = { src: value.logo.src, alt: value.logo.alt ?? '' }
  if (Array.isArray(value.items)) mapped.items = value.items.map((item: unknown, i) => navbarItem(item, i, problems))
  return { title: '', items: [], ...mapped }
}

function navbarItem(item: unknown, index: number, problems: DocusaurusProblem[]): unknown {
  if (!isRecord(item)) return item
  const at = [...AT, 'navbar', 'items', index]
  const { 'aria-label': ariaLabel, dropdownItemsBefore, dropdownItemsAfter, ...rest } = item
  for (const [key, extra] of Object.entries({ dropdownItemsBefore, dropdownItemsAfter }))
    if (Array.isArray(extra) && extra.length > 0)
      problems.push(ignoredOption([...at, key], "the version dropdown lists the site's versions only"))
  // with a label, that label names the link
  if (typeof ariaLabel !== 'string' || rest.label !== undefined) return rest
  const className = typeof rest.className === 'string' ? `${rest.className} ` : ''
  return { ...rest, label: ariaLabel, className: `${className}navbar__link--label-hidden` }
}

/** Docusaurus' announcement bar: `isCloseable` (default true) is our `closeable` */
function announcementBar(value: unknown): unknown {
  if (!isRecord(value)) return value
  const { isCloseable, ...rest } = value
  return { ...rest, closeable: isCloseable ?? true }
}

/**
 * Docusaurus' prism section → ours: a theme object equal to one of prism-react-renderer's becomes its name (the
 * site's copy of the package is not ours); another object is a theme of the site's own, which our schema checks.
 */
function prism(value: unknown): unknown {
  if (!isRecord(value)) return value
  const mapped = without(value, PRISM_PRESENTATION) as Record<string, unknown>
  for (const key of ['theme', 'darkTheme'] as const) {
    if (value[key] === undefined) continue
    mapped[key] = prismThemeName(value[key]) ?? value[key]
  }
  return mapped
}
