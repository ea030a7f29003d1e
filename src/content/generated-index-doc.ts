/**
 * The page of a sidebar category linked to a generated index (Docusaurus' `link: { type: 'generated-index' }`): the
 * category's title and description, then its items, each linking to its page. It is made a doc of its version, so it
 * gets the version's sidebar, breadcrumbs and pagination like any doc; `generatedIndex` keeps it out of what only
 * authored docs belong to (llms.txt, last update dates).
 *
 * On a Docusaurus site (markup 'docusaurus') the items are Docusaurus' grid of cards, two a row, in the markup of
 * `@theme/DocCardList` (templates/docusaurus/theme/DocCardList.tsx, made here as static markup: no script): an icon
 * and the item's label, under it a doc's description, a category's item count. This theme's own sites keep a list.
 */
import type { Element, ElementContent, Root } from 'hast'
import type { SidebarItem } from '../shared/types.js'
import { cardDescription, cardHref, cardIcon, listedCards } from '../shared/doc-card.js'
import type { MarkdownOptions } from '../markdown/markdown-result.js'
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

/** The card of an item that leads somewhere, in `@theme/DocCardList`'s markup: `<article>` in the grid's row. */
function docCard(item: SidebarItem, descriptionOfDoc: (docId: string) => string | undefined): Element[] {
  const href = cardHref(item)
  if (!href) return []
  const description = cardDescription(item, item.type === 'link' && item.docId ? descriptionOfDoc(item.docId) : '')
  const title = element('h2', { className: ['text--truncate', 'doc-card__title'], title: item.label }, [
    text(`${cardIcon(item, href)} ${item.label}`),
  ])
  const line = description
    ? [
        element('p', { className: ['text--truncate', 'doc-card__description'], title: description }, [
          text(description),
        ]),
      ]
    : []
  return [
    element('article', { className: ['col', 'col--6', 'margin-bottom--lg'] }, [
      element('a', { href, className: ['card', 'padding--lg', 'doc-card'] }, [title, ...line]),
    ]),
  ]
}

export interface GeneratedIndexOptions {
  /** the sidebars file it is written in, relative to the site dir */
  sourceFile: string
  markup: MarkdownOptions['markup']
  /** a doc's description (its front matter's, else its first paragraph), for its card */
  descriptionOfDoc: (docId: string) => string | undefined
}

export function generatedIndexDoc(version: string, link: GeneratedIndexLink, options: GeneratedIndexOptions): DocEntry {
  const { category } = link
  const { sourceFile } = options
  const title = link.title ?? category.label
  const description = link.description ?? ''
  const items =
    options.markup === 'docusaurus'
      ? element(
          'section',
          { className: ['row', 'generated-index-cards'] },
          listedCards(category.items).flatMap((item) => docCard(item, options.descriptionOfDoc)),
        )
      : element('ul', { className: ['generated-index'] }, category.items.flatMap(itemCard))
  const hast: Root = {
    type: 'root',
    children: [...(description ? [element('p', {}, [text(description)])] : []), items],
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
      ...(description && { defaultDescription: description }),
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
