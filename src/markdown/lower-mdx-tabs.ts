/**
 * `<Tabs>` with `<TabItem>` children (Docusaurus' `@theme/Tabs` and `@theme/TabItem`) → the `::::tabs` / `:::tab`
 * containers remark-tabs turns into `<hd-tabs>` / `<hd-tab>`, so they render like Markdown tabs.
 *
 * Docusaurus' semantics: every TabItem has a `value`, unique in its Tabs; its label is the `label` of that value
 * in the Tabs' `values` (when given, every TabItem's value must be listed there), else its own `label`, else the
 * value; the tabs are in the order of `values` when given, else of the TabItems; the tab shown first is the Tabs'
 * `defaultValue`, else the TabItem marked `default`, else the first.
 * `groupId` and `queryString` are kept as properties of `<hd-tabs>`. A TabItem outside a Tabs is an error.
 */
import type { ContainerDirective } from 'mdast-util-directive'
import type { Node } from 'unist'
import type { JsxElement, JsxProps } from './mdx-jsx-props.js'
import type { RenderContext } from './render-context.js'
import { TAB_CONTAINER, TABS_CONTAINER } from './remark-tabs.js'
import { warnIgnoredProps } from './mdx-ignored-props.js'

const TABS_PROPS = ['values', 'defaultValue', 'groupId', 'queryString', 'className', 'lazy', 'children']
const TAB_ITEM_PROPS = ['value', 'label', 'default', 'className', 'attributes']
/** known, but the markup of our tabs does not take them yet */
const STYLING_PROPS = ['className', 'attributes']

export interface TabItemElement {
  element: JsxElement
  props: JsxProps
}

export function lowerTabs(
  element: JsxElement,
  props: JsxProps,
  items: TabItemElement[],
  context: RenderContext,
): ContainerDirective {
  warnIgnoredProps('Tabs', element, props, TABS_PROPS, context, STYLING_PROPS)
  const labels = valueLabels(element, props, context)
  const seen = new Set<string>()
  const tabs = items.map(({ element: item, props: itemProps }) => {
    warnIgnoredProps('TabItem', item, itemProps, TAB_ITEM_PROPS, context, STYLING_PROPS)
    const value = itemProps.value
    if (typeof value !== 'string' || value === '') {
      throw context.error('mdx-tab-item-value', 'A <TabItem> needs a value', item, 'Write <TabItem value="npm">')
    }
    if (seen.has(value)) {
      throw context.error(
        'mdx-tabs-duplicate-value',
        `Two <TabItem>s of the same <Tabs> have the value "${value}"`,
        item,
        'Give each TabItem its own value',
      )
    }
    seen.add(value)
    if (labels && !labels.has(value)) {
      throw context.error(
        'mdx-tab-item-not-in-values',
        `The <TabItem> value "${value}" is not listed in the values of its <Tabs>`,
        item,
        `Add {label: '…', value: '${value}'} to the values prop, or remove that prop`,
      )
    }
    const label = labels?.get(value) ?? (typeof itemProps.label === 'string' ? itemProps.label : value)
    return { item, value, label, marked: itemProps.default === true }
  })
  if (labels) {
    const order = [...labels.keys()]
    tabs.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
  }
  if (tabs.length === 0) {
    throw context.error('mdx-tabs-empty', 'A <Tabs> holds no <TabItem>', element, 'Add <TabItem value="…"> children')
  }
  const defaultTab = chooseDefault(element, props, tabs, context)
  const children = tabs.map(
    (tab): ContainerDirective => ({
      type: 'containerDirective',
      name: TAB_CONTAINER,
      attributes: { value: tab.value, label: tab.label, ...(tab === defaultTab ? { default: '' } : {}) },
      children: tab.item.children as ContainerDirective['children'],
      position: tab.item.position,
    }),
  )
  const attributes: Record<string, string> = {}
  if (typeof props.groupId === 'string') attributes.groupId = props.groupId
  if (props.queryString === true || typeof props.queryString === 'string')
    attributes.queryString = String(props.queryString)
  return { type: 'containerDirective', name: TABS_CONTAINER, attributes, children, position: element.position }
}

/** value → label from the `values` prop, when given. */
function valueLabels(element: JsxElement, props: JsxProps, context: RenderContext): Map<string, string> | undefined {
  if (props.values === undefined) return undefined
  const labels = new Map<string, string>()
  for (const entry of Array.isArray(props.values) ? props.values : [undefined]) {
    const object = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : undefined
    if (typeof object?.value !== 'string') {
      throw context.error(
        'mdx-tabs-values',
        'The values prop of <Tabs> must be a list of {label, value} objects',
        element,
        "Write values={[{label: 'npm', value: 'npm'}]}",
      )
    }
    labels.set(object.value, typeof object.label === 'string' ? object.label : object.value)
  }
  return labels
}

function chooseDefault<T extends { item: Node; value: string; marked: boolean }>(
  element: JsxElement,
  props: JsxProps,
  tabs: T[],
  context: RenderContext,
): T {
  if (typeof props.defaultValue === 'string') {
    const chosen = tabs.find((tab) => tab.value === props.defaultValue)
    if (!chosen) {
      throw context.error(
        'mdx-tabs-default-value',
        `The defaultValue "${props.defaultValue}" of <Tabs> is not the value of one of its <TabItem>s`,
        element,
        `Use one of: ${tabs.map((tab) => tab.value).join(', ')}`,
      )
    }
    return chosen
  }
  const marked = tabs.filter((tab) => tab.marked)
  if (marked.length > 1) {
    throw context.error(
      'mdx-tabs-multiple-defaults',
      'More than one <TabItem> of this <Tabs> is marked default',
      marked[1].item,
      'Keep default on one TabItem only',
    )
  }
  return marked[0] ?? tabs[0]
}
