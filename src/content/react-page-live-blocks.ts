/**
 * The live blocks of a React page (`src/pages/*.tsx`): each `<CodeBlock live>` of `@theme/CodeBlock`, read from the
 * source with @babel/parser, so that the live stage compiles and renders it like a fence (Docusaurus runs such a
 * block with react-live in the browser; here its preview is precompiled). The code must be written in the file: a
 * string or a template literal without `${}` as the children, or a top-level `const` holding one. Anything else is
 * an error at the element: a block that cannot be compiled is never silently shown as static code.
 *
 * In the page, `@theme/CodeBlock` (templates/docusaurus/theme/CodeBlock.tsx) finds its block in the route data by
 * its code (ids are given here in source order; a page may render its blocks in another order).
 */
import { createRequire } from 'node:module'
import type * as BabelParser from '@babel/parser'
import type { JSXAttribute, JSXElement, Node } from '@babel/types'
import { forEachNode } from '../babel/for-each-node.js'
import { BuildError } from '../errors.js'
import type { LiveBlock } from '../markdown/markdown-result.js'

const CODE_BLOCK_MODULE = '@theme/CodeBlock'
const requireFromHere = createRequire(import.meta.url)

/** The text of a string literal or a template literal without expressions, if `node` is one. */
function literalText(node: Node | null | undefined): string | undefined {
  if (node?.type === 'StringLiteral') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? ''
  return undefined
}

function attribute(element: JSXElement, name: string): JSXAttribute | undefined {
  return element.openingElement.attributes.find(
    (a): a is JSXAttribute => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name,
  )
}

/** `live`, `live={true}`: on; absent or `live={false}`: off. */
function flag(element: JSXElement, name: string): boolean {
  const found = attribute(element, name)
  if (!found) return false
  if (found.value === null || found.value === undefined) return true
  return found.value.type === 'JSXExpressionContainer' && found.value.expression.type === 'BooleanLiteral'
    ? found.value.expression.value
    : true
}

function stringProp(element: JSXElement, name: string): string | undefined {
  const value = attribute(element, name)?.value
  if (value?.type === 'StringLiteral') return value.value
  return value?.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression'
    ? literalText(value.expression)
    : undefined
}

/** Whether the source may have a live CodeBlock at all (parsing is skipped otherwise). */
export function mayHaveLiveCodeBlock(source: string): boolean {
  return source.includes(CODE_BLOCK_MODULE) && /\blive\b/.test(source)
}

export function reactPageLiveBlocks(source: string, file: string): LiveBlock[] {
  if (!mayHaveLiveCodeBlock(source)) return []
  const { parse } = requireFromHere('@babel/parser') as typeof BabelParser
  const program = parse(source, {
    sourceType: 'module',
    plugins: /\.jsx?$/.test(file) ? ['jsx'] : ['typescript', 'jsx'],
    errorRecovery: true,
  }).program
  const names = new Set<string>()
  const constants = new Map<string, string>()
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.source.value === CODE_BLOCK_MODULE)
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name)
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const')
      for (const declarator of statement.declarations) {
        const text = literalText(declarator.init)
        if (declarator.id.type === 'Identifier' && text !== undefined) constants.set(declarator.id.name, text)
      }
  }
  if (names.size === 0) return []
  const blocks: LiveBlock[] = []
  forEachNode(program, (node) => {
    if (node.type !== 'JSXElement') return
    const name = node.openingElement.name
    if (name.type !== 'JSXIdentifier' || !names.has(name.name) || !flag(node, 'live')) return
    const line = node.loc?.start.line ?? 1
    const code = codeOf(node, constants)
    if (code === undefined) {
      throw new BuildError('live-code-block-code', `The code of a <${name.name} live> must be written in the page`, {
        file,
        line,
        column: (node.loc?.start.column ?? 0) + 1,
        hint: 'Give it a string or a template literal without placeholders as its children, or a top-level const holding one: the build compiles and renders the block.',
      })
    }
    const className = stringProp(node, 'className')
    blocks.push({
      id: `live-${blocks.length + 1}`,
      lang: stringProp(node, 'language') ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'jsx',
      code: code.replace(/\n$/, ''),
      noInline: flag(node, 'noInline'),
      line,
    })
  })
  return blocks
}

/** The children as code: one string, template literal or top-level const of one, in braces. */
function codeOf(element: JSXElement, constants: Map<string, string>): string | undefined {
  const children = element.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''))
  if (children.length !== 1) return undefined
  const [child] = children
  // JSX text is not taken: React joins its lines, so the page would show other code than the source
  if (child.type !== 'JSXExpressionContainer' || child.expression.type === 'JSXEmptyExpression') return undefined
  const expression = child.expression
  return expression.type === 'Identifier' ? constants.get(expression.name) : literalText(expression)
}
