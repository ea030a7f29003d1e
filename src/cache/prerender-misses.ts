/**
 * What a markdown cache does with the docs it does not hold (the build cache's entries, cache/markdown-entries.ts,
 * and watch mode's cache, serve/markdown-cache.ts): hands them to the prerenderer (the markdown threads, or this
 * thread) and keeps each result with the links its render resolved. A result rendered on this thread went through
 * the cache's own renderer, which kept it already (no lookups are reported for it); an error is not kept.
 */
import type { LinkLookups, MarkdownJob, MarkdownPrerenderer } from '../content/load-content.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'

type Outcomes = NonNullable<Awaited<ReturnType<MarkdownPrerenderer>>>

/**
 * Fills `outcomes` at the `misses`' places and returns it, or undefined when the prerenderer declines (then each doc
 * is rendered through the cache's renderer as it loads).
 */
export async function prerenderMisses(
  prerender: MarkdownPrerenderer,
  jobs: MarkdownJob[],
  routeOfSource: ReadonlyMap<string, string>,
  outcomes: Outcomes,
  misses: number[],
  keep: (job: number, result: MarkdownResult, linkLookups: LinkLookups) => void,
): Promise<Outcomes | undefined> {
  if (misses.length === 0) return outcomes
  /** by miss: the links a worker thread's render resolved */
  const reported = new Map<number, LinkLookups>()
  const prerendered = await prerender(
    misses.map((i) => jobs[i]),
    routeOfSource,
    (m, lookups) => reported.set(m, lookups),
  )
  if (!prerendered) return undefined
  misses.forEach((i, m) => {
    const outcome = prerendered[m]
    outcomes[i] = outcome
    const linkLookups = reported.get(m)
    if (!(outcome instanceof Error) && linkLookups) keep(i, outcome, linkLookups)
  })
  return outcomes
}
