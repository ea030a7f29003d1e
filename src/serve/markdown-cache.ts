/**
 * Watch mode's cache around the markdown stage (passed to `build({ renderMarkdown })`): one entry per source
 * file, reused while the file's content hash and options are the same and every relative `.md` link it
 * resolved still resolves to the same route (a renamed target page changes the rendered link, so the page
 * renders again). The markdown stage is pure, so a hit returns exactly what a fresh render would. Entries can be
 * stored between sessions (markdown-store.ts), so a cold start renders only what changed meanwhile.
 */
import { createHash } from 'node:crypto'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import type { MarkdownPrerenderer } from '../content/load-content.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import type { MarkdownStageCache } from '../cache/markdown-entries.js'
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js'
import { renderWithLinkLookups } from '../cache/render-with-link-lookups.js'
import { prerenderMisses } from '../cache/prerender-misses.js'

interface CacheEntry {
  key: string
  /** href → route (or undefined) as resolveMarkdownLink answered while rendering */
  linkLookups: Map<string, string | undefined>
  result: MarkdownResult
}

/** An entry as JSON can hold it (see markdown-store.ts): undefined link targets become null. */
export interface StoredMarkdownEntry {
  key: string
  linkLookups: Array<[string, string | null]>
  result: MarkdownResult
}

export interface MarkdownCache {
  /** the renderer with the cache in front (misses rendered on this thread) */
  renderMarkdown: MarkdownRenderer
  /**
   * the cache in front of the build's markdown stage (`build({ markdownCache })`): the docs' misses go to its
   * prerenderer, the markdown threads when there are enough of them (a first build), the rest to its renderer
   */
  stage: MarkdownStageCache
  /** the entries rendered since the last call (all of them, the first time), for storing between sessions */
  takeRendered(): Array<[file: string, entry: StoredMarkdownEntry]>
  /** renders since the cache was made (misses), for tests and the verbose log */
  readonly renders: number
  readonly hits: number
}

/**
 * Objects the markdown cache handed out (every node of the hast, toc, excerpt), each named by its file and
 * content hash. They are
 * never mutated, so a later stage can tell "the same page content as last build" by identity instead of by
 * serialising it (see render-cache.ts).
 */
export type KnownValues = WeakMap<object, string>

export function createMarkdownCache(
  render: MarkdownRenderer,
  known: KnownValues = new WeakMap(),
  stored: Iterable<[file: string, entry: StoredMarkdownEntry]> = [],
): MarkdownCache {
  const entries = new Map<string, CacheEntry>()
  /** files rendered since the last takeRendered() */
  const unstored = new Set<string>()
  let renders = 0
  let hits = 0

  let serial = 0
  /** a short name no other object gets (the content is immutable, so the name stands for it) */
  const name = (value: object): void => void known.set(value, `\0md${(serial++).toString(36)}`)
  const remember = (file: string, entry: CacheEntry): void => {
    entries.set(file, entry)
    // the tree's upper levels: later stages may copy the tree with a few nodes changed (live code blocks get their
    // module URL), and the parts they keep are still known by name. Not every node: a WeakMap of millions of
    // entries (10,000 pages) cost minutes of naming and garbage collection, while a copied page's deeper parts
    // serialised again cost little. Except on a page with live code blocks, which every build copies down to each
    // block: its blocks' highlighted code and the rest of their top-level blocks were serialised again at every
    // rebuild (25–110 KB a page, ~25 pages on this site: ~15 ms of each body edit), and such pages are few
    nameTree(entry.result.hast, name, entry.result.liveBlocks.length > 0 ? Number.POSITIVE_INFINITY : NAMED_TREE_DEPTH)
    name(entry.result.toc)
    if (entry.result.excerpt) name(entry.result.excerpt)
  }
  for (const [file, entry] of stored) {
    remember(file, {
      key: entry.key,
      linkLookups: new Map(entry.linkLookups.map(([href, route]) => [href, route ?? undefined])),
      result: entry.result,
    })
  }

  const hit = (key: string, options: MarkdownOptions): MarkdownResult | undefined => {
    const entry = entries.get(options.file)
    if (!entry || entry.key !== key || !sameLinkTargets(entry.linkLookups, options)) return undefined
    hits++
    return entry.result
  }
  const keep = (file: string, entry: CacheEntry): void => {
    renders++
    remember(file, entry)
    unstored.add(file)
  }
  const cachedRenderer =
    (renderMiss: MarkdownRenderer): MarkdownRenderer =>
    (source, options) => {
      const key = cacheKey(source, options)
      const cached = hit(key, options)
      if (cached) return cached
      const { result, linkLookups } = renderWithLinkLookups(renderMiss, source, options)
      keep(options.file, { key, linkLookups, result })
      return result
    }
  const prerenderWith =
    (prerender: MarkdownPrerenderer): MarkdownPrerenderer =>
    async (jobs, routeOfSource) => {
      const outcomes: Awaited<ReturnType<MarkdownPrerenderer>> & unknown[] = []
      const misses: number[] = []
      const keys = jobs.map((job, i) => {
        const resolver = markdownLinkResolver(routeOfSource, job.options.file, job.options.siteDir)
        const options = { ...job.options, resolveMarkdownLink: resolver }
        const key = cacheKey(job.source, options)
        const cached = hit(key, options)
        if (cached) outcomes[i] = cached
        else misses.push(i)
        return key
      })
      // declined (too little to share out): each doc is rendered through the renderer, and its cache, as it loads
      return prerenderMisses(prerender, jobs, routeOfSource, outcomes, misses, (i, result, lookups) =>
        keep(jobs[i].options.file, {
          key: keys[i],
          linkLookups: new Map(lookups.map(([href, route]) => [href, route ?? undefined])),
          result,
        }),
      )
    }

  return {
    renderMarkdown: cachedRenderer(render),
    stage: { render: cachedRenderer, prerender: prerenderWith, writeKept: () => {} },
    takeRendered() {
      const files = [...unstored].filter((file) => entries.has(file))
      unstored.clear()
      return files.map((file) => {
        const entry = entries.get(file)!
        const linkLookups = [...entry.linkLookups].map(([href, route]): [string, string | null] => [
          href,
          route ?? null,
        ])
        return [file, { key: entry.key, linkLookups, result: entry.result }]
      })
    },
    get renders() {
      return renders
    },
    get hits() {
      return hits
    },
  }
}

/** How many levels of a page's hast are named: the root, its child list and the top-level blocks. */
const NAMED_TREE_DEPTH = 3

function nameTree(root: object, name: (value: object) => void, depth: number): void {
  const visit = (value: unknown, level: number): void => {
    if (value === null || typeof value !== 'object' || level >= depth) return
    name(value)
    if (Array.isArray(value)) for (const item of value) visit(item, level + 1)
    else
      for (const key of ['children', 'properties'] as const) visit((value as Record<string, unknown>)[key], level + 1)
  }
  visit(root, 0)
}

/** The file's content hash and every option but the link resolver (a function; its answers are checked apart). */
export function cacheKey(source: string, options: MarkdownOptions): string {
  const { resolveMarkdownLink, ...plain } = options
  return createHash('sha1')
    .update(source)
    .update('\0')
    .update(JSON.stringify(plain))
    .update(resolveMarkdownLink ? '\0links' : '')
    .digest('base64')
}

export function sameLinkTargets(lookups: Map<string, string | undefined>, options: MarkdownOptions): boolean {
  if (lookups.size === 0) return true
  const resolve = options.resolveMarkdownLink
  if (!resolve) return false
  for (const [href, route] of lookups) if (resolve(href) !== route) return false
  return true
}
