/**
 * MDX written in a `.md` file: `.md` is read as Markdown (Docusaurus' `format: 'detect'`), so a JSX component
 * (`<Tabs>`) is shown as text and an `import`/`export` line as a paragraph. Neither is dropped in silence: each is
 * a `mdx-in-markdown` warning at its line that says to rename the file to `.mdx`.
 *
 * - `warnJsxInMarkdown`: called by remark-raw-html-policy for HTML that is a JSX component tag;
 * - `remarkEsmInMarkdown`: a top-level paragraph that starts like an ESM statement (`.md` files only).
 */
import type { Html, Root } from 'mdast'
import type { VFile } from 'vfile'
import { toString as mdastToString } from 'mdast-util-to-string'
import { type RenderContext, renderContextOf } from './render-context.js'

const RENAME_HINT =
  'Rename the file to .mdx: hotkeys-docs reads .md files as Markdown and .mdx files as MDX, as Docusaurus does with format: "detect".'
const ESM_LINE = /^(?:import\s+(?:[\w*{},\s]+\s+from\s+)?['"][^'"]+['"]|export\s+(?:const|let|var|function|default)\b)/

export function warnJsxInMarkdown(node: Html, context: RenderContext): void {
  const tag = /^<\/?([\w.]+)/.exec(node.value.trim())?.[1] ?? ''
  context.warn('mdx-in-markdown', `The JSX component <${tag}> in a .md file is shown as text`, node, RENAME_HINT)
}

export function remarkEsmInMarkdown() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    for (const node of tree.children) {
      if (node.type !== 'paragraph') continue
      const text = mdastToString(node)
      if (!ESM_LINE.test(text)) continue
      context.warn(
        'mdx-in-markdown',
        `The MDX ${text.startsWith('import') ? 'import' : 'export'} in a .md file is shown as text: ${text.split('\n')[0]}`,
        node,
        RENAME_HINT,
      )
    }
  }
}
