/**
 * Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution` (styled as warning), `:::danger`, with an
 * optional title in brackets (`:::tip[Works *out* of the box]`, inline Markdown allowed), become
 *
 *   <div class="admonition admonition-tip">
 *     <div class="admonition-heading">Works <em>out</em> of the box</div>
 *     <div class="admonition-content">…</div>
 *   </div>
 *
 * Without a title the heading is the type's default title ("Tip"). Attributes (`{…}`) are ignored.
 * In a Docusaurus site (`markup: 'docusaurus'`), Docusaurus' markup instead: Infima's alert classes, an icon, its
 * lower-case default titles (src/shared/docusaurus-markup.ts).
 * With `admonitionComponent` (a site with its own src/theme/Admonition, compiled as a component module), the
 * `admonition` MDX component instead, as Docusaurus' MDX makes it for its theme's Admonition: `<admonition type>`
 * around the content, a plain-text title as its `title`, any other title as an `<mdxAdmonitionTitle>` first child.
 * Other directives were already turned back into text (see remark-unhandled-directives.ts).
 */
import type { Element } from 'hast'
import type { Paragraph, PhrasingContent, Root, Text } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import {
  ADMONITION_CLASSES,
  ADMONITION_ICON_PATHS,
  ADMONITION_ICON_VIEWBOX,
  admonitionContainerClasses,
  docusaurusAdmonitionKind,
} from '../shared/docusaurus-markup.js'
import { takeDirectiveLabel } from './directive-label.js'
import { renderContextOf } from './render-context.js'
import { walkMdast } from './walk-tree.js'

export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
} as const

export type AdmonitionType = keyof typeof ADMONITION_TITLES

export function isAdmonitionType(name: string): name is AdmonitionType {
  return Object.hasOwn(ADMONITION_TITLES, name)
}

/** The older names a Docusaurus site still takes as admonitions (`:::important` is shown as info). */
export const DOCUSAURUS_ADMONITION_ALIASES: ReadonlySet<string> = new Set(['secondary', 'important', 'success'])

/** Whether a container directive is an admonition: its types, and in a Docusaurus site the older names too. */
export function isAdmonitionName(name: string, markup: 'docusaurus' | 'theme'): boolean {
  return isAdmonitionType(name) || (markup === 'docusaurus' && DOCUSAURUS_ADMONITION_ALIASES.has(name))
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const { markup, admonitionComponent } = renderContextOf(file)
    walkMdast(tree, (node) => {
      if (node.type !== 'containerDirective' || !isAdmonitionName(node.name, markup)) return
      if (admonitionComponent) componentAdmonition(node, node.name)
      else if (markup === 'docusaurus') docusaurusAdmonition(node, node.name)
      else themeAdmonition(node, node.name as AdmonitionType)
    })
  }
}

/** the label's inline content, or the default title */
function titleOf(node: ContainerDirective, defaultTitle: string): PhrasingContent[] {
  const label = takeDirectiveLabel(node)
  return label && label.children.length > 0 ? label.children : [{ type: 'text', value: defaultTitle }]
}

/** Docusaurus' `<admonition>` element, which MDX hands to the `admonition` component (the site's Admonition) */
function componentAdmonition(node: ContainerDirective, type: string): void {
  const label = takeDirectiveLabel(node)?.children ?? []
  const [only] = label
  const textTitle = label.length === 1 && only?.type === 'text' ? only.value : undefined
  const title: Paragraph[] =
    label.length > 0 && textTitle === undefined
      ? [{ type: 'paragraph', children: label, data: { hName: 'mdxAdmonitionTitle' } }]
      : []
  node.children = [...title, ...node.children]
  node.data = {
    ...node.data,
    hName: 'admonition',
    hProperties: { type, ...(textTitle !== undefined && { title: textTitle }) },
  }
}

function themeAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const title = titleOf(node, ADMONITION_TITLES[type])
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
  }
  // A container node with hName renders as that element with its block children (mdast-util-to-hast's unknown-node rule).
  const content: ContainerDirective = {
    type: 'containerDirective',
    name: 'admonition-content',
    attributes: {},
    children: node.children,
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
  }
  node.children = [heading, content]
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`] } }
}

function docusaurusAdmonition(node: ContainerDirective, type: string): void {
  const kind = docusaurusAdmonitionKind(type)
  const title = titleOf(node, kind.title)
  const svg: Element = {
    type: 'element',
    tagName: 'svg',
    properties: { viewBox: ADMONITION_ICON_VIEWBOX, ariaHidden: 'true' },
    children: [
      {
        type: 'element',
        tagName: 'path',
        properties: { fillRule: 'evenodd', d: ADMONITION_ICON_PATHS[kind.icon] },
        children: [],
      },
    ],
  }
  // an empty text node carrying the icon's element (mdast-util-to-hast's hName and hChildren)
  const icon: Text = {
    type: 'text',
    value: '',
    data: { hName: 'span', hProperties: { className: [ADMONITION_CLASSES.icon] }, hChildren: [svg] },
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: [icon, ...title],
    data: { hName: 'div', hProperties: { className: [ADMONITION_CLASSES.heading] } },
  }
  const content: ContainerDirective = {
    type: 'containerDirective',
    name: 'admonition-content',
    attributes: {},
    children: node.children,
    data: { hName: 'div', hProperties: { className: [ADMONITION_CLASSES.content] } },
  }
  node.children = [heading, content]
  node.data = { ...node.data, hName: 'div', hProperties: { className: admonitionContainerClasses(type) } }
}
