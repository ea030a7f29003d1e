/**
 * The contract of the markdown stage: one Markdown source in, plain data out. The hast it returns is what the
 * templates render (server) and what the route data JSON carries to the browser (client), so it must be
 * JSON-serialisable and must not depend on anything but the source and the options.
 *
 * hast conventions the templates rely on (see templates/markdown/):
 * - headings h2–h6 carry `id` and end with `<a class="hash-link" href="#id" aria-label="Direct link to {text}">#</a>`;
 * - the first `#` heading is removed from the hast and returned as `title`;
 * - admonitions are plain markup: `<div class="admonition admonition-{type}"><div class="admonition-heading">…</div>
 *   <div class="admonition-content">…</div></div>`; types: note, tip, info, warning, caution (style it like warning),
 *   danger; the heading holds the title's inline content (default "Note", "Tip"…), no icon; with the option
 *   `markup: 'docusaurus'`, Docusaurus' markup instead (src/shared/docusaurus-markup.ts);
 * - tabs are `<hd-tabs>` holding `<hd-tab label="…" value="…" default>` elements (rendered by the Tabs component);
 * - code blocks are `<pre>` elements with properties `dataLanguage`, optional `dataTitle`, `dataLive`,
 *   `dataNoInline`, `dataLiveId`, `dataFragment`, wrapping one `<code class="language-xx">` whose children are Prism token
 *   spans grouped in `<span class="code-line">` lines (highlighted lines also get `highlighted`); every line span
 *   but the last ends with a `\n` text, so the code's text content is the source; no language → `text`;
 * - internal links stay `<a href="/route#anchor">` (resolved from relative `.md` links when needed);
 * - a relative link or image naming a file next to the source (`./img/shot.png`, `../files/spec.pdf`) points to that
 *   file's copy in the output (`/assets/files/shot.<hash>.png`, through `resolveMarkdownLink`);
 * - images are `<img src alt loading="lazy">`;
 * - no raw HTML: Markdown may not contain HTML except comments; other HTML is shown as text with a warning
 *   (see remark-raw-html-policy.ts). The hast carries no `position`/`data` fields and no comments.
 */
import type { Root } from 'hast'
import type { TocItem } from '../shared/types.js'
import type { BuildWarning } from '../errors.js'

export interface MarkdownOptions {
  /** source file relative to the site dir, used in errors and warnings */
  file: string
  /** lines taken by front matter, added to every reported line so it points into the real file */
  lineOffset?: number
  /**
   * turns a relative link (path part only, as written) into its URL, or undefined when unknown: a `.md`/`.mdx` file
   * (`../api/use-hotkeys.md`) into its route; another file next to the source (`./img/shot.png`) into its copy's
   */
  resolveMarkdownLink?: (href: string) => string | undefined
  /** the site's folder (absolute): where the link resolver finds the files relative links name */
  siteDir?: string
  tocMinLevel?: number
  tocMaxLevel?: number
  /** Prism languages code blocks are highlighted in beyond the built-in ones (`prism.additionalLanguages`) */
  prismLanguages?: string[]
  /**
   * Docusaurus' markup (a Docusaurus site): admonitions with Infima's alert classes and an icon
   * (src/shared/docusaurus-markup.ts), live blocks in a playground container; else this theme's (below)
   */
  markup?: 'docusaurus'
  /**
   * how `.md` files are read: 'mdx' (the site's `markdownFormat`, a Docusaurus site's default) reads an `.md` body
   * that uses MDX's syntax as MDX, as Docusaurus does (markdown-format.ts); else `.md` is Markdown, `.mdx` MDX
   */
  mdFormat?: 'mdx'
  /**
   * HTML comments (`<!-- … -->`) in MDX are dropped as in Markdown, where MDX alone stops at them: Docusaurus'
   * `markdown.mdx1Compat.comments`, on by default there (source-escapes.ts)
   */
  mdxHtmlComments?: true
  /**
   * the title heading's id counts among the page's ids although it takes none, so a later heading of the same text
   * gets `-1`: Docusaurus' docs and pages, whose `#` heading stays in the content and is slugged with the others
   */
  titleIdReserved?: boolean
  /**
   * admonitions are the MDX component `admonition` (`<admonition type title>`, a complex title as an
   * `<mdxAdmonitionTitle>` child), as Docusaurus' MDX makes them, for the site's own `src/theme/Admonition` to render
   * (site-theme-component.ts): a site that has one; only a component module's compile can render them
   */
  admonitionComponent?: boolean
  /**
   * told how far the parse of a long body is (characters parsed of its total), piece by piece: the build reports
   * a slow page with it (long-work-reporter.ts); a function, so never sent to a worker thread
   */
  onProgress?: (parsed: number, total: number) => void
  /**
   * an `.mdx` file compiled as a component module (content/list-content-modules.ts): what renders it instead
   * (markdown/render-content-module.ts), so that it goes through the same renderer, and the same caches, as any
   * other file. A function, so never sent to a worker thread, and not part of a cache's key (the source is: whether a
   * file needs a module follows from its source alone)
   */
  contentModule?: (source: string, options: MarkdownOptions) => MarkdownResult
}

export interface MarkdownLink {
  /** href as rendered (after `.md` resolution); for an image, its src */
  href: string
  line?: number
  /** an image (`![alt](src)`), checked against the files of the build */
  image?: true
  /** a file next to the source the link names (relative to the site dir): the build copies it to `href` */
  target?: string
}

export interface LiveBlock {
  /** stable id within the page: `live-1`, `live-2`… (also on the `<pre>` as dataLiveId) */
  id: string
  lang: string
  code: string
  noInline: boolean
  line: number
}

export interface MarkdownResult {
  hast: Root
  /** text of the first `#` heading, if any */
  title?: string
  toc: TocItem[]
  /** every id an anchor can point to on this page (headings and explicit ids) */
  anchors: string[]
  /**
   * the meta description of a page whose front matter sets none: the plain text of the first paragraph, or on a
   * Docusaurus site (`markup: 'docusaurus'`) the first line of text, as Docusaurus takes it (first-line-text.ts)
   */
  defaultDescription?: string
  /** content before a top-level `<!-- truncate -->`, when the marker exists (its nodes are shared with `hast`) */
  excerpt?: Root
  hasTruncateMarker: boolean
  /** every link and image in the content, internal or external, with its source line */
  links: MarkdownLink[]
  liveBlocks: LiveBlock[]
  /** plain text of the whole page (search, llms-full.txt, reading time) */
  plainText: string
  /**
   * the problems found, e.g. a relative `.md` link that resolves to no doc (broken-markdown-link) or an unsafe URL
   * (unsafe-url); the content stage decides which of them fail the build (load-content.ts)
   */
  warnings: BuildWarning[]
  /**
   * an `.mdx` doc or post compiled as a component module (render-content-module.ts): the registry key of that
   * module, which the hast's one `<hd-mdx-content module="…">` element stands for
   */
  contentModule?: string
}
