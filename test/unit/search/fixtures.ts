/** Small route data and site values for the search tests (independent of the template fixtures). */
import type { Element, ElementContent } from 'hast'
import type { DocRouteData, HastRoot, RouteData, SiteData, VersionMeta } from '../../../src/shared/types.js'
import type { SearchRecordSource } from '../../../src/search/extract-search-records.js'
import type { SafeStorage } from '../../../src/client/storage.js'

export function h(
  tagName: string,
  properties: Element['properties'] = {},
  children: Array<ElementContent | string> = [],
): Element {
  return {
    type: 'element',
    tagName,
    properties,
    children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
  }
}

export function root(...children: ElementContent[]): HastRoot {
  return { type: 'root', children }
}

/** A heading with an id and the "#" anchor link the markdown stage adds. */
export function heading(level: number, id: string, text: string): Element {
  return h(`h${level}`, { id }, [
    text,
    h('a', { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` }, ['#']),
  ])
}

export function docData(
  overrides: Partial<DocRouteData> & Pick<DocRouteData, 'path' | 'title' | 'content'>,
): DocRouteData {
  return {
    kind: 'doc',
    description: '',
    docsearchTag: 'docs-default-current',
    version: 'current',
    docId: overrides.path.replace(/^\/docs\//, ''),
    hideTitle: false,
    hideTableOfContents: false,
    toc: [],
    sidebarName: 'tutorialSidebar',
    sidebar: [],
    breadcrumbs: [],
    tags: [],
    ...overrides,
  }
}

export function source(data: RouteData, route: Partial<SearchRecordSource['route']> = {}): SearchRecordSource {
  return { route: { path: data.path, ...route }, data }
}

function version(name: string, label: string, path: string, isLast: boolean, docIds: string[]): VersionMeta {
  return {
    name,
    label,
    path,
    isLast,
    mainDocId: 'intro',
    mainDocPath: `${path}/intro`,
    docsearchTag: `docs-default-${name}`,
    banner: isLast ? null : 'unmaintained',
    badge: true,
    docPaths: Object.fromEntries(docIds.map((id) => [id, `${path}/${id}`])),
  } as VersionMeta
}

export const versions: VersionMeta[] = [
  version('current', '5.0', '/docs', true, ['intro', 'api/use-hotkeys']),
  version('4.x', '4.x', '/docs/4.x', false, ['intro', 'api/use-hotkeys']),
  version('3.x', '3.x', '/docs/3.x', false, ['intro', 'api/use-hotkeys']),
]

export function site(search: SiteData['search']): SiteData {
  return {
    title: 'React Hotkeys Hook',
    tagline: '',
    url: 'https://example.org',
    baseUrl: '/',
    trailingSlash: false,
    navbar: { title: 'React Hotkeys Hook', hideOnScroll: true, items: [] },
    footer: { style: 'dark', links: [] },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docsPluginId: 'default',
    versions,
    search,
    buildId: 'test',
  }
}

/** A Storage in memory, that is also a SafeStorage (what client code takes, see src/client/storage.ts). */
export class MemoryStorage implements Storage, SafeStorage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  get(key: string) {
    return this.getItem(key)
  }
  set(key: string, value: string) {
    this.setItem(key, value)
  }
  remove(key: string) {
    this.removeItem(key)
  }
  isAvailable() {
    return true
  }
}
