/**
 * Connects the compiled live blocks (compile-live-blocks.ts) with the client bundle and the pages:
 *
 * - liveScopeBundleInput: one scope module per scope the site's docs versions run (live-scopes.ts: React + that
 *   major's library, or a Docusaurus site's ReactLiveScope), as extra entries of the client bundle, so React is the
 *   shell's React and each scope is one chunk set. It depends on the config alone: the bundle is made while the
 *   content loads.
 * - emitLiveModules: after that, each block's module is written under /assets/ (named by its content), importing
 *   its scope entry;
 * - attachLiveModules: every live `<pre>` in the route data gets `dataLiveModule` (its module's URL, which the
 *   page's LiveCodeBlock loads) and `dataLivePreview` (its preview's HTML, rendered in isolation by the build:
 *   the server puts it in the page, the browser hydrates it); each route's modulepreload list is its modules and
 *   the chunks they import; and the URLs of the editor chunk and the chunks it imports beyond the shell's, which
 *   pages with live blocks prefetch when idle.
 */
import path from 'node:path'
import type { Element, ElementContent } from 'hast'
import type { ClientBundle } from '../bundle/bundle-client.js'
import type { Route } from '../routes/route.js'
import { hexContentHash } from '../output/content-hash.js'
import { LIVE_SCOPE_PREFIX, liveBlockKey, livePreviewKey, type CompiledLiveBlocks } from './compile-live-blocks.js'
import { LIBRARY_LIVE_SCOPES, liveScopeOf, type LiveScopeModule, type LiveScopes } from './live-scopes.js'
import { withBaseUrl } from '../shared/paths.js'

const scopeEntryName = (scope: string) => `live-scope-${scope}`

/** The editor chunk's source: LiveCodeBlock `import()`s it (bundle `dynamicChunks` key). */
export const LIVE_EDITOR_SOURCE = 'src/client/live/live-editor.tsx'

/** The scope modules to add to the client bundle as entries. */
export function liveScopeBundleInput(scopes: LiveScopeModule[]): {
  extraModules: Record<string, string>
  extraEntries: Record<string, string>
} {
  const extraModules: Record<string, string> = {}
  const extraEntries: Record<string, string> = {}
  for (const scope of scopes) {
    extraModules[LIVE_SCOPE_PREFIX + scope.name] = scope.source
    extraEntries[scopeEntryName(scope.name)] = LIVE_SCOPE_PREFIX + scope.name
  }
  return { extraModules, extraEntries }
}

export interface LiveModules {
  /** output files: `assets/live-<key>.<hash>.js` (content-hashed, see src/shared/asset-names.ts) → module text */
  files: Map<string, string>
  /** block key → module URL */
  urlOfKey: Map<string, string>
  /** module URL → the URLs it imports (its scope entry) */
  imports: Record<string, string[]>
}

/**
 * The blocks' browser modules, written beside the bundle's entries (assets/), each importing its scope entry by a
 * relative URL. Their URLs are under the site's base URL, like the bundle's.
 */
export function emitLiveModules(compiled: CompiledLiveBlocks, bundle: ClientBundle, baseUrl = '/'): LiveModules {
  const modules: LiveModules = { files: new Map(), urlOfKey: new Map(), imports: {} }
  for (const block of compiled.blocks.values()) {
    const scopeUrl = bundle.entryChunks[scopeEntryName(block.scope)]
    if (!scopeUrl)
      throw new Error(
        `The client bundle has no scope module for ${block.scope} (live block at ${block.file}:${block.line})`,
      )
    const text = block.moduleSource.replace(JSON.stringify(LIVE_SCOPE_PREFIX + block.scope), () =>
      JSON.stringify(`./${path.posix.basename(scopeUrl)}`),
    )
    const file = `assets/live-${block.key}.${hexContentHash(text)}.js`
    const url = withBaseUrl(baseUrl, `/${file}`)
    modules.files.set(file, text)
    modules.urlOfKey.set(block.key, url)
    modules.imports[url] = [scopeUrl]
  }
  return modules
}

export interface LivePages {
  /** the routes, those with live blocks carrying their modules' URLs */
  routes: Route[]
  /** what a route's page head modulepreloads: its live modules and the chunks they import (not the shell's) */
  preloads(route: Route): string[]
  /** the editor chunk and the chunks it imports that the shell does not (empty for a site without live blocks) */
  editorChunks: string[]
}

/** What attachLiveModules keeps from one build to the next (watch mode: BuildCache). */
export interface LivePagesCache {
  /** per original route data: the annotated copy, reused while the URLs are the same (watch mode keeps data objects) */
  annotated: WeakMap<object, { signature: string; data: Route['data']; urls: string[] }>
  /**
   * hast roots already mapped, with the URLs found inside, by the mapping's rootsKey. Watch mode makes new route data
   * on every build, but the hast inside comes from the markdown cache: each page's tree is walked once, not on every
   * rebuild (it was a sixth of a one-page rebuild).
   */
  mappedRoots: WeakMap<object, { rootsKey: string; result: unknown; urls: string[] }>
}

export function createLivePagesCache(): LivePagesCache {
  return { annotated: new WeakMap(), mappedRoots: new WeakMap() }
}

/**
 * Adds the module URLs and the preview HTML to the routes' live blocks. `latestVersion` is the docs version whose
 * scope blog posts and pages run.
 */
export function attachLiveModules(
  routes: Route[],
  compiled: CompiledLiveBlocks,
  modules: LiveModules,
  bundle: ClientBundle,
  latestVersion: string,
  cache: LivePagesCache,
  scopes: LiveScopes = LIBRARY_LIVE_SCOPES,
): LivePages {
  const { urlOfKey } = modules
  if (urlOfKey.size === 0) return { routes, preloads: () => [], editorChunks: [] }

  const signature = hexContentHash(JSON.stringify([[...urlOfKey], [...compiled.previews]]))
  const urlsOfRoute = new Map<Route, string[]>()
  const withModules = routes.map((route) => {
    let entry = cache.annotated.get(route.data)
    if (!entry || entry.signature !== signature) {
      entry = annotate(route.data)
      cache.annotated.set(route.data, entry)
    }
    const out = entry.data === route.data ? route : { ...route, data: entry.data }
    urlsOfRoute.set(out, entry.urls)
    return out
  })

  function annotate(original: Route['data']) {
    const scope = liveScopeOf(scopes, original.kind === 'doc' ? original.version : latestVersion)?.name
    const urls: string[] = []
    if (!scope) return { signature, data: original, urls }
    const change = (pre: Element) => {
      const key = liveBlockKey(
        scope,
        String(pre.properties.dataLanguage ?? 'text'),
        !!pre.properties.dataNoInline,
        hastText(pre),
      )
      const url = urlOfKey.get(key)
      if (!url) return { pre }
      const preview = compiled.previews.get(livePreviewKey(key, String(pre.properties.dataLiveId)))
      return { pre: { ...pre, properties: { ...pre.properties, dataLiveModule: url, dataLivePreview: preview } }, url }
    }
    const data = mapLivePres(original, {
      change,
      rootsKey: `${scope}\0${signature}`,
      urls,
      mappedRoots: cache.mappedRoots,
    }) as Route['data']
    return { signature, data, urls }
  }

  const shell = closure([bundle.entry], bundle.staticImports)
  const imports = { ...bundle.staticImports, ...modules.imports }
  const editor = bundle.dynamicChunks[LIVE_EDITOR_SOURCE]
  if (!editor) throw new Error(`The client bundle has no chunk for ${LIVE_EDITOR_SOURCE} (the live code editor)`)
  return {
    routes: withModules,
    editorChunks: [...closure([editor], bundle.staticImports)].filter((url) => !shell.has(url)),
    preloads(route) {
      const urls = urlsOfRoute.get(route) ?? []
      return [...closure(urls, imports)].filter((url) => !shell.has(url))
    },
  }
}

/** The URLs and everything they import statically. */
function closure(urls: string[], imports: Record<string, string[]>): Set<string> {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const next of imports[url] ?? []) visit(next)
  }
  urls.forEach(visit)
  return seen
}

/**
 * Elements a fenced code block is never inside (Markdown puts code blocks in the root, list items, quotes and the
 * directives' containers only): their subtrees are not walked. The highlighted code of every other `<pre>` and
 * the inline content of paragraphs are most of a page's nodes.
 */
const HOLDS_NO_CODE_BLOCK = new Set([
  'pre',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'a',
  'code',
  'span',
  'em',
  'strong',
  'kbd',
  'img',
])

function isLivePre(value: Record<string, unknown>): value is Element & Record<string, unknown> {
  return (
    value.type === 'element' &&
    value.tagName === 'pre' &&
    !!(value.properties as Element['properties'] | undefined)?.dataLive
  )
}

interface LivePreMapping {
  change: (pre: Element) => { pre: Element; url?: string }
  /** what the mapping depends on besides the tree: the scope, every block's module URL and preview */
  rootsKey: string
  /** the module URLs of the live pres met, in order */
  urls: string[]
  mappedRoots: LivePagesCache['mappedRoots']
}

/** Copy-on-write map over every live `<pre>` anywhere in plain data (route data holds hast in several places). */
function mapLivePres(value: unknown, mapping: LivePreMapping): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, i) => {
      const next = mapLivePres(item, mapping)
      if (next !== item) {
        copy ??= [...value]
        copy[i] = next
      }
    })
    return copy ?? value
  }
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if (isLivePre(record)) {
    const { pre, url } = mapping.change(record)
    if (url) mapping.urls.push(url)
    return pre
  }
  if (record.type === 'element' && HOLDS_NO_CODE_BLOCK.has(record.tagName as string)) return record
  if (record.type === 'root') {
    let mapped = mapping.mappedRoots.get(record)
    if (!mapped || mapped.rootsKey !== mapping.rootsKey) {
      const inside: LivePreMapping = { ...mapping, urls: [] }
      mapped = { rootsKey: mapping.rootsKey, result: mapChildren(record, inside), urls: inside.urls }
      mapping.mappedRoots.set(record, mapped)
    }
    mapping.urls.push(...mapped.urls)
    return mapped.result
  }
  return mapChildren(record, mapping)
}

function mapChildren(record: Record<string, unknown>, mapping: LivePreMapping): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined
  for (const [key, item] of Object.entries(record)) {
    if (key === 'properties') continue
    const next = mapLivePres(item, mapping)
    if (next !== item) {
      copy ??= { ...record }
      copy[key] = next
    }
  }
  return copy ?? record
}

/** The text of a hast element (a code block's text is exactly its source). */
export function hastText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(hastText).join('')
  return ''
}
