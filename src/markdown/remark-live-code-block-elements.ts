/**
 * MDX compiled as a component module (compile-mdx-module.ts): `<CodeBlock live>` of `@theme/CodeBlock` becomes the
 * code node a ```` ```jsx live ```` fence makes (lower-mdx-code-block.ts, the static lowering's rule), so that it is a
 * live block like a fence: listed in the result's `liveBlocks`, compiled and rendered by the live stage against the
 * site's scope. A CodeBlock without `live` stays the component.
 */
import type { ImportDeclaration, Program } from 'estree'
import type { Root } from 'mdast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { lowerCodeBlock } from './lower-mdx-code-block.js'
import { type JsxElement, readJsxProps } from './mdx-jsx-props.js'
import { renderContextOf } from './render-context.js'
import { walkMdast } from './walk-tree.js'

const CODE_BLOCK_MODULE = '@theme/CodeBlock'

/** The local names the file gives `@theme/CodeBlock`'s default export. */
function codeBlockNames(tree: Root): Set<string> {
  const names = new Set<string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== CODE_BLOCK_MODULE) continue
      for (const specifier of (statement as ImportDeclaration).specifiers)
        if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name)
    }
  }
  return names
}

const isLive = (element: JsxElement) =>
  element.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'live')

export function remarkLiveCodeBlockElements() {
  return (tree: Root, file: VFile) => {
    const names = codeBlockNames(tree)
    if (names.size === 0) return
    const context = renderContextOf(file)
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' || !names.has(node.name ?? '') || !isLive(node as JsxElement)) return
      const element = node as JsxElement
      const props = readJsxProps(element, context)
      if (props.live !== true) return
      ;(parent.children as Node[]).splice(index, 1, lowerCodeBlock(element, props, context))
      return index + 1
    })
  }
}
