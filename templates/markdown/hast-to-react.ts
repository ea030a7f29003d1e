/**
 * Renders content hast (as the markdown stage stores it: elements, text; see src/markdown/finalize-hast.ts) to
 * React elements. Server and browser run this same code, so hydration matches by construction.
 *
 * It replaces hast-util-to-jsx-runtime (~10 KB gzip with property-information's full HTML/SVG schema) in the
 * shell every page loads. The output is the same for HTML content:
 * - property names: hast's DOM names are React's (className, htmlFor, tabIndex…); `dataFooBar` → `data-foo-bar`,
 *   `ariaLabel` → `aria-label`; list values join with spaces (commas for the comma-separated attributes);
 * - `style` strings become style objects (DOM casing), a table cell's `align` becomes `textAlign`;
 * - whitespace-only text inside table rows/sections is dropped (React refuses text there);
 * - comments, doctypes and raw nodes render nothing.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'
import type { ElementContent, Properties, Root, RootContent } from 'hast'

/** Tag name → the component that renders it. */
// biome-ignore lint/suspicious/noExplicitAny: each component takes the props of its own element, which createElement passes untyped; no narrower type admits them all
export type HastComponents = Record<string, ComponentType<any>>

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr'])
const TABLE_CELLS = new Set(['td', 'th'])
const COMMA_SEPARATED = new Set(['accept', 'coords', 'exportParts'])
const WHITESPACE_ONLY = /^[ \t\n\f\r]*$/

const kebab = (text: string) => text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The React prop name of a hast property name. */
export function reactPropName(name: string): string {
  if (/^data[A-Z]/.test(name)) return `data${kebab(name.slice(4))}`
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`
  return name
}

/** `color: red; background-color: blue` → `{ color: 'red', backgroundColor: 'blue' }` (vendor prefixes too). */
export function parseStyle(text: string): Record<string, string> {
  const style: Record<string, string> = {}
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name || !value) continue
    const property = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    style[property] = value
  }
  return style
}

function reactProps(tagName: string, properties: Properties): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue
    if (name === 'style') {
      props.style = typeof value === 'string' ? parseStyle(value) : value
    } else if (name === 'align' && TABLE_CELLS.has(tagName) && typeof value === 'string') {
      props.style = { ...(props.style as object | undefined), textAlign: value }
    } else {
      props[reactPropName(name)] = Array.isArray(value) ? value.join(COMMA_SEPARATED.has(name) ? ', ' : ' ') : value
    }
  }
  return props
}

function renderChildren(
  children: Array<RootContent | ElementContent>,
  components: HastComponents,
  inTable: boolean,
): ReactNode[] {
  const out: ReactNode[] = []
  for (const child of children) {
    if (child.type === 'text') {
      if (!(inTable && WHITESPACE_ONLY.test(child.value))) out.push(child.value)
    } else if (child.type === 'element') {
      const type = components[child.tagName] ?? child.tagName
      out.push(
        createElement(
          type,
          reactProps(child.tagName, child.properties ?? {}),
          ...renderChildren(child.children, components, TABLE_ELEMENTS.has(child.tagName)),
        ),
      )
    }
  }
  return out
}

/** The React elements of a hast root, with tag names mapped through `components`. */
export function hastToReact(root: Root, components: HastComponents = {}): ReactNode {
  return createElement(Fragment, null, ...renderChildren(root.children, components, false))
}
