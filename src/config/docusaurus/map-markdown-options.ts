/**
 * A Docusaurus config's `markdown` section → ours. `hooks.onBrokenMarkdownLinks` becomes our `onBrokenMarkdownLinks`;
 * what changes the content hotkeys-docs renders or its anchors (a preprocessor, a front matter parser, remark-rehype
 * options, headings' ids in their own case, Mermaid) is a problem; what only Docusaurus' defaults ask differently is
 * a warning naming what is lost (`emoji: false`: shortcodes are converted all the same, as Docusaurus' default,
 * markdown/remark-emoji-shortcodes.ts). `format` becomes our `markdownFormat`: `'mdx'`, Docusaurus' default, reads an
 * `.md` file that uses MDX's syntax as MDX (markdown/markdown-format.ts); `'detect'` reads `.md` as Markdown.
 * `mdx1Compat.comments` (on by default, unless the `future.v4` flags turn it off) becomes our `mdxHtmlComments`.
 */
import type { ConfigPath } from '../config-error.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { ignoredOption } from './ignored-options.js'

const AT: ConfigPath = ['markdown']

/**
 * options read below; of `mdx1Compat`, `comments` is read (HTML comments in MDX), `admonitions` and `headingIds`
 * (`{#id}`) are what hotkeys-docs does anyway
 */
const KNOWN = new Set([
  'format',
  'mermaid',
  'emoji',
  'preprocessor',
  'parseFrontMatter',
  'mdx1Compat',
  'remarkRehypeOptions',
  'anchors',
  'hooks',
])

export interface MappedMarkdownOptions {
  onBrokenMarkdownLinks?: unknown
  /** our `markdownFormat`: 'mdx' unless the site asks for 'detect' ('md' is a warning, read as 'detect') */
  markdownFormat: unknown
  /** whether the site wrote `format` (where a wrong value is reported) */
  formatWritten: boolean
  /** our `mdxHtmlComments`: `mdx1Compat.comments`, by default on unless the `future.v4` flags turn it off */
  mdxHtmlComments: boolean
}

export function mapMarkdownOptions(
  markdown: unknown,
  problems: DocusaurusProblem[],
  /** the config's `future`: `v4: true` or `v4.mdx1CompatDisabledByDefault` turn mdx1Compat's defaults off */
  future?: unknown,
): MappedMarkdownOptions {
  const v4 = isRecord(future) ? future.v4 : undefined
  const compatByDefault = !(v4 === true || (isRecord(v4) && v4.mdx1CompatDisabledByDefault === true))
  const compat = isRecord(markdown) && isRecord(markdown.mdx1Compat) ? markdown.mdx1Compat : {}
  const mdxHtmlComments = typeof compat.comments === 'boolean' ? compat.comments : compatByDefault
  if (!isRecord(markdown)) return { markdownFormat: 'mdx', formatWritten: false, mdxHtmlComments }
  const unsupported = (key: string, message: string, hint: string) => problems.push({ at: [...AT, key], message, hint })
  if (markdown.mermaid === true) unsupported('mermaid', 'Mermaid diagrams are not supported', 'Remove mermaid: true.')
  if (markdown.preprocessor !== undefined)
    unsupported(
      'preprocessor',
      'markdown.preprocessor is not supported: it would change each file before it is parsed',
      'Make the change in the files themselves, or build this site with Docusaurus.',
    )
  if (markdown.parseFrontMatter !== undefined)
    unsupported(
      'parseFrontMatter',
      'markdown.parseFrontMatter is not supported: front matter is read as YAML',
      'Write the front matter as YAML in the files, or build this site with Docusaurus.',
    )
  if (markdown.remarkRehypeOptions !== undefined)
    unsupported(
      'remarkRehypeOptions',
      'markdown.remarkRehypeOptions is not supported',
      'Remove it (footnotes keep their default labels), or build this site with Docusaurus.',
    )
  if (isRecord(markdown.anchors) && markdown.anchors.maintainCase === true)
    problems.push({
      at: [...AT, 'anchors', 'maintainCase'],
      message: "Headings' ids in their own letter case are not supported: ids are lower case",
      hint: 'Remove maintainCase (links to a heading then use its lower-case id), or give the heading an id: ## Title {#MyId}.',
    })
  if (markdown.format === 'md')
    problems.push(ignoredOption([...AT, 'format'], '.mdx files are still compiled as MDX (format: "detect")'))
  if (markdown.emoji === false)
    problems.push(
      ignoredOption([...AT, 'emoji'], 'emoji shortcodes such as :tada: are converted, as Docusaurus does by default'),
    )
  for (const key of Object.keys(markdown))
    if (!KNOWN.has(key) && markdown[key] !== undefined)
      unsupported(
        key,
        `The markdown option "${key}" is not supported`,
        `Remove "${key}", or build this site with Docusaurus.`,
      )
  const hooks = isRecord(markdown.hooks) ? markdown.hooks : {}
  const { format } = markdown
  return {
    ...(hooks.onBrokenMarkdownLinks !== undefined && { onBrokenMarkdownLinks: hooks.onBrokenMarkdownLinks }),
    markdownFormat: format === undefined ? 'mdx' : format === 'md' ? 'detect' : format,
    formatWritten: format !== undefined,
    mdxHtmlComments,
  }
}
