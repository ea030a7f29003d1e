/**
 * The value of an MDX expression that is a literal: strings, numbers, booleans, `null`, `undefined`, template
 * literals without `${…}`, negative numbers, and arrays and objects built from those (`[{label: 'NPM', value:
 * 'npm'}]`). Anything else (a variable, a call, a function, a spread) is not a literal: the result says which
 * part, so the error can name it. Pure; reads the estree that remark-mdx attaches to expressions.
 */
import type { Expression, Node, Program } from 'estree'

export type LiteralValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | LiteralValue[]
  | { [key: string]: LiteralValue }

export type LiteralResult = { ok: true; value: LiteralValue } | { ok: false; culprit: Node }

/** The expression of `{…}` (an attribute value or a flow/text expression); undefined when it holds only comments. */
export function programExpression(program: Program | undefined): Expression | undefined {
  const statement = program?.body[0]
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined
}

export function literalValue(node: Node): LiteralResult {
  switch (node.type) {
    case 'Literal':
      // a RegExp or BigInt literal is not plain data
      return 'regex' in node || 'bigint' in node
        ? { ok: false, culprit: node }
        : { ok: true, value: node.value as LiteralValue }
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? { ok: true, value: node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('') }
        : { ok: false, culprit: node.expressions[0] }
    case 'Identifier':
      return node.name === 'undefined' ? { ok: true, value: undefined } : { ok: false, culprit: node }
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return { ok: false, culprit: node }
      const argument = literalValue(node.argument)
      if (!argument.ok || typeof argument.value !== 'number')
        return argument.ok ? { ok: false, culprit: node } : argument
      return { ok: true, value: node.operator === '-' ? -argument.value : argument.value }
    }
    case 'ArrayExpression': {
      const values: LiteralValue[] = []
      for (const element of node.elements) {
        if (element === null || element.type === 'SpreadElement') return { ok: false, culprit: element ?? node }
        const item = literalValue(element)
        if (!item.ok) return item
        values.push(item.value)
      }
      return { ok: true, value: values }
    }
    case 'ObjectExpression': {
      const object: { [key: string]: LiteralValue } = {}
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method)
          return { ok: false, culprit: property }
        const key = propertyKey(property.key)
        if (key === undefined) return { ok: false, culprit: property.key }
        const value = literalValue(property.value)
        if (!value.ok) return value
        object[key] = value.value
      }
      return { ok: true, value: object }
    }
    default:
      return { ok: false, culprit: node }
  }
}

/** `label` and `'label'` (and `1`) name a property; a computed or other key does not. */
function propertyKey(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value)
  return undefined
}
