/**
 * The page of a sidebar category linked to a generated index (Docusaurus' `link: { type: 'generated-index' }`): the
 * category's title and description, then a list of its items, each linking to its page. It is made a doc of its
 * version, so it gets the version's sidebar, breadcrumbs and pagination like any doc; `generatedIndex` keeps it out
 * of what only authored docs belong to (llms.txt, last update dates).
 */
import type { Element, ElementContent, Root } from 'hast'
import type { SidebarItem } from '../shared/types.js'
import type { GeneratedIndexLink } from './build-sidebar.js'
import { GENERATED_INDEX_ID_PREFIX } from '../shared/docs-global-data.js'
import type { DocEntry } from './content-types.js'

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const text = (value: string): ElementContent => ({ type: 'text', value })

function itemCard(item: SidebarItem): Element[] {
  if (!item.href) return []
  return [
    element('li', { className: ['generated-index__item'] }, [
      element('a', { href: item.href, className: ['generated-index__link'] }, [text(item.label)]),
    ]),
  ]
}

export function generatedIndexDoc(
  version: string,
  link: GeneratedIndexLink,
  /** the sidebars file it is written in, relative to the site dir */
  sourceFile: string,
): DocEntry {
  const { category } = link
  const title = link.title ?? category.label
  const description = link.description ?? ''
  const hast: Root = {
    type: 'root',
    children: [
      ...(description ? [element('p', {}, [text(description)])] : []),
      element('ul', { className: ['generated-index'] }, category.items.flatMap(itemCard)),
    ],
  }
  const labels = category.items.map((item) => item.label)
  return {
    version,
    id: `${GENERATED_INDEX_ID_PREFIX}${category.href}`,
    sourceFile,
    relativePath: category.href!.replace(/^\//, ''),
    permalink: category.href!,
    title,
    sidebarLabel: category.label,
    description,
    frontMatter: link.keywords ? { keywords: link.keywords } : {},
    markdown: {
      hast,
      title,
      toc: [],
      anchors: [],
      ...(description && { firstParagraph: description }),
      hasTruncateMarker: false,
      links: [],
      liveBlocks: [],
      plainText: [title, description, ...labels].filter(Boolean).join('\n'),
      warnings: [],
    },
    unlisted: false,
    draft: false,
    tags: [],
    generatedIndex: true,
  }
}
