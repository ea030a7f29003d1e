/**
 * A Docusaurus config's `themes` and `plugins` → what hotkeys-docs does itself. A theme or plugin whose job is built
 * in is accepted (its options mapped: `docusaurus-plugin-llms` → `llms`); any other is a problem naming the entry,
 * since dropping it silently would build a site without what it adds.
 */
import path from 'node:path'
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { ignoredOptions, LLMS_IGNORED } from './ignored-options.js'

/** themes whose job is built in: live code blocks (```jsx live), the Algolia search, the classic theme */
const BUILT_IN_THEMES = new Set([
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/theme-classic',
])

const LLMS_PLUGIN = 'docusaurus-plugin-llms'

/** the classic preset's content plugins by short name (`content-docs`, `@docusaurus/plugin-content-docs`) */
const CONTENT_PLUGINS: Record<string, string> = {
  'content-docs': 'docs',
  'content-blog': 'blog',
  'content-pages': 'pages',
}

/** our `llms` section, from docusaurus-plugin-llms' options */
interface LlmsSection {
  title?: string
  description?: string
  order?: string[]
}

export interface MappedPlugins {
  /** our `llms` section, when the site uses docusaurus-plugin-llms, and its entry's place in `plugins` */
  llms?: LlmsSection & { index: number }
}

/**
 * An entry's name and options: `'name'`, `['name', options]`; undefined for a function or object plugin. A module
 * path inside node_modules (`require.resolve('@docusaurus/theme-live-codeblock')`) is named by its package.
 */
function entryOf(entry: unknown): { name: string; options: unknown } | undefined {
  const [name, options] = Array.isArray(entry) ? entry : [entry, undefined]
  return typeof name === 'string' ? { name: packageOfModulePath(name) ?? name, options } : undefined
}

/** `/site/node_modules/@scope/pkg/dist/index.js` → `@scope/pkg`; undefined for a path outside node_modules or a name */
export function packageOfModulePath(name: string): string | undefined {
  if (!path.isAbsolute(name)) return undefined
  const parts = name.split(/[\\/]/)
  const at = parts.lastIndexOf('node_modules')
  if (at < 0 || at + 1 >= parts.length) return undefined
  const scoped = parts[at + 1].startsWith('@') && at + 2 < parts.length
  return scoped ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1]
}

export function mapThemes(themes: unknown, problems: DocusaurusProblem[]): void {
  if (themes === undefined) return
  if (!Array.isArray(themes)) {
    problems.push({ at: ['themes'], message: 'themes must be an array' })
    return
  }
  themes.forEach((entry: unknown, index) => {
    const theme = entryOf(entry)
    if (theme && BUILT_IN_THEMES.has(theme.name)) return
    problems.push({
      at: ['themes', index],
      message: `The theme ${theme ? `"${theme.name}"` : '(a function or object)'} is not supported`,
      hint: `hotkeys-docs has its own theme, with live code blocks and search built in (${[...BUILT_IN_THEMES].join(', ')} are accepted); remove this theme.`,
    })
  })
}

export function mapPlugins(plugins: unknown, problems: DocusaurusProblem[]): MappedPlugins {
  const mapped: MappedPlugins = {}
  if (plugins === undefined) return mapped
  if (!Array.isArray(plugins)) {
    problems.push({ at: ['plugins'], message: 'plugins must be an array' })
    return mapped
  }
  plugins.forEach((entry: unknown, index) => {
    if (entry === false || entry === null || entry === undefined) return
    const plugin = entryOf(entry)
    if (plugin?.name === LLMS_PLUGIN) {
      mapped.llms = { ...llmsOptions(plugin.options, ['plugins', index, 1], problems), index }
      return
    }
    const short = plugin?.name.replace(/^@docusaurus\/(plugin-)?/, '')
    const kind = short !== undefined && Object.hasOwn(CONTENT_PLUGINS, short) ? CONTENT_PLUGINS[short] : undefined
    if (kind) {
      const options = plugin?.options
      const id = isRecord(options) && typeof options.id === 'string' ? ` (id "${options.id}")` : ''
      problems.push({
        at: ['plugins', index],
        message: `A second ${kind} plugin instance${id} is not supported`,
        hint: `hotkeys-docs builds the classic preset's ${kind} only (presets: [['classic', { ${kind}: … }]]); move this content there, or build this site with Docusaurus.`,
      })
      return
    }
    problems.push({
      at: ['plugins', index],
      message: `The plugin ${plugin ? `"${plugin.name}"` : '(a function or object)'} is not supported`,
      hint: `hotkeys-docs maps only ${LLMS_PLUGIN} (onto its llms.txt) and the classic preset's own plugins; remove this plugin, or build this site with Docusaurus.`,
    })
  })
  return mapped
}

/** docusaurus-plugin-llms' options → `llms`: `includeOrder`'s file patterns become doc id patterns (no extension). */
function llmsOptions(options: unknown, at: ConfigPath, problems: DocusaurusProblem[]): LlmsSection {
  if (options === undefined) return {}
  if (!isRecord(options)) {
    problems.push({ at, message: `${LLMS_PLUGIN}'s options must be an object` })
    return {}
  }
  const llms: LlmsSection = {}
  for (const [key, value] of Object.entries(options)) {
    if (key === 'title' && typeof value === 'string') llms.title = value
    else if (key === 'description' && typeof value === 'string') llms.description = value
    else if (key === 'includeOrder' && Array.isArray(value) && value.every((p) => typeof p === 'string'))
      llms.order = value.map((pattern: string) => pattern.replace(/\.mdx?$/, ''))
    else if (LLMS_IGNORED.some((rule) => rule.key === key))
      problems.push(...ignoredOptions({ [key]: value }, at, LLMS_IGNORED))
    else
      problems.push({
        at: [...at, key],
        message: `${LLMS_PLUGIN}'s option "${key}" is not supported`,
        hint: `hotkeys-docs maps title, description and includeOrder (and accepts ${LLMS_IGNORED.map((rule) => rule.key).join(', ')}); remove it.`,
      })
  }
  return llms
}
