/**
 * MDX compiled as a component module (compile-mdx-module.ts): each live block's `<pre>` (rehype-code-blocks.ts) is
 * wrapped in the theme's ModuleLiveCodeBlock, imported by the module itself (so its code is in the content modules'
 * chunks, not the shell). In the page, ModuleLiveCodeBlock finds the block's compiled module and preview in the
 * route data, where the content stage put the module's live blocks (livePresOf) for the live stage to annotate, as
 * it annotates a Markdown page's blocks.
 */
import type { Element, Root } from 'hast'
import type { Program } from 'estree'
import type { LiveBlock } from './markdown-result.js'
import { walkHast } from './walk-tree.js'

/** the theme's entry, as compiled MDX modules import it (mdx-module-plugin.ts resolves it) */
const THEME_SPECIFIER = 'hd:mdx-theme-components'
const EXPORTED = 'ModuleLiveCodeBlock'
const LOCAL = '_HdModuleLiveCodeBlock'

function importProgram(): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name: EXPORTED },
            local: { type: 'Identifier', name: LOCAL },
          },
        ],
        source: { type: 'Literal', value: THEME_SPECIFIER, raw: JSON.stringify(THEME_SPECIFIER) },
      },
    ],
  }
}

export function rehypeModuleLiveBlocks() {
  return (tree: Root) => {
    let wrapped = false
    walkHast(tree, (node, index, parent) => {
      if (node.type !== 'element' || node.tagName !== 'pre' || !node.properties.dataLive) return
      const wrapper = { type: 'mdxJsxFlowElement', name: LOCAL, attributes: [], children: [node] }
      ;(parent.children as unknown[]).splice(index, 1, wrapper)
      wrapped = true
      return index + 1
    })
    if (!wrapped) return
    const esm = { type: 'mdxjsEsm', value: '', data: { estree: importProgram() } }
    ;(tree.children as unknown[]).unshift(esm)
  }
}

/**
 * The live blocks of a module as the `<pre>`s of Markdown content (code as text): what the content stage puts in the
 * route data, where the live stage adds each block's module URL and preview.
 */
export function livePresOf(blocks: LiveBlock[]): Element[] {
  return blocks.map((block) => ({
    type: 'element',
    tagName: 'pre',
    properties: {
      dataLanguage: block.lang,
      dataLive: true,
      dataLiveId: block.id,
      ...(block.noInline ? { dataNoInline: true } : {}),
    },
    children: [{ type: 'text', value: block.code }],
  }))
}
