/**
 * Tabs: a `::::tabs` container holding `:::tab[Label]{default value=x}` containers becomes
 *
 *   <hd-tabs><hd-tab label="Label" value="x" default>…</hd-tab>…</hd-tabs>
 *
 * - `value` defaults to the kebab-case of the label (`[Yarn 1]` → `yarn-1`); values must be unique in a group;
 * - exactly one tab is the default: the one marked `{default}`, else the first;
 * - `::::tabs{groupId=pm queryString}` keeps `groupId` and `queryString` as properties of `<hd-tabs>` (the
 *   theme syncs tabs of one group, and the URL query, with them);
 * - only `:::tab` items may sit directly inside `::::tabs` (a nested directive needs longer outer fences:
 *   `:::::tabs` / `::::tab` / `:::note`), a `:::tab` outside `::::tabs` and a `::::tabs` without tabs are errors.
 */
import type { Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import kebabCase from 'lodash.kebabcase'
import { toString as mdastToString } from 'mdast-util-to-string'
import { takeDirectiveLabel } from './directive-label.js'
import { renderContextOf, type RenderContext } from './render-context.js'
import { walkMdast } from './walk-tree.js'

/** the container names this plugin handles */
export const TABS_CONTAINER = 'tabs'
export const TAB_CONTAINER = 'tab'

const NESTING_HINT =
  'Directives nest when the outer fences are longer: write :::::tabs / ::::tab[Label] / :::note … ::: / :::: / :::::'

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    const context = renderContextOf(file)
    walkMdast(tree, (node, _index, parent) => {
      if (node.type !== 'containerDirective') return
      if (node.name === TABS_CONTAINER) transformTabs(node, context)
      else if (
        node.name === TAB_CONTAINER &&
        !(parent.type === 'containerDirective' && parent.name === TABS_CONTAINER)
      ) {
        throw context.error(
          'tab-outside-tabs',
          'A :::tab container must be placed directly inside a ::::tabs container',
          node,
          NESTING_HINT,
        )
      }
    })
  }
}

function transformTabs(tabs: ContainerDirective, context: RenderContext): void {
  takeDirectiveLabel(tabs) // `::::tabs[…]` has no use for a label
  const items: Array<{ node: ContainerDirective; value: string; marked: boolean }> = []
  for (const child of tabs.children) {
    if (child.type !== 'containerDirective' || child.name !== TAB_CONTAINER) {
      throw context.error(
        'tabs-invalid-child',
        `Only :::tab[Label] containers may appear directly inside ::::tabs (found ${describe(child)})`,
        child,
        NESTING_HINT,
      )
    }
    const labelNode = takeDirectiveLabel(child)
    const attributes = child.attributes ?? {}
    const label = (labelNode ? mdastToString(labelNode) : (attributes.label ?? '')).trim()
    const value = (attributes.value ?? kebabCase(label)).trim()
    if (!label && !value) {
      throw context.error(
        'tab-missing-label',
        'A :::tab needs a label: :::tab[Label]',
        child,
        'Write the label in brackets: :::tab[npm]',
      )
    }
    if (!value) {
      throw context.error(
        'tab-missing-value',
        `The tab label "${label}" gives no value`,
        child,
        `Add a value: :::tab[${label}]{value=my-value}`,
      )
    }
    const duplicate = items.find((item) => item.value === value)
    if (duplicate) {
      throw context.error(
        'tabs-duplicate-value',
        `Two tabs in the same ::::tabs have the value "${value}"`,
        child,
        'Give each tab its own label or {value=…}',
      )
    }
    const marked = 'default' in attributes && attributes.default !== 'false'
    if (marked && items.some((item) => item.marked)) {
      throw context.error(
        'tabs-multiple-defaults',
        'More than one :::tab is marked {default}',
        child,
        'Keep {default} on one tab only',
      )
    }
    child.data = { ...child.data, hName: 'hd-tab', hProperties: { label: label || value, value } }
    items.push({ node: child, value, marked })
  }
  if (items.length === 0) {
    throw context.error(
      'tabs-empty',
      'A ::::tabs container holds no :::tab',
      tabs,
      'Add at least one :::tab[Label] … ::: inside it',
    )
  }
  const defaultItem = items.find((item) => item.marked) ?? items[0]
  defaultItem.node.data!.hProperties!.default = true
  tabs.data = { ...tabs.data, hName: 'hd-tabs', hProperties: syncProperties(tabs.attributes ?? {}) }
}

/** `groupId` (tabs with the same id switch together) and `queryString` (the choice in the URL), when given */
function syncProperties(attributes: Record<string, string | null | undefined>): Record<string, string> {
  const properties: Record<string, string> = {}
  if (attributes.groupId) properties.groupId = attributes.groupId
  if (typeof attributes.queryString === 'string') properties.queryString = attributes.queryString
  return properties
}

function describe(node: ContainerDirective['children'][number]): string {
  if (node.type === 'containerDirective') return `:::${node.name}`
  if (node.type === 'leafDirective') return `::${node.name}`
  return `a ${node.type}`
}
