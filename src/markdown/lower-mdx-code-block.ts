/**
 * `<CodeBlock>` (Docusaurus' `@theme/CodeBlock`) → the mdast `code` node a fenced block makes, so rehype-code-blocks
 * highlights it and lists `live` blocks exactly as for ```` ```jsx live title="App.jsx" ````.
 *
 * Props: `language="jsx"` or `className="language-jsx"` (language wins), `title`, `live`, `metastring` (the rest
 * of a fence's meta, e.g. `{1,3-5}`). The code is the children: a string literal (`{`…`}`) or the text written
 * between the tags, as written. `showLineNumbers` is not supported yet (a warning).
 */
import type { Code } from 'mdast'
import type { Program } from 'estree'
import type { JsxElement, JsxProps } from './mdx-jsx-props.js'
import type { RenderContext } from './render-context.js'
import { literalValue, programExpression } from './mdx-literal-value.js'
import { MDX_SUPPORT_HINT } from './mdx-support.js'
import { warnIgnoredProps } from './mdx-ignored-props.js'

const KNOWN_PROPS = ['language', 'className', 'title', 'live', 'metastring', 'showLineNumbers', 'noInline']
const NOT_SUPPORTED = ['showLineNumbers']

export function lowerCodeBlock(element: JsxElement, props: JsxProps, context: RenderContext): Code {
  warnIgnoredProps('CodeBlock', element, props, KNOWN_PROPS, context, NOT_SUPPORTED)
  const languageClass = typeof props.className === 'string' ? /(?:^|\s)language-(\S+)/.exec(props.className) : null
  const language = typeof props.language === 'string' ? props.language : languageClass?.[1]
  const meta = [
    typeof props.title === 'string' ? `title="${props.title.replace(/["\\]/g, '\\$&')}"` : '',
    props.live === true ? 'live' : '',
    props.noInline === true ? 'noInline' : '',
    typeof props.metastring === 'string' ? props.metastring : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    type: 'code',
    lang: language ?? null,
    meta: meta || null,
    value: codeText(element, context).replace(/\n$/, ''),
    position: element.position,
  }
}

/** The code of a CodeBlock: one string expression, or the source text between its tags. */
function codeText(element: JsxElement, context: RenderContext): string {
  const children = element.children as Array<{ type: string; children?: unknown[]; data?: { estree?: unknown } }>
  const only = children.length === 1 && children[0].type === 'paragraph' ? children[0].children : children
  const expression = only?.length === 1 ? (only[0] as (typeof children)[number]) : undefined
  if (expression && (expression.type === 'mdxFlowExpression' || expression.type === 'mdxTextExpression')) {
    const estree = programExpression(expression.data?.estree as Program | undefined)
    const literal = estree ? literalValue(estree) : undefined
    if (literal?.ok && typeof literal.value === 'string') return literal.value
    throw context.error(
      'mdx-expression-not-supported',
      'The code of a <CodeBlock> must be text or a string literal ({`…`})',
      expression as never,
      MDX_SUPPORT_HINT,
    )
  }
  const first = element.children[0]
  const last = element.children.at(-1)
  if (!first || !last) return ''
  return context.source.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0)
}
