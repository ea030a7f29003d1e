/**
 * A Docusaurus sidebars file's value → our `docs.sidebars` entry of one version. Docusaurus' shorthand is written
 * out: a sidebar or a category's `items` given as an object (`{ Guides: ['a', 'b'], API: [...] }`) and an item that
 * is such an object (no `type`) become one category item per key. Everything else is kept as written, for the site
 * config schema to check (sidebar-config-schema.ts), so a bad item is reported with its place in the file.
 */
import { isRecord } from './docusaurus-problem.js'

/** The sidebars of a sidebars file (its value: name → items or shorthand), written out. */
export function expandSidebars(value: Record<string, unknown>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(value).map(([name, items]) => [name, expandItems(items)]))
}

function expandItems(items: unknown): unknown[] {
  if (isRecord(items)) return shorthandCategories(items)
  if (!Array.isArray(items)) return items as unknown[]
  return items.flatMap((item: unknown) => (isShorthand(item) ? shorthandCategories(item) : [expandItem(item)]))
}

function expandItem(item: unknown): unknown {
  if (isRecord(item) && item.type === 'category' && item.items !== undefined)
    return { ...item, items: expandItems(item.items) }
  return item
}

/** an object item without a `type`: `{ Label: items }` */
function isShorthand(item: unknown): item is Record<string, unknown> {
  return isRecord(item) && !('type' in item)
}

function shorthandCategories(shorthand: Record<string, unknown>): unknown[] {
  return Object.entries(shorthand).map(([label, items]) => ({ type: 'category', label, items: expandItems(items) }))
}
