/**
 * The component-module path of the MDX stage (for `.mdx` files the static lowering cannot render: site components,
 * expressions, exports): the file is compiled by `@mdx-js/mdx` into an ES module whose default export is the
 * content component, with the project's remark and rehype plugins (content-plugins.ts) on the same trees as for
 * Markdown, so headings, admonitions, tabs, code blocks, live blocks and links come out as they do in `.md` and
 * the theme's markdown components render them (through the provider import, `MDX_PROVIDER_SPECIFIER`). For a page
 * (`frame: 'page'`) the title (the first `#` heading) stays at the top of the content, as a page shows it; the
 * content of a doc or blog post (`frame: 'content'`) leaves it out, as its frame shows the title.
 *
 * Returns the module's JavaScript (imports left as written, for esbuild to resolve: see mdx-esbuild-plugin.ts) and
 * what the content stage needs besides the hast: title, toc, anchors, links, live blocks, plain text, warnings.
 * MDX syntax errors are BuildErrors at the file's line and column (parse-mdx.ts).
 */
import { createProcessor } from '@mdx-js/mdx'
import type { ElementContent, Root as HastRoot } from 'hast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import { VFileMessage } from 'vfile-message'
import { CONTENT_REHYPE_PLUGINS, CONTENT_REMARK_PLUGINS, CONTENT_REMARK_REHYPE_OPTIONS } from './content-plugins.js'
import { anchorsOf } from './finalize-hast.js'
import type { MarkdownOptions, MarkdownResult } from './markdown-result.js'
import { mdxSyntaxError } from './parse-mdx.js'
import { firstParagraphText, hastToPlainText } from './plain-text.js'
import { RenderContext, renderContextOf } from './render-context.js'
import { normalizedBody, readsAsMdx } from './markdown-format.js'
import { MDX_PROVIDER_SPECIFIER } from './mdx-support.js'
import { rehypeModuleLiveBlocks } from './rehype-module-live-blocks.js'
import { remarkLiveCodeBlockElements } from './remark-live-code-block-elements.js'
import { defaultDescription, remarkFirstLine } from './first-line-text.js'
import { buildToc } from './toc.js'
import type { TocItem } from '../shared/types.js'
import type { MdxParse } from './render-markdown.js'
import { MDX_AFTER_TRUNCATE_TAG } from '../shared/route-modules.js'

export interface MdxModule {
  /** ES module source: `export default function MDXContent(props)`, JSX compiled for `react/jsx-runtime` */
  code: string
  markdown: Omit<MarkdownResult, 'hast' | 'excerpt'>
}

declare module 'vfile' {
  interface DataMap {
    /** the plain text and anchors of the content, read from the hast before it becomes JavaScript */
    mdxText: { plainText: string; firstParagraph?: string; anchors: string[] }
    /** the page title goes back at the top of the content (pages), or not (docs, posts: their frame shows it) */
    mdxRestoreTitle: boolean
    /** the content has a top-level `{/* truncate *\/}`: what follows it is wrapped in MDX_AFTER_TRUNCATE_TAG */
    mdxTruncated?: boolean
  }
}

/**
 * reads the hast's text and ids, leaving the tree as the JavaScript needs it (the readers skip comments and ignore
 * positions, as finalizeHast would leave them). The description is the first paragraph of plain text: one with JSX
 * or an `{expression}` in it has no text to quote faithfully ("A <Badge /> feature" is not "A  feature").
 */
function rehypeReadText() {
  return (tree: HastRoot, file: VFile) => {
    const plainParagraphs: HastRoot = {
      type: 'root',
      children: tree.children.filter((node) => !(node.type === 'element' && node.tagName === 'p' && hasMdxNode(node))),
    }
    file.data.mdxText = {
      plainText: hastToPlainText(tree),
      firstParagraph: firstParagraphText(plainParagraphs),
      anchors: anchorsOf(tree),
    }
  }
}

/** whether a node holds JSX or an expression (MDX's `mdx…` node types) */
function hasMdxNode(node: { type: string; children?: unknown[] }): boolean {
  return node.type.startsWith('mdx') || (node.children ?? []).some((child) => hasMdxNode(child as typeof node))
}

const TRUNCATE_EXPRESSION = /^\/\*\s*truncate\s*\*\/$/

/**
 * wraps what follows a top-level `{/* truncate *\/}` in one element, which an excerpt renders as nothing; in an `.md`
 * file, what follows its `<!-- truncate -->` (which rehype-truncate took out, keeping what was before it as excerpt)
 */
function rehypeWrapAfterTruncate() {
  return (tree: HastRoot, file: VFile) => {
    const markdownExcerpt = renderContextOf(file).excerpt
    const index = markdownExcerpt
      ? markdownExcerpt.children.length
      : tree.children.findIndex(
          (node) => node.type === 'mdxFlowExpression' && TRUNCATE_EXPRESSION.test(node.value.trim()),
        )
    if (index < 0) return
    // a root holds no doctype after the marker (MDX has none): what follows is element content
    const after = tree.children.splice(index).slice(markdownExcerpt ? 0 : 1) as ElementContent[]
    tree.children.push({ type: 'element', tagName: MDX_AFTER_TRUNCATE_TAG, properties: {}, children: after })
    file.data.mdxTruncated = true
  }
}

/** puts the page title, which rehype-heading-ids took out of the content, back at its top (a page shows it itself) */
function rehypeRestoreTitle() {
  return (tree: HastRoot, file: VFile) => {
    const title = renderContextOf(file).title
    if (title === undefined || !file.data.mdxRestoreTitle) return
    tree.children.unshift({
      type: 'element',
      tagName: 'h1',
      properties: {},
      children: [{ type: 'text', value: title }],
    })
  }
}

/** the processor of one format: MDX (`.mdx`), or CommonMark (`.md`, a doc made a module by the site's Admonition) */
const processorOf = (format: 'mdx' | 'md') =>
  createProcessor({
    format,
    providerImportSource: MDX_PROVIDER_SPECIFIER,
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      remarkFirstLine,
      remarkLiveCodeBlockElements,
      ...CONTENT_REMARK_PLUGINS,
    ],
    remarkRehypeOptions: CONTENT_REMARK_REHYPE_OPTIONS,
    rehypePlugins: [
      ...CONTENT_REHYPE_PLUGINS,
      rehypeWrapAfterTruncate,
      rehypeReadText,
      rehypeRestoreTitle,
      rehypeModuleLiveBlocks,
    ],
  }).freeze()

const processor = processorOf('mdx')
const markdownProcessor = processorOf('md')

type RunInput = Parameters<typeof processor.runSync>[0]

/** what the compiled content is framed by: a page of its own, or a doc's or blog post's frame */
export type MdxFrame = 'page' | 'content'

/**
 * `parse`: the file's parse when the build has one (the module listing's, a copy this compile may change), used if
 * it is of this source: the compile then runs the plugins and makes the JavaScript without parsing again
 */
export function compileMdxModule(
  source: string,
  options: MarkdownOptions,
  frame: MdxFrame = 'page',
  parse?: MdxParse,
): MdxModule {
  const mdx = readsAsMdx(source, options)
  const normalized = normalizedBody(source, options)
  const context = new RenderContext(normalized, options)
  const file = new VFile({
    value: normalized,
    path: options.file,
    data: { render: context, mdxRestoreTitle: frame === 'page' },
  })
  try {
    // as processSync does, from the parse on (MDX types the run's input as its output, estree: it is the mdast)
    if (mdx && parse?.source === normalized)
      file.value = processor.stringify(processor.runSync(parse.tree as unknown as RunInput, file), file)
    else (mdx ? processor : markdownProcessor).processSync(file)
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    throw mdxSyntaxError(error, context)
  }
  const text = file.data.mdxText ?? { plainText: '', anchors: [] }
  const markdown: MdxModule['markdown'] = {
    toc: buildToc(renderContextOf(file).headings, options.tocMinLevel, options.tocMaxLevel),
    anchors: text.anchors,
    hasTruncateMarker: file.data.mdxTruncated === true,
    links: context.links,
    liveBlocks: context.liveBlocks,
    plainText: text.plainText,
    warnings: context.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  }
  if (context.title !== undefined) markdown.title = context.title
  const description = defaultDescription(context, () => text.firstParagraph)
  if (description !== undefined) markdown.defaultDescription = description
  return { code: withTocExport(String(file.value), context.headings), markdown }
}

/** an `export const toc`, `export function toc`… of the MDX's own */
const OWN_TOC_EXPORT = /\bexport\s+(?:const|let|var|function)\s+toc\b/

/**
 * The compiled module with `export const toc`: the page's headings h2–h6, flat (`{ value, id, level }`), as Docusaurus'
 * MDX modules export it for `<TOCInline toc={toc} />` (templates/docusaurus/theme/TOCInline.tsx); the content reads it
 * when it renders, after the module has run. Left out when the code never names `toc` (most modules: no bytes added),
 * and when the MDX exports a `toc` of its own.
 */
function withTocExport(code: string, headings: readonly TocItem[]): string {
  if (!/\btoc\b/.test(code) || OWN_TOC_EXPORT.test(code)) return code
  const toc = headings.filter((heading) => heading.level >= 2)
  return `${code}\nexport const toc = ${JSON.stringify(toc)}\n`
}
