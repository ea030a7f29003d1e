/**
 * The props of one JSX element in MDX as plain values: `name="x"` is a string, a bare `name` is `true`, and
 * `name={…}` must be a literal (see mdx-literal-value.ts). A spread (`{...props}`) or any other expression is an
 * error naming the prop and its place: hotkeys-docs lowers such elements to static markup, which needs the value
 * at build time.
 */
import type { Program } from 'estree'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { RenderContext } from './render-context.js'
import { type LiteralValue, literalValue, programExpression } from './mdx-literal-value.js'
import { MDX_SUPPORT_HINT } from './mdx-support.js'

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement
export type JsxProps = Record<string, LiteralValue>

export function readJsxProps(element: JsxElement, context: RenderContext): JsxProps {
  const props: JsxProps = {}
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      throw context.error(
        'mdx-expression-not-supported',
        `The spread {${attribute.value}} on <${element.name}> is not supported yet`,
        attribute.position ? attribute : element,
        `Write each prop with a literal value. ${MDX_SUPPORT_HINT}`,
      )
    }
    const { name, value } = attribute
    if (value === null || value === undefined) props[name] = true
    else if (typeof value === 'string') props[name] = value
    else {
      const expression = programExpression(value.data?.estree as Program | undefined)
      const literal = expression ? literalValue(expression) : undefined
      if (!literal?.ok) {
        throw context.error(
          'mdx-expression-not-supported',
          `The MDX expression {${value.value}} in the prop "${name}" of <${element.name}> is not supported yet`,
          attribute.position ? attribute : element,
          `Only literal values can be used (strings, numbers, booleans, arrays and objects of them). ${MDX_SUPPORT_HINT}`,
        )
      }
      props[name] = literal.value
    }
  }
  return props
}
