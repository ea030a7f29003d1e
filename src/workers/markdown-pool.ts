/**
 * Both cores for the markdown stage, the build's largest cost: worker threads render the docs' Markdown while
 * the main thread waits, then the content stage assembles versions, sidebars and routes from their results.
 *
 * The threads start only when the machine has two cores or more and the docs' Markdown is long enough, and spread
 * enough, for them to pay off (markdown-threads-pay-off.ts): each thread loads the markdown modules and warms up
 * its own JIT, which costs more than it saves on a site of a few dozen pages (measured on this site: +50% CPU, no
 * faster), or on one page of 1 MB. The results are the very values the markdown stage returns on the main thread
 * (structured clones of plain data); a BuildError crosses as its fields and is thrown again as a BuildError
 * (thread-errors.ts).
 *
 * Threads run the precompiled modules (dist/); from the TypeScript sources they need HOTKEYS_DOCS_WORKERS set
 * (they then register tsx themselves, markdown-worker-entry.mjs). HOTKEYS_DOCS_WORKERS=0 turns them off, a
 * number sets how many.
 */
import os from 'node:os'
import type { LinkLookups, MarkdownJob, MarkdownPrerenderer } from '../content/load-content.js'
import { BuildError } from '../errors.js'
import { PRECOMPILED } from '../generator-root.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import { markdownThreadsPayOff } from './markdown-threads-pay-off.js'
import { WorkerPool } from './worker-pool.js'
import { type TreeJson, treeFromJson } from '../render/tree-json.js'
import { deserializeThreadError, type SerializedError } from './thread-errors.js'
import type { PageProgress } from '../long-work-reporter.js'

/**
 * What a markdown thread answers a job with: the result, and the relative links its render resolved. A long
 * page's tree comes as its JSON, in the texts of its top-level nodes (`hastJson`, the result's `hast` left out),
 * which the main thread parses and keeps with the tree (render/tree-json.ts).
 */
export interface MarkdownJobOutcome {
  result: Omit<MarkdownResult, 'hast'> & { hast?: MarkdownResult['hast'] }
  hastJson?: TreeJson
  linkLookups: LinkLookups
}

/**
 * Bodies this long or longer come back from a thread as their tree's JSON. For such a page the text is made
 * anyway (its route data, the search thread's node texts: 128 KB of text, SEARCH_THREAD_ROUTE_CHARS), and kept
 * with the tree until its page is written; for a short page it would be memory kept for nothing.
 */
export const TREE_JSON_MIN_CHARS = 128 * 1024

export interface MarkdownPool {
  /**
   * `onPageProgress`: told how far a page's parse is, and when a long page is rendered, from the threads (the
   * build's report of slow pages)
   */
  prerender: (
    ...args: [...Parameters<MarkdownPrerenderer>, onPageProgress?: PageProgress]
  ) => ReturnType<MarkdownPrerenderer>
  close(): Promise<void>
}

export function startMarkdownPool(env: NodeJS.ProcessEnv = process.env): MarkdownPool | undefined {
  // an empty value is no value (HOTKEYS_DOCS_WORKERS= in a script)
  const requested = env.HOTKEYS_DOCS_WORKERS || undefined
  const size = requested !== undefined ? Number(requested) : os.availableParallelism()
  if (!Number.isInteger(size) || size < 1 || (requested === undefined && size < 2)) return undefined
  if (!PRECOMPILED && requested === undefined) return undefined
  const entry = PRECOMPILED
    ? new URL('./markdown-worker.js', import.meta.url)
    : new URL('./markdown-worker-entry.mjs', import.meta.url)
  let pool: WorkerPool<MarkdownJob, MarkdownJobOutcome> | undefined
  let closed = false
  const close = async () => {
    closed = true
    const closing = pool
    pool = undefined
    await closing?.close()
  }
  return {
    close,
    async prerender(jobs, routeOfSource, onLinkLookups, onPageProgress) {
      if (closed) return undefined
      if (requested === undefined && !markdownThreadsPayOff(jobs.map((job) => job.source.length))) return undefined
      pool ??= new WorkerPool<MarkdownJob, MarkdownJobOutcome>({ entry, size, batchSize: 4, peers: true })
      pool.broadcast([...routeOfSource])
      const outcomes = await pool.run(jobs, onPageProgress && pageProgressOfParts(onPageProgress))
      // A long page's tree is taken in below (its nodes parsed when first read): the threads, and the heaps their
      // trees filled, end first (a build asks once; a later call renders on the main thread), else a 5 MB page's
      // build peaks with all three heaps.
      if (outcomes.some((outcome) => outcome.ok && outcome.value.hastJson)) await close()
      return outcomes.map((outcome, i) => {
        if (outcome.ok) {
          const { result, hastJson, linkLookups } = outcome.value
          onLinkLookups?.(i, linkLookups)
          return { ...result, hast: hastJson ? treeFromJson<MarkdownResult['hast']>(hastJson) : result.hast! }
        }
        const error = deserializeThreadError(outcome.error as SerializedError)
        if (error instanceof BuildError) return error
        throw error
      })
    },
  }
}

/** what a markdown thread tells the pool while a page renders (markdown-worker.ts) */
export type PageProgressNotice =
  | {
      file: string
      parsed: number
      total: number
      /** of a page parsed in ranges on several threads (markdown-peers.ts): which range (none: the whole page) */
      part?: number
    }
  /** the page is rendered (a body of FOLLOWED_PAGE_MIN_CHARS or more, long-work-reporter.ts) */
  | { file: string; rendered: true }

/** The threads' notices as one page's progress: the characters parsed in all its ranges, then its end. */
function pageProgressOfParts(onPageProgress: PageProgress): (notice: unknown) => void {
  const parsedOfParts = new Map<string, number[]>()
  return (notice) => {
    const told = notice as PageProgressNotice
    if ('rendered' in told) return onPageProgress.rendered(told.file)
    const { file, parsed, total, part = 0 } = told
    const parts = parsedOfParts.get(file) ?? []
    parsedOfParts.set(file, parts)
    parts[part] = parsed
    let sum = 0
    for (const value of parts) sum += value ?? 0
    if (sum >= total) parsedOfParts.delete(file)
    onPageProgress.parsed(file, sum, total)
  }
}
