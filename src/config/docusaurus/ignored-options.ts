/**
 * Docusaurus options hotkeys-docs accepts without doing what they ask (presentation it has no setting for, behaviour
 * it does not have): each is a warning naming the option where it is written and what is lost, unless its value asks
 * for what hotkeys-docs does anyway (`breadcrumbs: true`, `showReadingTime: true`). Options that would change the
 * site's content or URLs are not here: they are problems (unsupported-options.ts).
 */
import { type ConfigPath, formatConfigPath } from '../config-error.js'
import type { DocusaurusProblem } from './docusaurus-problem.js'

export interface IgnoredOption {
  key: string
  /** true for a value that asks for what hotkeys-docs does anyway: no warning */
  matches?: (value: unknown) => boolean
  /** what the option asks that hotkeys-docs does not do */
  lost: string
}

const is =
  (...values: unknown[]) =>
  (value: unknown) =>
    values.includes(value)

/** The warnings of one section's options (`at`: where the section is written). */
export function ignoredOptions(
  options: Record<string, unknown>,
  at: ConfigPath,
  rules: readonly IgnoredOption[],
): DocusaurusProblem[] {
  return rules
    .filter((rule) => options[rule.key] !== undefined && !rule.matches?.(options[rule.key]))
    .map((rule) => ignoredOption([...at, rule.key], rule.lost))
}

export function ignoredOption(at: ConfigPath, lost: string): DocusaurusProblem {
  return {
    at,
    warning: true,
    message: `${formatConfigPath(at)} is ignored: ${lost}`,
    hint: 'Remove it to silence this warning, or build the site with Docusaurus where it matters.',
  }
}

/** the classic preset's `docs` options */
export const DOCS_IGNORED: readonly IgnoredOption[] = [
  { key: 'breadcrumbs', matches: is(true), lost: 'docs always show their breadcrumbs' },
  {
    key: 'admonitions',
    matches: is(true),
    lost: 'admonitions keep their built-in keywords (note, tip, info, warning, danger, caution)',
  },
  { key: 'editLocalizedFiles', matches: is(false), lost: 'the site has one locale' },
  { key: 'editCurrentVersion', matches: is(false), lost: "edit links lead to each version's own files" },
  { key: 'showLastUpdateAuthor', matches: is(false), lost: 'only the date of the last update is shown' },
  { key: 'tagsBasePath', matches: is('tags'), lost: 'doc tag pages are under <version>/tags' },
]

/** a version's options (`docs.versions.<name>`) */
export const VERSION_IGNORED: readonly IgnoredOption[] = [
  { key: 'className', lost: "the version's pages get no class of their own" },
  { key: 'noIndex', matches: is(false), lost: "the version's pages are indexed like the others" },
]

/** the classic preset's `blog` options */
export const BLOG_IGNORED: readonly IgnoredOption[] = [
  { key: 'showReadingTime', matches: is(true), lost: 'posts always show their reading time' },
  { key: 'editLocalizedFiles', matches: is(false), lost: 'the site has one locale' },
  { key: 'include', lost: 'every .md and .mdx file of the blog folder is a post (partials _name.md aside)' },
  { key: 'exclude', lost: 'every .md and .mdx file of the blog folder is a post (partials _name.md aside)' },
  { key: 'onInlineAuthors', matches: is('ignore', 'warn'), lost: 'inline authors are accepted without a check' },
  {
    key: 'onUntruncatedBlogPosts',
    matches: is('ignore', 'warn'),
    lost: 'posts without a truncate marker are not reported',
  },
  { key: 'showLastUpdateTime', matches: is(false), lost: 'posts show no last update date' },
  { key: 'showLastUpdateAuthor', matches: is(false), lost: 'posts show no last update author' },
]

/** the blog's `feedOptions` */
export const FEED_IGNORED: readonly IgnoredOption[] = [
  {
    key: 'xslt',
    matches: is(false),
    lost: 'the feeds have no XSLT stylesheet (a browser opening one shows its XML)',
  },
]

/** docusaurus-plugin-llms' options that ask for something other than what hotkeys-docs' llms.txt does */
export const LLMS_IGNORED: readonly IgnoredOption[] = [
  { key: 'docsDir', matches: is('docs'), lost: 'llms.txt lists the docs of the docs plugin (its path)' },
  { key: 'generateLLMsTxt', matches: is(true), lost: 'llms.txt is always written' },
  { key: 'generateLLMsFullTxt', matches: is(true), lost: 'llms-full.txt is always written' },
  { key: 'excludeImports', matches: is(true), lost: 'import lines are always left out' },
  {
    key: 'removeDuplicateHeadings',
    matches: is(true),
    lost: "a heading that repeats the doc's title is always left out",
  },
  { key: 'includeBlog', matches: is(false), lost: 'the blog is not in llms.txt' },
  { key: 'includeUnmatchedLast', matches: is(true), lost: 'docs includeOrder does not match follow, in sidebar order' },
]

/** themeConfig keys without a setting of ours */
export const THEME_CONFIG_IGNORED: readonly IgnoredOption[] = [
  { key: 'hideableSidebar', matches: is(false), lost: 'the docs sidebar cannot be hidden' },
  { key: 'zoom', lost: 'images do not zoom' },
  { key: 'blog', lost: "the blog sidebar's options are not read" },
]

/** themeConfig.docs and its sidebar */
export const THEME_DOCS_IGNORED: readonly IgnoredOption[] = [
  {
    key: 'versionPersistence',
    matches: is('localStorage'),
    lost: 'the chosen docs version is remembered in localStorage',
  },
]
export const THEME_DOCS_SIDEBAR_IGNORED: readonly IgnoredOption[] = [
  { key: 'hideable', matches: is(false), lost: 'the docs sidebar cannot be hidden' },
  { key: 'autoCollapseCategories', matches: is(false), lost: 'opening a category leaves the others as they are' },
]

/** themeConfig.liveCodeBlock */
export const LIVE_CODE_BLOCK_IGNORED: readonly IgnoredOption[] = [
  { key: 'playgroundPosition', matches: is('bottom'), lost: 'the result of a live block is shown under its code' },
]

export const NAVBAR_IGNORED: readonly IgnoredOption[] = [
  { key: 'style', lost: "the navbar's colours come from the colour mode (set --ifm-navbar-* in custom.css)" },
]
export const FOOTER_IGNORED: readonly IgnoredOption[] = [{ key: 'logo', lost: 'the footer shows no logo' }]
export const PRISM_IGNORED: readonly IgnoredOption[] = [
  { key: 'magicComments', lost: 'comments such as // highlight-next-line stay in the code; mark lines with {1,3-5}' },
  { key: 'defaultLanguage', lost: 'a code block without a language is plain text' },
]
