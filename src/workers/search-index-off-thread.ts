/**
 * The search stage's heavy part on a worker thread of its own, while the main thread renders the pages. The pages
 * need only the index files' names (the site data's indexParts: indexFileGroups()), not their bytes, so:
 *
 * - a big page's records (SEARCH_THREAD_ROUTE_CHARS of text or more, and not known by the records cache) are made
 *   on the thread from JSON: its data without the tree's nodes, and each top-level node on its own, which the thread
 *   parses one at a time (a string crosses as one copy; a structured clone of the tree cost the main thread more
 *   than the walk it spares, ~0.5 s per MB of page, and the whole tree parsed at once held a second copy of it);
 * - MiniSearch's indexing and the index's JSON (~0.55 s per MB of page) run there too, when the records to index
 *   are SEARCH_THREAD_MIN_CHARS of text or more.
 *
 * The files are written once both are done: the same bytes, the records cache and the index cache told the same.
 * On the core the markdown threads have left by then; in the precompiled CLI only (a thread from the TypeScript
 * sources would need its own loader), on two cores or more; HOTKEYS_DOCS_WORKERS=0 keeps it all on this thread.
 */
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Root } from 'hast'
import { PRECOMPILED } from '../generator-root.js'
import {
  type IndexFileGroup,
  indexFileGroups,
  indexOutput,
  indexPartsOf,
  indexRecordsHash,
  knownIndexFile,
  type LocalIndexOutput,
  madeIndexFile,
  NO_RECORDS,
  type PlannedIndexFile,
  type RecordsOfRoute,
  type SearchIndexCache,
  toBeIndexed,
} from '../search/build-local-index.js'
import {
  type ExtractOptions,
  isIndexable,
  type SearchRecordSource,
  searchedContent,
} from '../search/extract-search-records.js'
import { type KnownRecordsDigest, recordsOfRoute, type SearchRecordsCache } from '../search/route-search-records.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import type { LocalIndexPart } from '../shared/types.js'
import { forgetTreeJson, knownTreeJson, treeToJson, treeWithoutChildren } from '../render/tree-json.js'
import { deserializeThreadError, type SerializedError } from './thread-errors.js'

/** characters of record text from which the index is made on the thread (~0.15 s of work) */
export const SEARCH_THREAD_MIN_CHARS = 256 * 1024
/** characters of text from which a page's records are made on the thread */
export const SEARCH_THREAD_ROUTE_CHARS = 128 * 1024

/** a file's records, in order: a route's records, or a number: those of a page the thread made (its place in `sources`) */
export type IndexParts = Array<number | SearchRecord[]>
/**
 * main → thread, once it has answered with the digests: each file to make, as its parts or as the number of a file it
 * was started with (SearchThreadJob.files)
 */
export interface IndexRequest {
  files: Array<number | IndexParts>
}
/** A page whose records the thread makes: its data's JSON without its searched tree's nodes, and theirs. */
export interface ThreadSource {
  route: SearchRecordSource['route']
  data: string
  /** the JSON of each top-level node of searchedContent() */
  children: string[]
}
/**
 * what the thread is started with: the pages whose records it makes, and the files holding them, which it indexes
 * as soon as it has answered with the digests, not waiting for the request (the main thread answers when its render
 * lets it: ~0.85 s later at 5 MB of page). A file the index cache turns out to hold is not asked for.
 */
export interface SearchThreadJob {
  sources: ThreadSource[]
  options: ExtractOptions
  files: IndexParts[]
}
export type SearchThreadReply =
  | { ok: true; digests: string[] }
  /** each file's JSON as UTF-8, in the order asked (each on a buffer of its own, transferred) */
  | { ok: true; files: Uint8Array[] }
  | { ok: false; error: SerializedError }

/** The index's files and what names them, made while the pages render. */
export interface SearchIndexMaking {
  indexParts: LocalIndexPart[]
  /** the files to write (path relative to the output folder → contents), and those kept from the previous output */
  output: Promise<Omit<LocalIndexOutput, 'parts'>>
  onThread: boolean
}

/** Whether the search stage may use a thread at all. */
export function searchThreadAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return PRECOMPILED && env.HOTKEYS_DOCS_WORKERS !== '0' && os.availableParallelism() >= 2
}

/** The routes whose records the thread makes: not known by the cache, with SEARCH_THREAD_ROUTE_CHARS of text. */
export function routesForThread(sources: SearchRecordSource[], known: KnownRecordsDigest[]): number[] {
  return sources.flatMap((source, i) => {
    const content = known[i].digest === undefined ? searchedContent(source) : undefined
    return content && hasTextOf(content, SEARCH_THREAD_ROUTE_CHARS) ? [i] : []
  })
}

/** The planned files' JSON by path (in plan order): those to index made on a thread when they are many, else here. */
export function makeIndexFiles(
  planned: PlannedIndexFile[],
  cache: SearchIndexCache | undefined,
  threadAllowed: boolean,
): Pick<SearchIndexMaking, 'output' | 'onThread'> {
  const toMake = planned.filter(toBeIndexed)
  if (!threadAllowed || recordChars(toMake.flatMap((file) => file.records ?? [])) < SEARCH_THREAD_MIN_CHARS) {
    const output = indexOutput(planned, (file) => file.json ?? madeIndexFile(file, cache), cache)
    return { output: Promise.resolve(output), onThread: false }
  }
  const thread = startSearchThread({ sources: [], options: {} as ExtractOptions, files: [] })
  const made = thread.index(toMake.map((file) => [file.records ?? []]))
  // the records are the thread's copy now: this thread keeps only what names the files
  for (const file of toMake) file.records = undefined
  return { output: outputOf(planned, made, cache), onThread: true }
}

/**
 * The index of every route, the records of routes `held` (routesForThread) made on the thread, the others' here (or
 * known by the records cache); the index made on the thread too.
 */
export function indexWithThread(
  sources: SearchRecordSource[],
  known: KnownRecordsDigest[],
  held: number[],
  options: ExtractOptions,
  recordsCache: SearchRecordsCache,
  indexCache: SearchIndexCache | undefined,
): SearchIndexMaking {
  const heldAt = new Map(held.map((route, n) => [route, n]))
  const here: Array<RecordsOfRoute | undefined> = sources.map((source, i) =>
    heldAt.has(i) ? undefined : recordsOfRoute(source, options, known[i], recordsCache),
  )
  // a page with records is an indexable one: every such page has its title's record
  const groups = indexFileGroups(
    sources.map((source, i) => ({
      tag: source.data.docsearchTag,
      indexed: here[i] ? here[i].digest !== NO_RECORDS : isIndexable(source),
    })),
  )
  const partsOf = (routes: number[]): IndexParts => routes.map((i) => heldAt.get(i) ?? here[i]!.records())
  // the files holding a page the thread makes: its records change with the page, so they are (nearly) always indexed
  const holding = groups.flatMap((group, n) => (group.routes.some((i) => heldAt.has(i)) ? [n] : []))
  const thread = startSearchThread({
    sources: held.map((i) => threadSource(sources[i])),
    options,
    files: holding.map((n) => partsOf(groups[n].routes)),
  })
  const startedWith = new Map(holding.map((group, n) => [groups[group].path, n]))
  const planned = thread.digests.then((digests) => {
    // the records stay the thread's: the cache keeps their digest (it makes them again if it is asked for them)
    for (const [n, route] of held.entries()) recordsCache.set(known[route].key, digests[n])
    return groups.map((group) => planGroup(group, (i) => here[i]?.digest ?? digests[heldAt.get(i)!], indexCache))
  })
  // a failure between the two answers (the thread's, or the index cache's) must not leave the thread waiting
  planned.catch(() => thread.stop())
  const made = planned.then((files) =>
    thread.index(files.filter(toBeIndexed).map((file) => startedWith.get(file.path) ?? partsOf(file.routes))),
  )
  const output = planned.then((files) => outputOf(files, made, indexCache))
  output.catch(() => {})
  return { indexParts: indexPartsOf(groups), output, onThread: true }
}

function threadSource(source: SearchRecordSource): ThreadSource {
  const content = searchedContent(source)!
  const { path, unlisted, canonicalPath } = source.route
  return {
    route: { path, unlisted, canonicalPath },
    data: JSON.stringify(source.data, (_key, value) => (value === content ? treeWithoutChildren(content) : value)),
    children: knownChildTexts(content) ?? treeToJson(content).texts,
  }
}

/**
 * The texts of the tree's top-level nodes, when its JSON is known (render/tree-json.ts). The tree's text is let
 * go then: the route data's JSON, made from it for the digests, is kept for the page (a second copy of a 5 MB
 * page's 55 MB of JSON while the pages render, otherwise).
 */
function knownChildTexts(tree: Root): string[] | undefined {
  const known = knownTreeJson(tree)
  if (!known) return undefined
  forgetTreeJson(tree)
  return known.texts
}

function planGroup(
  group: IndexFileGroup,
  digestOf: (route: number) => string,
  cache: SearchIndexCache | undefined,
): PlannedIndexFile & { routes: number[] } {
  const recordsHash = indexRecordsHash(group.routes.map(digestOf), cache)
  return { ...knownIndexFile(group.path, group.tag, recordsHash, cache), routes: group.routes }
}

/** The planned files by path, in their order, those to index made (`made`, in their order) and cached. */
function outputOf(
  planned: PlannedIndexFile[],
  made: Promise<Uint8Array[]>,
  cache: SearchIndexCache | undefined,
): Promise<Omit<LocalIndexOutput, 'parts'>> {
  const output = made.then((jsons) => {
    const byPath = new Map(planned.filter(toBeIndexed).map((file, i) => [file.path, jsons[i]]))
    return indexOutput(planned, (file) => file.json ?? madeIndexFile(file, cache, byPath.get(file.path)), cache)
  })
  // awaited after the pages: a build failing before then must not report this as an unhandled rejection too
  output.catch(() => {})
  return output
}

function recordChars(records: SearchRecord[]): number {
  let chars = 0
  for (const record of records) chars += record.content?.length ?? 0
  return chars
}

/**
 * Whether the tree holds at least `chars` characters of text (stops as soon as it does). A tree whose nodes are not
 * read yet (render/tree-json.ts) is measured by its nodes' JSON instead, which is longer by their markup: reading
 * them here would parse a big page's nodes before the search thread starts.
 */
function hasTextOf(root: Root, chars: number): boolean {
  const known = knownTreeJson(root)
  if (known) return known.texts.reduce((length, text) => length + text.length, 0) >= chars
  let seen = 0
  const stack: Array<{ type: string; value?: string; children?: unknown[] }> = [root]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (typeof node.value === 'string') seen += node.value.length
    if (seen >= chars) return true
    if (node.children) for (const child of node.children) stack.push(child as (typeof stack)[number])
  }
  return false
}

interface SearchThread {
  /** the digest of each held page's records */
  digests: Promise<string[]>
  /** each file's JSON, as UTF-8; the thread ends once it has answered */
  index(files: IndexRequest['files']): Promise<Uint8Array[]>
  /** ends the thread without asking it for files (it would wait for the request) */
  stop(): void
}

/** A worker thread (search-index-worker.ts) making the records of `job`'s pages, then the files asked for. */
function startSearchThread(job: SearchThreadJob): SearchThread {
  const worker = new Worker(new URL('./search-index-worker.js', import.meta.url), { workerData: job })
  // answered in order: the digests, then the files
  const replies: Array<{ resolve: (value: string[] | Uint8Array[]) => void; reject: (error: unknown) => void }> = []
  const answer = (settle: (waiting: (typeof replies)[number]) => void) => {
    const waiting = replies.shift()
    if (waiting) settle(waiting)
  }
  const expect = <T extends string[] | Uint8Array[]>() =>
    new Promise<T>((resolve, reject) => replies.push({ resolve: (value) => resolve(value as T), reject }))
  const digests = expect<string[]>()
  worker.on('message', (reply: SearchThreadReply) => {
    if (!reply.ok) return answer((waiting) => waiting.reject(deserializeThreadError(reply.error)))
    answer((waiting) => waiting.resolve('digests' in reply ? reply.digests : reply.files))
  })
  const failAll = (error: unknown) => {
    while (replies.length > 0) answer((waiting) => waiting.reject(error))
  }
  worker.once('error', failAll)
  worker.once('exit', (code) =>
    failAll(new Error(`The search index's worker thread stopped (exit code ${code}) before answering`)),
  )
  digests.catch(() => {})
  return {
    digests,
    index(files) {
      const reply = expect<Uint8Array[]>()
      const request: IndexRequest = { files }
      worker.postMessage(request)
      return reply
    },
    stop: () => void worker.terminate(),
  }
}
