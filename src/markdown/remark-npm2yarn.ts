/**
 * A code block whose meta is `npm2yarn` (```bash npm2yarn) becomes tabs of the same command for npm, Yarn, pnpm
 * and Bun, as Docusaurus' @docusaurus/remark-plugin-npm2yarn makes them (with its defaults: those converters, the
 * tabs not kept in step with others): a `::::tabs` of `:::tab`s for remark-tabs to render, each holding the block
 * with its command converted by npm-to-yarn, the library that plugin uses.
 */
import type { Code, Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import convert from 'npm-to-yarn'
import { TAB_CONTAINER, TABS_CONTAINER } from './remark-tabs.js'
import { walkMdast } from './walk-tree.js'

/** the tabs after npm's: value (npm-to-yarn's name) and label, in Docusaurus' order */
export const NPM2YARN_TABS = [
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const

export function remarkNpm2yarn() {
  return (tree: Root) => {
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'code' || node.meta !== 'npm2yarn') return
      const tab = (value: string, label: string, command: string): ContainerDirective => ({
        type: 'containerDirective',
        name: TAB_CONTAINER,
        attributes: { label, value },
        children: [{ ...node, meta: null, value: command }],
        position: node.position,
      })
      const tabs: ContainerDirective = {
        type: 'containerDirective',
        name: TABS_CONTAINER,
        attributes: {},
        children: [
          tab('npm', 'npm', node.value),
          ...NPM2YARN_TABS.map(({ value, label }) => tab(value, label, convert(node.value, value))),
        ],
        position: node.position,
      }
      ;(parent.children as Array<Code | ContainerDirective>)[index] = tabs
    })
  }
}
