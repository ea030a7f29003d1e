/**
 * A Docusaurus 3 "classic" site's config (the value of docusaurus.config.js, with the site's versions.json and
 * sidebars files already read) → the site config our schemas check (src/shared/schemas/site-config-schema.ts), so
 * every check, default and error of ours applies to it. Pure: the files are read by load-docusaurus-config.ts.
 *
 * Every key is mapped, done by hotkeys-docs itself (listed as such), or a problem naming where it is written and what
 * to do; keys neither of Docusaurus' nor ours are passed on, for our schema to report with its suggestions.
 */
import type { ConfigPath } from '../config-error.js'
import { classicPreset } from './classic-preset.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { expandSidebars } from './docusaurus-sidebars.js'
import { mapDocsOptions } from './map-docs-options.js'
import { mapHeadResources } from './map-head-resources.js'
import { mapMarkdownOptions } from './map-markdown-options.js'
import { remarkPluginProblems } from './map-remark-plugins.js'
import { mapPlugins, mapThemes } from './map-plugins.js'
import { mapThemeConfig } from './map-theme-config.js'
import { BLOG_IGNORED, FEED_IGNORED, ignoredOptions } from './ignored-options.js'
import { unsupportedOptions } from './unsupported-options.js'
import { DOCUSAURUS_LAYOUT_COMPONENTS } from './docusaurus-layout-components.js'

export interface DocusaurusSiteFiles {
  /** versions.json's names, newest first ([] when the site has none) */
  versions: string[]
  /** per version name, the value of its sidebars file (current: the docs' sidebarPath; others: versioned_sidebars) */
  sidebars: Record<string, Record<string, unknown>>
  /** absolute paths of the entries of the site's i18n/ folder (translations) */
  translations?: string[]
  /** the site's src/theme/ entries: component name → absolute path */
  swizzled?: Record<string, string>
  /** the site's copy of @docusaurus/remark-plugin-npm2yarn, when installed (map-remark-plugins.ts) */
  npm2yarn?: unknown
}

/** Where a part of our config is written in the Docusaurus config (`file` unset) or another file. */
export interface MappedAlias {
  path: ConfigPath
  at: ConfigPath
  file?: string
}

export interface MappedDocusaurusConfig {
  config: Record<string, unknown>
  aliases: MappedAlias[]
  problems: DocusaurusProblem[]
}

/** top-level keys that change nothing hotkeys-docs builds (deployment, Docusaurus' own future flags and banners) */
const NO_EFFECT = new Set([
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'baseUrlIssueBanner',
  'future',
  'onBrokenMarkdownImages',
])
/** top-level keys handled below */
const MAPPED = new Set([
  'presets',
  'themes',
  'plugins',
  'themeConfig',
  'markdown',
  'staticDirectories',
  'i18n',
  'stylesheets',
  'scripts',
])
/** top-level keys Docusaurus has and hotkeys-docs does not support (problems when set) */
const UNSUPPORTED = new Set(['clientModules', 'ssrTemplate', 'webpack'])

export function mapDocusaurusConfig(
  docusaurus: Record<string, unknown>,
  files: DocusaurusSiteFiles,
): MappedDocusaurusConfig {
  const problems: DocusaurusProblem[] = []
  const aliases: MappedAlias[] = []
  const config: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(docusaurus)) {
    if (value === undefined || NO_EFFECT.has(key) || MAPPED.has(key)) continue
    if (UNSUPPORTED.has(key)) {
      if (!(Array.isArray(value) && value.length === 0))
        problems.push({
          at: [key],
          message: `${key} is not supported`,
          hint: `hotkeys-docs does not load ${key}; remove it (head tags go in headTags or scripts, styles in the classic preset's theme.customCss).`,
        })
      continue
    }
    // ours has it under the same name (title, url, baseUrl, trailingSlash, favicon, headTags, customFields, the
    // onBroken… policies…), or neither has it: then our schema reports it with its suggestions
    config[key] = value
  }

  const markdown = mapMarkdownOptions(docusaurus.markdown, problems, docusaurus.future)
  if (markdown.onBrokenMarkdownLinks !== undefined) {
    config.onBrokenMarkdownLinks = markdown.onBrokenMarkdownLinks
    aliases.push({ path: ['onBrokenMarkdownLinks'], at: ['markdown', 'hooks', 'onBrokenMarkdownLinks'] })
  }
  config.markdownFormat = markdown.markdownFormat
  config.mdxHtmlComments = markdown.mdxHtmlComments
  if (markdown.formatWritten) aliases.push({ path: ['markdownFormat'], at: ['markdown', 'format'] })

  if (isRecord(docusaurus.i18n)) {
    const { defaultLocale, locales } = docusaurus.i18n
    config.i18n = { defaultLocale, locales }
    if (Array.isArray(locales) && locales.length > 1)
      problems.push({
        at: ['i18n', 'locales'],
        message: `Only one locale is supported, got ${locales.length} (${locales.join(', ')})`,
        hint: `hotkeys-docs builds one language; keep locales: [${JSON.stringify(defaultLocale ?? locales[0])}], or build this site with Docusaurus.`,
      })
  }
  for (const file of files.translations ?? [])
    problems.push({
      at: ['i18n'],
      file,
      message: 'Translations (the i18n folder) are not supported',
      hint: 'hotkeys-docs builds one language from docs/, blog/ and src/pages/ and its own theme labels; remove the i18n folder, or build this site with Docusaurus.',
    })
  problems.push(...swizzleProblems(files.swizzled ?? {}))

  const staticDirectories = docusaurus.staticDirectories
  if (Array.isArray(staticDirectories)) {
    if (staticDirectories.length === 1) config.staticDir = staticDirectories[0]
    else
      problems.push({
        at: ['staticDirectories'],
        message: `Only one static folder is supported, got ${staticDirectories.length}`,
        hint: 'Merge them into one folder (static/).',
      })
    aliases.push({ path: ['staticDir'], at: ['staticDirectories', 0] })
  }

  const theme = mapThemeConfig(docusaurus.themeConfig, problems, { url: docusaurus.url, baseUrl: docusaurus.baseUrl })
  config.themeConfig = theme.themeConfig
  // in every page's head as Docusaurus orders them: its headTags, the stylesheets, the scripts; then the theme's
  const headTags = [
    ...((config.headTags as unknown[]) ?? []),
    ...mapHeadResources('stylesheets', docusaurus.stylesheets, problems),
    ...mapHeadResources('scripts', docusaurus.scripts, problems),
    ...theme.headTags,
  ]
  if (headTags.length > 0) config.headTags = headTags

  mapThemes(docusaurus.themes, problems)
  const plugins = mapPlugins(docusaurus.plugins, problems)
  if (plugins.llms) {
    const { index, ...llms } = plugins.llms
    config.llms = llms
    aliases.push(
      { path: ['llms'], at: ['plugins', index, 1] },
      { path: ['llms', 'order'], at: ['plugins', index, 1, 'includeOrder'] },
    )
  }

  Object.assign(config, presetSections(docusaurus.presets, files, problems, aliases))
  return { config, aliases, problems }
}

/**
 * A site's src/theme/<Name> replaces Docusaurus' own component everywhere. Ours uses the site's ReactLiveScope and
 * MDXComponents, and the site's version of a component we provide to site code (@theme/Tabs, CodeBlock…, see
 * templates/docusaurus/theme/); a component of Docusaurus' layout (Navbar, Footer, DocItem…) would not be used.
 */
function swizzleProblems(swizzled: Record<string, string>): DocusaurusProblem[] {
  return Object.entries(swizzled)
    .filter(([name]) => DOCUSAURUS_LAYOUT_COMPONENTS.has(name))
    .map(([name, file]) => ({
      at: [],
      file,
      message: `The swizzled theme component ${name} is not supported`,
      hint: `hotkeys-docs renders its own ${name}, so this one would not be used: remove src/theme/${name} (restyle with custom.css), or build this site with Docusaurus. Supported in src/theme/: ReactLiveScope, MDXComponents, and the components site code imports from @theme/.`,
    }))
}

/** The classic preset's docs, blog, pages and theme options → our sections. */
function presetSections(
  presets: unknown,
  files: DocusaurusSiteFiles,
  problems: DocusaurusProblem[],
  aliases: MappedAlias[],
): Record<string, unknown> {
  const preset = classicPreset(presets, problems)
  const options = preset?.options ?? {}
  const at = preset?.at ?? ['presets']
  problems.push(
    ...unsupportedOptions(
      options,
      at,
      ['docs', 'blog', 'pages', 'theme', 'sitemap', 'debug', 'svgr'],
      'classic preset',
    ),
  )
  const sections: Record<string, unknown> = {}

  if (options.docs === false) {
    problems.push({
      at: [...at, 'docs'],
      message: 'A site without docs (docs: false) is not supported',
      hint: 'Keep the docs plugin.',
    })
  } else {
    const docsOptions = isRecord(options.docs) ? options.docs : {}
    const docs = mapDocsOptions(docsOptions, [...at, 'docs'], files.versions, problems)
    problems.push(...remarkPluginProblems(docsOptions.remarkPlugins, [...at, 'docs', 'remarkPlugins'], files.npm2yarn))
    const sidebars = Object.fromEntries(
      (docs.versions as string[]).flatMap((name) =>
        files.sidebars[name] ? [[name, expandSidebars(files.sidebars[name])]] : [],
      ),
    )
    sections.docs = { ...docs, ...(Object.keys(sidebars).length > 0 && { sidebars }) }
    sections.contentDir = docs.dir
    aliases.push(
      { path: ['docs'], at: [...at, 'docs'] },
      // renamed keys: ours ← Docusaurus'
      { path: ['docs', 'versionOptions'], at: [...at, 'docs', 'versions'] },
      { path: ['docs', 'dir'], at: [...at, 'docs', 'path'] },
      { path: ['contentDir'], at: [...at, 'docs', 'path'] },
    )
  }

  if (options.blog === false) sections.blog = false
  else {
    const blogOptions = isRecord(options.blog) ? options.blog : {}
    sections.blog = mapBlogOptions(blogOptions, [...at, 'blog'], problems)
    problems.push(...remarkPluginProblems(blogOptions.remarkPlugins, [...at, 'blog', 'remarkPlugins'], files.npm2yarn))
    aliases.push({ path: ['blog'], at: [...at, 'blog'] }, { path: ['blog', 'dir'], at: [...at, 'blog', 'path'] })
  }

  const pages = isRecord(options.pages) ? options.pages : {}
  problems.push(
    ...unsupportedOptions(pages, [...at, 'pages'], ['path', 'include', 'exclude', 'remarkPlugins'], 'pages'),
    ...remarkPluginProblems(pages.remarkPlugins, [...at, 'pages', 'remarkPlugins'], files.npm2yarn),
  )
  sections.pagesDir = typeof pages.path === 'string' ? pages.path : 'src/pages'
  aliases.push({ path: ['pagesDir'], at: [...at, 'pages', 'path'] })

  const theme = isRecord(options.theme) ? options.theme : {}
  problems.push(...unsupportedOptions(theme, [...at, 'theme'], ['customCss'], 'theme'))
  if (theme.customCss !== undefined) {
    sections.customCss = Array.isArray(theme.customCss) ? theme.customCss : [theme.customCss]
    aliases.push({ path: ['customCss'], at: [...at, 'theme', 'customCss'] })
  }
  return sections
}

const BLOG_SAME = [
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'blogSidebarTitle',
  'editUrl',
  'tags',
  'onInlineTags',
]

function mapBlogOptions(
  options: Record<string, unknown>,
  at: ConfigPath,
  problems: DocusaurusProblem[],
): Record<string, unknown> {
  const known = [
    ...BLOG_SAME,
    ...BLOG_IGNORED.map((rule) => rule.key),
    'path',
    'postsPerPage',
    'blogSidebarCount',
    'feedOptions',
    'authorsMapPath',
    'authorsBasePath',
    'remarkPlugins',
  ]
  problems.push(...unsupportedOptions(options, at, known, 'blog'), ...ignoredOptions(options, at, BLOG_IGNORED))
  // Docusaurus' post URLs keep the date of the file name: /blog/2026/03/01/name; its blog has authors pages as soon
  // as authors.yml lists an author (the route table's rule, blog-author-routes.ts)
  const blog: Record<string, unknown> = {
    dir: typeof options.path === 'string' ? options.path : 'blog',
    datePaths: true,
    authorsPages: true,
  }
  if (options.authorsBasePath !== undefined) blog.authorsBasePath = options.authorsBasePath
  for (const key of BLOG_SAME) if (options[key] !== undefined) blog[key] = options[key]
  if (options.postsPerPage !== undefined)
    blog.postsPerPage = options.postsPerPage === 'ALL' ? Number.MAX_SAFE_INTEGER : options.postsPerPage
  if (options.blogSidebarCount !== undefined) blog.blogSidebarCount = options.blogSidebarCount
  if (options.authorsMapPath !== undefined && options.authorsMapPath !== 'authors.yml')
    problems.push({
      at: [...at, 'authorsMapPath'],
      message: `The blog's authors file must be authors.yml in the blog folder, got "${String(options.authorsMapPath)}"`,
      hint: 'Rename it to authors.yml and remove authorsMapPath.',
    })
  if (isRecord(options.feedOptions))
    blog.feedOptions = feedOptions(options.feedOptions, [...at, 'feedOptions'], problems)
  return blog
}

function feedOptions(
  options: Record<string, unknown>,
  at: ConfigPath,
  problems: DocusaurusProblem[],
): Record<string, unknown> {
  problems.push(
    ...unsupportedOptions(
      options,
      at,
      ['type', 'title', 'description', 'copyright', 'language', 'limit', ...FEED_IGNORED.map((rule) => rule.key)],
      'feedOptions',
    ),
    ...ignoredOptions(options, at, FEED_IGNORED),
  )
  const { type, title, description, copyright } = options
  const types =
    type === 'all'
      ? ['rss', 'atom', 'json']
      : type === null
        ? []
        : Array.isArray(type)
          ? type
          : type === undefined
            ? undefined
            : [type]
  return Object.fromEntries(
    Object.entries({ type: types, title, description, copyright }).filter(([, v]) => v !== undefined),
  )
}
