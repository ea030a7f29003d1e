/**
 * Fenced code blocks → highlighted, line-wrapped markup (see markdown-result.ts):
 *
 *   <pre data-language="tsx" data-title="App.tsx" data-live data-no-inline data-live-id="live-1" data-fragment>
 *     <code class="language-tsx">
 *       <span class="code-line">…token spans…\n</span>
 *       <span class="code-line highlighted">…\n</span>
 *       <span class="code-line">…</span>
 *     </code>
 *   </pre>
 *
 * Every line span but the last ends with a newline, so the code's text content is exactly the source (copy
 * buttons, `white-space: pre` without extra CSS). A fence without language is `text`. `live` blocks are listed
 * in the result's `liveBlocks` (`live-1`, `live-2`… in document order, with the fence's line in the real file).
 * Docusaurus' magic comments (`// highlight-next-line`, `// highlight-start` … `// highlight-end`) highlight lines of a
 * static block without a `{range}` and are removed from it (src/shared/magic-comments.ts): the "source" above is then the code
 * without them. `dataFragment` marks `fragment` blocks (not type-checked). Meta problems: an unreadable `{range}` is an error;
 * unknown meta words, `noInline` without `live` and ranges past the last line are warnings.
 */
import type { Element, ElementContent, Root } from 'hast'
import type { VFile } from 'vfile'
import { parseCodeMeta } from './code-meta.js'
import { applyMagicComments } from '../shared/magic-comments.js'
import { highlightLines } from './prism-highlight.js'
import { renderContextOf, type RenderContext } from './render-context.js'
import { SKIP_CHILDREN, walkHast } from './walk-tree.js'
import { PLAYGROUND_CONTAINER_CLASS } from '../shared/docusaurus-markup.js'

const PLAIN_LANGUAGE = 'text'

export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return
      const code = node.children[0]
      if (node.children.length === 1 && code.type === 'element' && code.tagName === 'code')
        transformCodeBlock(node, code, context)
      if (context.markup === 'docusaurus' && node.properties.dataLive) {
        parent.children[index] = playgroundContainer(node)
        return index + 1
      }
      return SKIP_CHILDREN
    })
  }
}

/**
 * A live block in a Docusaurus site: in the container of @docusaurus/theme-live-codeblock's playground, which the
 * Infima layer's CSS lays out as Docusaurus does (the "Live Editor" header above the code, then "Result" and the
 * preview) around what the theme's LiveCodeBlock renders, so the shell's code is the same for every site.
 */
function playgroundContainer(pre: Element): Element {
  return { type: 'element', tagName: 'div', properties: { className: [PLAYGROUND_CONTAINER_CLASS] }, children: [pre] }
}

function transformCodeBlock(pre: Element, code: Element, context: RenderContext): void {
  const className = code.properties.className
  const languageClass = Array.isArray(className) ? className.find((c) => String(c).startsWith('language-')) : undefined
  const language = languageClass === undefined ? PLAIN_LANGUAGE : String(languageClass).slice('language-'.length)
  const rawMeta = (code.data as { meta?: string | null } | undefined)?.meta
  const meta = parseCodeMeta(rawMeta)
  // mdast-util-to-hast adds a final newline to the code's text
  const written = code.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .replace(/\n$/, '')
  // Docusaurus' `// highlight-next-line` comments, in a static block without a line range (src/shared/magic-comments.ts)
  const magic = meta.live || meta.highlightedLines.size > 0 ? undefined : applyMagicComments(written)
  const source = magic?.code ?? written
  for (const line of magic?.highlighted ?? []) meta.highlightedLines.add(line)

  if (meta.invalidRange) {
    throw context.error(
      'invalid-code-highlight-range',
      `Cannot read the highlighted lines ${meta.invalidRange} of this code block`,
      pre,
      'Write line numbers and ranges separated by commas, counting from 1: {1,3-5}',
    )
  }
  for (const word of meta.unknown) {
    context.warn(
      'unknown-code-meta',
      `Unknown code block option "${word}" is ignored`,
      pre,
      'Known options: title="…", {1,3-5}, live, noInline, fragment',
    )
  }
  if (meta.noInline && !meta.live) {
    context.warn(
      'code-noinline-without-live',
      'noInline only applies to live code blocks',
      pre,
      'Add live, or remove noInline',
    )
  }

  const lines = highlightLines(source, language, context.prismLanguages)
  const beyond = [...meta.highlightedLines].filter((line) => line > lines.length)
  if (beyond.length > 0) {
    context.warn(
      'code-highlight-out-of-range',
      `Highlighted line ${beyond[0]} is past the end of this ${lines.length}-line code block`,
      pre,
      'Line numbers count from the first line of code, 1-based',
    )
  }

  code.properties = { className: [`language-${language}`] }
  code.children = lines.map((content, i): ElementContent => {
    const children = i < lines.length - 1 ? [...content, { type: 'text' as const, value: '\n' }] : content
    const classes = meta.highlightedLines.has(i + 1) ? ['code-line', 'highlighted'] : ['code-line']
    return { type: 'element', tagName: 'span', properties: { className: classes }, children }
  })
  delete code.data

  pre.properties = { dataLanguage: language }
  if (meta.title !== undefined) pre.properties.dataTitle = meta.title
  if (meta.fragment) pre.properties.dataFragment = true
  if (meta.live) {
    const id = `live-${context.liveBlocks.length + 1}`
    pre.properties.dataLive = true
    pre.properties.dataLiveId = id
    if (meta.noInline) pre.properties.dataNoInline = true
    context.liveBlocks.push({
      id,
      lang: language,
      code: source,
      noInline: meta.noInline,
      line: context.lineOf(pre) ?? 1,
    })
  }
}
