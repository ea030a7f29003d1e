/**
 * A route's data as JSON, made once per data object: the page inlines it (`__HD_DATA__`) and the build writes it
 * as the route's data file, and route data of a large page is most of its weight; watch mode's render cache
 * keeps data objects, and its build cache (BuildCache) their text, from one build to the next. Route data is never
 * mutated once built (stages make new objects), so the text stays right.
 */
import { createHash } from 'node:crypto'
import type { RouteData } from '../shared/types.js'
import { getOrCreate } from '../get-or-create.js'
import { forgetTreeJson, jsonWithKnownTrees } from './tree-json.js'

/** Route data → its JSON: a WeakMap, so the text goes with its data object. */
export type RouteDataJsonCache = WeakMap<RouteData, string>

export function createRouteDataJsonCache(): RouteDataJsonCache {
  return new WeakMap()
}

export function routeDataJson(data: RouteData, cache: RouteDataJsonCache): string {
  return getOrCreate(cache, data, () => dataJson(data))
}

/**
 * `JSON.stringify(data)`, its content tree written from the tree's known JSON when it has one (a long page from a
 * markdown thread: render/tree-json.ts), not made again.
 */
function dataJson(data: RouteData): string {
  return jsonWithKnownTrees(data, [contentTree(data)])
}

/** the route's content tree: a doc's, a Markdown page's, a blog post's */
function contentTree(data: RouteData): object | undefined {
  if (data.kind === 'doc' || data.kind === 'markdownPage') return data.content
  return data.kind === 'blogPost' ? data.post.content : undefined
}

/**
 * Lets a data object's JSON go once its page is written: a production build streams pages to disk, and the text
 * of every page kept until the end would hold a large site's route data in memory twice. (Watch mode keeps it:
 * its render cache reuses data objects from one build to the next.)
 */
export function releaseRouteDataJson(data: RouteData, cache: RouteDataJsonCache): void {
  cache.delete(data)
  const tree = contentTree(data)
  if (tree) forgetTreeJson(tree)
}

/** Route data → a digest of its JSON, kept with the data object like its text. */
export type RouteDataDigestCache = WeakMap<RouteData, string>

export function createRouteDataDigestCache(): RouteDataDigestCache {
  return new WeakMap()
}

/**
 * Digests of content trees (a route's `content`) known without serialising them: the build cache's Markdown entries
 * name each result's tree by what made it (cache/markdown-entries.ts), the same whether it was rendered or read.
 */
export type ContentDigests = WeakMap<object, string>

export function createContentDigests(): ContentDigests {
  return new WeakMap()
}

/**
 * A digest of the route's data: what the build cache's keys (pages, documents, search records) hash instead of the
 * data's JSON. When its `content` tree has a known digest (`contents`), it is made from the JSON of the rest and
 * that digest (the tree is most of a page's data: 10,000 pages, ~150 MB of JSON to make and hash on every build);
 * else from the kept JSON when there is one, or from the data's JSON, kept for the page when `keep` says so (the build
 * keeps a bounded amount: every route's JSON at once is a large site's route data twice in memory). Either way, the
 * same data gets the same digest in every build of one cache.
 */
export function routeDataDigest(
  data: RouteData,
  digests: RouteDataDigestCache,
  texts: RouteDataJsonCache,
  keep: (json: string) => boolean = () => false,
  contents?: ContentDigests,
): string {
  return getOrCreate(digests, data, () => {
    const content = (data as { content?: unknown }).content
    const contentDigest = content && typeof content === 'object' ? contents?.get(content) : undefined
    if (contentDigest !== undefined)
      // a JSON text holds no raw NUL: this never equals a whole data's JSON
      return createHash('sha256')
        .update(JSON.stringify({ ...data, content: undefined }))
        .update(`\0${contentDigest}`)
        .digest('base64')
    let json = texts.get(data)
    if (json === undefined) {
      json = dataJson(data)
      if (keep(json)) texts.set(data, json)
    }
    return createHash('sha256').update(json).digest('base64')
  })
}
