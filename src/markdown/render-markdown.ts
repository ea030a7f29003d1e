/**
 * The markdown stage: one Markdown body (front matter already removed) in, a `MarkdownResult` out (hast, title,
 * toc, anchors, links, live blocks, excerpt, plain text, warnings). Pure: the result depends only on the source
 * and the options. Errors the author must fix are thrown as `BuildError`s (code, file, line, hint).
 *
 * Two unified processors (Markdown and MDX) are built when this module loads and reused by every call; their plugins keep no state
 * between documents (per-document state lives in a `RenderContext` on the file, see render-context.ts). `.mdx` files
 * are MDX, `.md` files Markdown, but on a site that reads `.md` as MDX (markdown-format.ts), where an `.md` body with
 * tags or expressions is MDX too (and Markdown with a warning when it is not valid MDX). Below, `.mdx` means "read as MDX".
 *
 *   source-escapes                 `:::note Title` → `:::note[Title]`; `.mdx`: `{#id}` → `\{#id}`
 *   remark-parse + GFM + directives            (`.mdx`: + remark-mdx), a long body in pieces (parse-in-pieces);
 *                                  GFM's autolink-literal pass only on a tree that may hold one (remark-autolink-literal-guard)
 *   → remark-first-line           a Docusaurus site's default description: its first line of text (first-line-text.ts)
 *   → remark-esm-in-markdown       `.md` only: a warning for `import`/`export` lines (rename to .mdx)
 *   → remark-lower-mdx             `.mdx` only: imports, JSX, {expressions} → the Markdown nodes below
 *   → remark-raw-html-policy       raw HTML shown as text (+ warning); comments allowed
 *   → remark-kbd                   :kbd[Ctrl] → <kbd>Ctrl</kbd>
 *   → remark-unhandled-directives  3:30, ::foo, :::unknown → back to their text
 *   → remark-tabs                  ::::tabs / :::tab → <hd-tabs>/<hd-tab>
 *   → remark-admonitions           :::note … → admonition markup
 *   → remark-resolve-links         .md links → routes, links collected, images lazy
 *   → remark-rehype                mdast → hast (truncate marker kept as a comment)
 *   → rehype-code-blocks           Prism highlighting, code lines, live blocks
 *   → rehype-heading-ids           title, ids, hash links, headings
 *   → rehype-truncate              excerpt before <!-- truncate -->
 *   then: finalize-hast (drop positions, collect anchors), toc, plain text.
 */
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import remarkMdx from 'remark-mdx'
import { type PluggableList, unified } from 'unified'
import { finalizeHast } from './finalize-hast.js'
import type { MarkdownOptions, MarkdownResult } from './markdown-result.js'
import { firstParagraphText, hastToPlainText } from './plain-text.js'
import { remarkEsmInMarkdown } from './mdx-in-markdown.js'
import { remarkLowerMdx } from './remark-lower-mdx.js'
import { defaultDescription, remarkFirstLine } from './first-line-text.js'
import { remarkCommentHeadingIds } from './remark-comment-heading-ids.js'
import { remarkAutolinkLiteralGuard } from './remark-autolink-literal-guard.js'
import { parseMdx } from './parse-mdx.js'
import { isMdxFile, normalizeBody, readsAsMdx } from './markdown-format.js'
import { parseInPieces } from './parse-in-pieces.js'
import { RenderContext } from './render-context.js'
import { CONTENT_REHYPE_PLUGINS, CONTENT_REMARK_PLUGINS, CONTENT_REMARK_REHYPE_OPTIONS } from './content-plugins.js'
import { buildToc } from './toc.js'
import { BuildError, type BuildWarning } from '../errors.js'
import { COMPONENT_MODULE_CODES } from './mdx-support.js'
import { isAdmonitionName } from './remark-admonitions.js'
import { walkMdast } from './walk-tree.js'

/** the plugins after parsing, the same for `.md` and `.mdx` */
const contentPlugins: PluggableList = [
  ...CONTENT_REMARK_PLUGINS,
  [remarkRehype, CONTENT_REMARK_REHYPE_OPTIONS],
  ...CONTENT_REHYPE_PLUGINS,
]

const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkAutolinkLiteralGuard)
  .use(remarkDirective)
  .use(remarkFirstLine)
  .use(remarkEsmInMarkdown)
  .use(contentPlugins)
  .freeze()

/** `.mdx`: MDX 3 syntax (remark-mdx), then its JSX lowered to the Markdown nodes the content plugins know */
const mdxProcessor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkAutolinkLiteralGuard)
  .use(remarkDirective)
  .use(remarkFirstLine)
  .use(remarkCommentHeadingIds)
  .use(remarkLowerMdx)
  .use(contentPlugins)
  .freeze()

/** `.mdx` parsed and lowered, no more: whether the lowering can render a file (needsComponentModule) */
const mdxLoweringProcessor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkAutolinkLiteralGuard)
  .use(remarkDirective)
  .use(remarkLowerMdx)
  .freeze()

/** An `.mdx` body's parse: the source as the parser saw it (normalized) and its tree, before any plugin ran. */
export interface MdxParse {
  source: string
  tree: MdastRoot
}

/** A body's parse made elsewhere (an `.mdx` file's by the module listing, a long `.md` body's on several threads). */
export type MarkdownParse = MdxParse

/** The `.md` parser of one piece of a body (parse-in-pieces.ts), for parses made elsewhere. */
export const parseMarkdownPiece = (text: string): MdastRoot => markdownProcessor.parse(text)

/** `parse`: the body's parse when the build has one (see MarkdownParse): used if it is of this source */
export function renderMarkdown(source: string, options: MarkdownOptions, parse?: MarkdownParse): MarkdownResult {
  if (options.contentModule) return options.contentModule(source, options)
  const mdx = readsAsMdx(source, options)
  // an `.mdx` file, or an `.md` body read as Markdown: one path; an `.md` body read as MDX for what it holds may fall back
  if (!mdx || isMdxFile(options.file)) return renderBody(source, options, mdx, parse)
  try {
    return renderBody(source, options, true, parse)
  } catch (error) {
    // an `.md` body read as MDX for its tags that is not valid MDX: Markdown, as before, with a warning
    if (!(error instanceof BuildError && error.code === 'mdx-syntax-error')) throw error
    const result = renderBody(source, options, false)
    result.warnings.unshift(notValidMdxWarning(error))
    return result
  }
}

function notValidMdxWarning(error: BuildError): BuildWarning {
  return {
    code: 'md-not-valid-mdx',
    message: `This .md file has tags or expressions but is not valid MDX, so it is read as Markdown (its HTML shown as text): ${error.message}`,
    file: error.file,
    line: error.line,
    hint:
      'The site reads .md files as MDX (markdown.format "mdx", Docusaurus\' default, which would stop here): write ' +
      '{/* … */} instead of <!-- … -->, close every tag (<br/>), \\{ and \\< for the characters; or set markdown.format: "detect".',
  }
}

function renderBody(source: string, options: MarkdownOptions, mdx: boolean, parse?: MarkdownParse): MarkdownResult {
  const normalized = normalizeBody(source, mdx, options)
  const processor = mdx ? mdxProcessor : markdownProcessor
  const context = new RenderContext(normalized, options)
  // A plain { value, data } object is turned into a VFile by unified; `data.render` is our context either way.
  const file = { value: normalized, data: { render: context } }
  const tree =
    parse?.source === normalized
      ? parse.tree
      : !mdx
        ? parseInPieces(normalized, parseMarkdownPiece, { onProgress: options.onProgress })
        : parseMdx(processor, file)
  const hast = processor.runSync(tree, file) as HastRoot

  const { anchors } = finalizeHast(hast)
  const excerpt = context.excerpt
  if (excerpt) finalizeHast(excerpt)

  const result: MarkdownResult = {
    hast,
    toc: buildToc(context.headings, options.tocMinLevel, options.tocMaxLevel),
    anchors,
    hasTruncateMarker: excerpt !== undefined,
    links: context.links,
    liveBlocks: context.liveBlocks,
    plainText: hastToPlainText(hast),
    // plugins report in pipeline order; authors read them top to bottom
    warnings: context.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  }
  if (context.title !== undefined) result.title = context.title
  const description = defaultDescription(context, () => firstParagraphText(hast))
  if (description !== undefined) result.defaultDescription = description
  if (excerpt) result.excerpt = excerpt
  return result
}

/**
 * Whether a body needs MDX compiled as a component module: an `.mdx` body that uses site components, expressions,
 * exports… (its lowering stops with one of COMPONENT_MODULE_CODES), and, on a site with its own Admonition
 * (`admonitionComponent`), any `.md` or `.mdx` body with an admonition. Parsing and lowering only (no highlighting),
 * so the build can list such files before the content loads; other problems (a syntax error…) are left to
 * renderMarkdown to report.
 */
export function needsComponentModule(
  source: string,
  options: MarkdownOptions,
  /**
   * receives the file's parse (the lowering changes a copy), for renderMarkdown to reuse, or for compileMdxModule
   * when the file needs a module
   */
  keep?: (parse: MdxParse) => void,
): boolean {
  if (!readsAsMdx(source, options)) return options.admonitionComponent === true && hasAdmonition(source, options)
  const normalized = normalizeBody(source, true, options)
  const file = { value: normalized, data: { render: new RenderContext(normalized, options) } }
  let untouched: MdastRoot | undefined
  try {
    const tree = parseMdx(mdxLoweringProcessor, file)
    untouched = keep ? structuredClone(tree) : undefined
    mdxLoweringProcessor.runSync(tree, file)
    const needsModule = options.admonitionComponent === true && hasAdmonitionNode(tree, file.data.render)
    if (untouched) keep?.({ source: normalized, tree: untouched })
    return needsModule
  } catch (error) {
    const needsModule = error instanceof BuildError && COMPONENT_MODULE_CODES.has(error.code)
    if (needsModule && untouched) keep?.({ source: normalized, tree: untouched })
    return needsModule
  }
}

/** whether a `.md` body has an admonition (a quick look at the text first: most have no `:::` at all) */
function hasAdmonition(source: string, options: MarkdownOptions): boolean {
  if (!source.includes(':::')) return false
  const normalized = normalizeBody(source, false, options)
  return hasAdmonitionNode(markdownProcessor.parse(normalized), new RenderContext(normalized, options))
}

function hasAdmonitionNode(tree: MdastRoot, context: RenderContext): boolean {
  let found = false
  walkMdast(tree, (node) => {
    if (node.type === 'containerDirective' && isAdmonitionName(node.name, context.markup)) found = true
  })
  return found
}
