/**
 * The MDX stage's lowering: the MDX nodes of an `.mdx` tree (remark-mdx) become the plain Markdown nodes the
 * rest of the pipeline already handles, so an MDX page renders, hydrates and ships exactly like a Markdown page:
 *
 *   import lines                 → read and removed (mdx-imports.ts)
 *   a line of JSX only           → flow content, not a paragraph (mdx-unravel.ts)
 *   <Tabs>/<TabItem>             → ::::tabs / :::tab                    (lower-mdx-tabs.ts)
 *   <CodeBlock>                  → a fenced code block                  (lower-mdx-code-block.ts)
 *   <Admonition>, <Details>      → :::type container, <details>         (lower-mdx-admonition.ts)
 *   <div>, <details>, <br/>, <a> → elements, links, images              (lower-mdx-html-element.ts)
 *   <>…</>                       → its children
 *   {'text'}, {2}                → text; {/* comments *\/} → nothing, but {/* truncate *\/} → the excerpt marker
 *
 * Everything else is a BuildError at its line and column: another component, an expression that is not a
 * literal, an export (see mdx-support.ts for the hint).
 */
import type { Program } from 'estree'
import type { Html, Root, Text } from 'mdast'
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { lowerAdmonition, lowerDetails } from './lower-mdx-admonition.js'
import { lowerCodeBlock } from './lower-mdx-code-block.js'
import { isHtmlElementName, lowerHtmlElement } from './lower-mdx-html-element.js'
import { lowerTabs, type TabItemElement } from './lower-mdx-tabs.js'
import { type MdxImports, takeMdxImports } from './mdx-imports.js'
import { type JsxElement, readJsxProps } from './mdx-jsx-props.js'
import { literalValue, programExpression } from './mdx-literal-value.js'
import { MDX_SUPPORT_HINT, type ThemeComponent } from './mdx-support.js'
import { unravelJsxParagraphs } from './mdx-unravel.js'
import { renderContextOf, type RenderContext } from './render-context.js'
import { walkMdast } from './walk-tree.js'

const TRUNCATE_COMMENT = /^\/\*\s*truncate\s*\*\/$/

export function remarkLowerMdx() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    const imports = takeMdxImports(tree, context)
    unravelJsxParagraphs(tree)
    walkMdast(tree, (node, index, parent) => {
      let replacement: Node[] | undefined
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        replacement = lowerElement(node, imports, context)
      else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
        replacement = lowerExpression(node, parent === tree, context)
      if (replacement === undefined) return
      ;(parent.children as Node[]).splice(index, 1, ...replacement)
      return index
    })
  }
}

function lowerElement(element: JsxElement, imports: MdxImports, context: RenderContext): Node[] {
  if (element.name === null) return element.children
  if (isHtmlElementName(element.name)) {
    return [lowerHtmlElement(element, readJsxProps(element, context), context)]
  }
  const component = imports.components.get(element.name)
  if (component === undefined) throw unknownComponent(element, imports, context)
  const props = readJsxProps(element, context)
  return [lowerComponent(component, element, props, imports, context)]
}

function lowerComponent(
  component: ThemeComponent,
  element: JsxElement,
  props: ReturnType<typeof readJsxProps>,
  imports: MdxImports,
  context: RenderContext,
): Node {
  switch (component) {
    case 'Tabs':
      return lowerTabs(element, props, tabItems(element, imports, context), context)
    case 'TabItem':
      throw context.error(
        'mdx-tab-item-outside-tabs',
        'A <TabItem> must be placed directly inside a <Tabs>',
        element,
        'Wrap the TabItems in <Tabs> … </Tabs>',
      )
    case 'CodeBlock':
      return lowerCodeBlock(element, props, context)
    case 'Admonition':
      return lowerAdmonition(element, props, context)
    case 'Details':
      return lowerDetails(element, props, context)
  }
}

/** The TabItem children of a Tabs; anything else directly inside it is an error. */
function tabItems(tabs: JsxElement, imports: MdxImports, context: RenderContext): TabItemElement[] {
  return tabs.children.map((child) => {
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement'
    if (!isElement || child.name === null || imports.components.get(child.name) !== 'TabItem') {
      throw context.error(
        'mdx-tabs-invalid-child',
        `Only <TabItem> elements may appear directly inside <Tabs> (found ${isElement ? `<${child.name ?? ''}>` : `a ${child.type}`})`,
        child,
        'Put the content inside a <TabItem value="…">, each on its own lines',
      )
    }
    return { element: child, props: readJsxProps(child, context) }
  })
}

function unknownComponent(element: JsxElement, imports: MdxImports, context: RenderContext) {
  const name = element.name ?? ''
  const fromPackage = imports.packageBindings.get(name.split('.')[0])
  return context.error(
    'mdx-component-not-supported',
    fromPackage
      ? `The component <${name}> from '${fromPackage}' is not supported in MDX yet`
      : `The component <${name}> is not imported or not known`,
    element,
    fromPackage ? MDX_SUPPORT_HINT : `Import it (e.g. import Tabs from '@theme/Tabs'). ${MDX_SUPPORT_HINT}`,
  )
}

/** A `{…}` in content: literal text, a comment (the truncate marker at the top level) or an error. */
function lowerExpression(
  node: MdxFlowExpression | MdxTextExpression,
  atTopLevel: boolean,
  context: RenderContext,
): Node[] {
  const program = node.data?.estree as Program | undefined
  const expression = programExpression(program)
  if (expression === undefined && program?.body.length === 0) {
    const marker = atTopLevel && TRUNCATE_COMMENT.test(node.value.trim())
    const truncate: Html = { type: 'html', value: '<!-- truncate -->', position: node.position }
    return marker ? [truncate] : []
  }
  const literal = expression ? literalValue(expression) : undefined
  if (literal?.ok && (typeof literal.value === 'string' || typeof literal.value === 'number')) {
    const text: Text = { type: 'text', value: String(literal.value), position: node.position }
    return [text]
  }
  throw context.error(
    'mdx-expression-not-supported',
    `The MDX expression {${abbreviate(node.value)}} is not supported yet`,
    node,
    MDX_SUPPORT_HINT,
  )
}

function abbreviate(text: string): string {
  const line = text.trim().split('\n')[0]
  return line.length > 40 ? `${line.slice(0, 37)}...` : line
}
