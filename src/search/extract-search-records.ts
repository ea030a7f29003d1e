/**
 * Route data → DocSearch-shaped search records (spec §3 "Search hit"), the same records a DocSearch crawler
 * would produce from the rendered pages: one `lvl1` record per page (its title), one `lvl2`…`lvl6` record per
 * heading and one `content` record per paragraph, list item or table cell, each carrying the hierarchy of
 * headings above it, the URL of the closest heading anchor, the language and the page's `docusaurus_tag`.
 *
 * Pure: no I/O. Unlisted, no-index, not-found and search routes, version-root duplicates (routes that
 * render another route's content) and list pages (blog lists, tags, archive) have no records.
 */
import { createHash } from 'node:crypto'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { hastToPlainText } from '../markdown/plain-text.js'
import type { Route } from '../routes/route.js'
import { DEFAULT_LOCALE } from '../shared/constants.js'
import { ADMONITION_CLASSES } from '../shared/docusaurus-markup.js'
import { publicHref } from '../shared/paths.js'
import type { RouteData } from '../shared/types.js'
import type { ComponentPageModule } from '../render/load-component-pages.js'
import {
  DOCS_LVL0,
  HIERARCHY_LEVELS,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../shared/search/search-types.js'

export interface SearchRecordSource {
  route: Pick<Route, 'path' | 'unlisted' | 'canonicalPath'>
  data: RouteData
}

export interface ExtractOptions {
  /** site origin, e.g. https://react-hotkeys-hook.vercel.app */
  siteUrl: string
  baseUrl: string
  /** route URLs end in `/` (the site's trailingSlash); default false */
  trailingSlash?: boolean
  /** lvl0 and lvl1 of pages without a title (the home page) */
  siteTitle: string
  language?: string
}

export { DOCS_LVL0 }
/** lvl0 of blog posts. */
export const BLOG_LVL0 = 'Blog'
/** A content record keeps at most this many characters (hosted indices limit record sizes). */
export const MAX_CONTENT_LENGTH = 2_000

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
}

/** Elements whose text is one content record. */
const CONTENT_ELEMENTS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'figcaption'])
/** Elements a list item's own text stops at: their content becomes records of its own. */
const NESTED_BLOCKS = new Set([
  'ul',
  'ol',
  'p',
  'pre',
  'div',
  'table',
  'blockquote',
  'hd-tabs',
  'dl',
  'details',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
])
/** Never indexed: code (DocSearch leaves it out too), media, scripts. */
const SKIPPED_ELEMENTS = new Set(['pre', 'script', 'style', 'template', 'svg', 'img', 'video', 'iframe', 'button'])

/** The records of every indexable route, in route order. */
export function extractSearchRecords(sources: SearchRecordSource[], options: ExtractOptions): SearchRecord[] {
  return sources.flatMap((source) => routeSearchRecords(source, options))
}

/**
 * The route data the rendered pages show: React pages take their title and description from the page
 * module's `meta` (as the renderer does).
 */
export function searchRecordSources(
  routes: Route[],
  componentPages: Record<string, ComponentPageModule>,
): SearchRecordSource[] {
  return routes.map((route) => {
    const data = route.data
    if (data.kind !== 'componentPage') return { route, data }
    const meta = componentPages[data.component]?.meta ?? {}
    return {
      route,
      data: { ...data, title: meta.title ?? data.title, description: meta.description ?? data.description },
    }
  })
}

export function isIndexable({ route, data }: SearchRecordSource): boolean {
  if (route.unlisted || data.noIndex) return false
  if (route.canonicalPath && route.canonicalPath !== route.path) return false
  return (
    data.kind === 'doc' || data.kind === 'blogPost' || data.kind === 'markdownPage' || data.kind === 'componentPage'
  )
}

/** The tree a route's records are walked from: none for a route without records or without a Markdown body. */
export function searchedContent(source: SearchRecordSource): Root | undefined {
  if (!isIndexable(source)) return undefined
  const { data } = source
  if (data.kind === 'doc' || data.kind === 'markdownPage') return data.content
  return data.kind === 'blogPost' ? data.post.content : undefined
}

/**
 * The records of one route (none if it is not indexable): a function of the source and the options alone.
 * `children`: the top-level nodes of its searchedContent(), when the source's own tree is left out (the search
 * thread parses them one at a time, search-index-worker.ts).
 */
export function routeSearchRecords(
  source: SearchRecordSource,
  options: ExtractOptions,
  children?: Iterable<RootContent>,
): SearchRecord[] {
  if (!isIndexable(source)) return []
  const { data } = source
  const pageUrl = new URL(
    publicHref({ baseUrl: options.baseUrl, trailingSlash: options.trailingSlash ?? false }, data.path),
    options.siteUrl,
  ).href
  const writer = new RecordWriter(pageUrl, data.docsearchTag, options.language ?? DEFAULT_LOCALE)
  switch (data.kind) {
    case 'doc': {
      const lvl0 = data.breadcrumbs[0]?.label || DOCS_LVL0
      writer.page(lvl0, data.title || options.siteTitle)
      writer.walk(children ?? data.content.children)
      break
    }
    case 'blogPost':
      writer.page(BLOG_LVL0, data.post.title || data.title)
      writer.walk(children ?? data.post.content.children)
      break
    case 'markdownPage': {
      const title = data.title || options.siteTitle
      writer.page(title, title)
      writer.walk(children ?? data.content.children)
      break
    }
    case 'componentPage': {
      const title = data.title || options.siteTitle
      writer.page(title, title)
      if (data.description) writer.content(data.description)
      break
    }
    default:
      return []
  }
  return writer.records
}

class RecordWriter {
  readonly records: SearchRecord[] = []
  private hierarchy: Hierarchy = emptyHierarchy()
  private anchor: string | null = null
  private readonly seen = new Set<string>()

  constructor(
    private readonly pageUrl: string,
    private readonly tag: string,
    private readonly language: string,
  ) {}

  page(lvl0: string, lvl1: string): void {
    this.hierarchy = { ...emptyHierarchy(), lvl0, lvl1 }
    this.anchor = null
    this.emit('lvl1', null)
  }

  content(text: string): void {
    this.emit('content', text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH - 1)}…` : text)
  }

  walk(children: Iterable<RootContent>): void {
    for (const child of children) this.visit(child)
  }

  private visit(node: RootContent | ElementContent): void {
    if (node.type !== 'element' || SKIPPED_ELEMENTS.has(node.tagName) || isDecoration(node)) return
    const headingLevel = /^h([1-6])$/.exec(node.tagName)
    const card = docCardLabel(node)
    if (card !== undefined) {
      if (card) this.content(card)
    } else if (headingLevel) {
      this.heading(Math.max(2, Number(headingLevel[1])), node)
    } else if (node.tagName === 'li') {
      const own = node.children.filter((c) => !(c.type === 'element' && NESTED_BLOCKS.has(c.tagName)))
      this.contentOf(own)
      for (const child of node.children)
        if (child.type === 'element' && NESTED_BLOCKS.has(child.tagName)) this.visit(child)
    } else if (CONTENT_ELEMENTS.has(node.tagName)) {
      this.contentOf(node.children)
    } else {
      for (const child of node.children) this.visit(child)
    }
  }

  private heading(level: number, node: Element): void {
    const text = textOf(node.children)
    if (!text) return
    const key = `lvl${level}` as RecordType & keyof Hierarchy
    this.hierarchy = { ...this.hierarchy, [key]: text }
    for (let deeper = level + 1; deeper <= 6; deeper++) this.hierarchy[`lvl${deeper}` as keyof Hierarchy] = null
    if (typeof node.properties.id === 'string' && node.properties.id) this.anchor = node.properties.id
    this.emit(key, null)
  }

  private contentOf(children: ElementContent[]): void {
    const text = textOf(children)
    if (text) this.content(text)
  }

  private emit(type: RecordType, content: string | null): void {
    const hierarchy = { ...this.hierarchy }
    const duplicateKey = recordKey(type, content, this.anchor, hierarchy)
    if (this.seen.has(duplicateKey)) return
    this.seen.add(duplicateKey)
    const anchor = type === 'lvl1' ? null : this.anchor
    const url = anchor ? `${this.pageUrl}#${anchor}` : this.pageUrl
    const position = this.records.length
    this.records.push({
      objectID: createHash('sha1').update(`${this.pageUrl}\u0000${position}`).digest('hex').slice(0, 16),
      url,
      url_without_anchor: this.pageUrl,
      anchor,
      type,
      content,
      hierarchy,
      language: this.language,
      docusaurus_tag: this.tag,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    })
  }
}

/**
 * What tells a record from another: its type, content, anchor and hierarchy, each text after its length (so no text
 * can pass for another's parts). A big page's ~100,000 records each made a JSON text for this before: ~0.3 s at 5 MB.
 */
function recordKey(type: RecordType, content: string | null, anchor: string | null, hierarchy: Hierarchy): string {
  let key = `${type}|${lengthPrefixed(content)}${lengthPrefixed(anchor)}`
  for (const level of HIERARCHY_LEVELS) key += lengthPrefixed(hierarchy[level])
  return key
}

function lengthPrefixed(text: string | null): string {
  return text === null ? '-' : `${text.length}:${text}`
}

function emptyHierarchy(): Hierarchy {
  return Object.fromEntries(HIERARCHY_LEVELS.map((l) => [l, null])) as Hierarchy
}

/** Plain text of inline content, without heading anchors and footnote back-links, whitespace collapsed. */
function textOf(children: ElementContent[]): string {
  return hastToPlainText({ type: 'root', children: [{ type: 'element', tagName: 'span', properties: {}, children }] })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A doc card's label (a generated index page's cards, generated-index-doc.ts): a link to another page, indexed as the
 * list item it was, not as a section; its icon and the description (the other page's) left out.
 */
function docCardLabel(node: Element): string | undefined {
  const classes = node.properties.className
  if (!(Array.isArray(classes) && classes.includes('doc-card'))) return undefined
  const title = node.children.find((child) => child.type === 'element' && child.tagName === 'h2')
  return title?.type === 'element' ? String(title.properties.title ?? '') : ''
}

function isDecoration(node: Element): boolean {
  const className = node.properties.className
  const classes = Array.isArray(className) ? className : []
  return (
    classes.includes('hash-link') ||
    classes.includes('admonition-heading') ||
    classes.includes(ADMONITION_CLASSES.heading) ||
    node.properties.dataFootnoteBackref !== undefined
  )
}
