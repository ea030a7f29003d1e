/**
 * A Docusaurus `themeConfig` → ours. The sections ours has (navbar, footer, colorMode, announcementBar, algolia,
 * tableOfContents) are kept as written, for our schema to check with their lines; prism's theme objects become theme
 * names; what only changes Docusaurus' presentation in ways ours has no setting for is left out (listed below), and
 * `metadata` becomes head tags.
 */
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { prismThemeName } from './prism-theme-name.js'
import { prismReactRendererLanguages } from './prism-react-renderer-languages.js'

/** themeConfig keys without a counterpart of ours that change no content: dropped */
const PRESENTATION_ONLY = new Set(['docs', 'blog', 'image', 'liveCodeBlock', 'hideableSidebar', 'zoom'])
/** keys of navbar, footer and prism that ours has no setting for: dropped */
const NAVBAR_PRESENTATION = new Set(['style'])
const FOOTER_PRESENTATION = new Set(['logo'])
const PRISM_PRESENTATION = new Set(['magicComments', 'defaultLanguage'])

export interface MappedThemeConfig {
  themeConfig: Record<string, unknown>
  /** `metadata`'s tags */
  headTags: { tagName: 'meta'; attributes: Record<string, string> }[]
}

export function mapThemeConfig(themeConfig: unknown, problems: DocusaurusProblem[]): MappedThemeConfig {
  if (themeConfig !== undefined && !isRecord(themeConfig))
    return { themeConfig: themeConfig as Record<string, unknown>, headTags: [] }
  // Docusaurus' defaults: a navbar with no items, no footer
  const mapped: Record<string, unknown> = { navbar: { title: '', items: [] } }
  let headTags: MappedThemeConfig['headTags'] = []
  for (const [key, value] of Object.entries(themeConfig ?? {})) {
    if (PRESENTATION_ONLY.has(key)) continue
    if (key === 'metadata' && Array.isArray(value))
      headTags = value.map((attributes) => ({ tagName: 'meta', attributes }))
    else if (key === 'prism') mapped.prism = prism(value, problems)
    else if (key === 'navbar') mapped.navbar = navbar(value)
    else if (key === 'footer') mapped.footer = without(value, FOOTER_PRESENTATION)
    else mapped[key] = value
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

function without(value: unknown, keys: Set<string>): unknown {
  return isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key))) : value
}

/** Docusaurus' navbar (an optional title, a logo with more keys than ours) → ours */
function navbar(value: unknown): unknown {
  if (!isRecord(value)) return value
  const mapped = without(value, NAVBAR_PRESENTATION) as Record<string, unknown>
  if (isRecord(value.logo)) mapped.logo = { src: value.logo.src, alt: value.logo.alt ?? '' }
  return { title: '', items: [], ...mapped }
}

function prism(value: unknown, problems: DocusaurusProblem[]): unknown {
  if (!isRecord(value)) return value
  const mapped = without(value, PRISM_PRESENTATION) as Record<string, unknown>
  for (const key of ['theme', 'darkTheme'] as const) {
    if (value[key] === undefined) continue
    const name = prismThemeName(value[key])
    if (name) mapped[key] = name
    else {
      delete mapped[key]
      problems.push(unknownTheme(['themeConfig', 'prism', key]))
    }
  }
  return mapped
}

const unknownTheme = (at: ConfigPath): DocusaurusProblem => ({
  at,
  message: 'This code colour theme is not one of prism-react-renderer’s themes',
  hint: "Use one of require('prism-react-renderer').themes (github, dracula, vsDark…); a theme of the site's own is not supported.",
})
