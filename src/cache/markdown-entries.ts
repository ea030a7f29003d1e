/**
 * The markdown stage's results kept between builds (`hotkeys-docs build`), one file per source file in the build
 * cache's folder (`markdown/<hash of the path>.json`), each read when its page is rendered and written only when it
 * was rendered again: a warm build reads what it uses and writes what changed. An entry is used when the source's
 * content hash and options are the same (the key of watch mode's markdown cache, serve/markdown-cache.ts) and its
 * relative `.md` links resolve as they did: the links it looked up when rendered on this thread, or, rendered on a
 * worker thread (which does not report its look-ups), the whole doc source → route map. The folder belongs to one
 * generator version and one set of locked packages (cached-build.ts), so the stage's code cannot have changed.
 */
import { createHash } from 'node:crypto'
import type { MarkdownPrerenderer } from '../content/load-content.js'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import type { BuildWarning } from '../errors.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import { cacheKey, sameLinkTargets } from '../serve/markdown-cache.js'
import { entryFolder } from './entry-folder.js'
import { renderWithLinkLookups } from './render-with-link-lookups.js'

interface MarkdownEntry {
  /** source and options (cacheKey) */
  key: string
  /** href → route (null: none) as the render looked them up */
  linkLookups?: Array<[string, string | null]>
  /** else: the hash of the doc source → route map it was rendered with */
  routes?: string
  result: MarkdownResult
}

/** What build() puts in front of its markdown stage (BuildOptions.markdownCache). */
export interface MarkdownStageCache {
  /** the renderer with the cache in front: a miss is rendered by `render` */
  render(render: MarkdownRenderer): MarkdownRenderer
  /** the docs' prerenderer with the cache in front: the misses go to `prerender` (threads, or this thread) */
  prerender(prerender: MarkdownPrerenderer): MarkdownPrerenderer
}

export interface MarkdownEntries extends MarkdownStageCache {
  /** writes the entries rendered by this build, removes those of files it did not render (call after a good build) */
  save(): Promise<void>
  /** sources rendered (misses) and taken from the cache, so far */
  readonly rendered: number
  readonly reused: number
}

export function markdownEntries(folder: string, warnings: BuildWarning[]): MarkdownEntries {
  const entries = entryFolder(folder, isEntry, warnings)
  /** entries rendered by this build, by source file */
  const fresh = new Map<string, MarkdownEntry>()
  let rendered = 0
  let reused = 0
  const take = (result: MarkdownResult): MarkdownResult => {
    reused++
    return result
  }
  const keep = (file: string, entry: MarkdownEntry) => {
    fresh.set(file, entry)
    entries.write(file, entry)
  }

  return {
    render: (render) => (source, options) => {
      const key = cacheKey(source, options)
      const entry = entries.read(options.file)
      if (entry?.key === key && entry.linkLookups && sameLinkTargets(lookupMap(entry.linkLookups), options))
        return take(entry.result)
      const { result, linkLookups } = renderWithLinkLookups(render, source, options)
      rendered++
      keep(options.file, { key, linkLookups: [...linkLookups].map(([h, r]) => [h, r ?? null]), result })
      return result
    },
    prerender: (prerender) => async (jobs, routeOfSource) => {
      const routes = routeMapHash(routeOfSource)
      const outcomes: Awaited<ReturnType<MarkdownPrerenderer>> & unknown[] = []
      const misses: number[] = []
      const keys: string[] = []
      jobs.forEach((job, i) => {
        const options = { ...job.options, resolveMarkdownLink: markdownLinkResolver(routeOfSource, job.options.file) }
        keys[i] = cacheKey(job.source, options)
        const entry = entries.read(job.options.file)
        const valid =
          entry?.key === keys[i] &&
          (entry.linkLookups ? sameLinkTargets(lookupMap(entry.linkLookups), options) : entry.routes === routes)
        if (valid) outcomes[i] = take(entry.result)
        else misses.push(i)
      })
      if (misses.length === 0) return outcomes
      const prerendered = await prerender(
        misses.map((i) => jobs[i]),
        routeOfSource,
      )
      if (!prerendered) return undefined
      misses.forEach((i, m) => {
        const outcome = prerendered[m]
        outcomes[i] = outcome
        const file = jobs[i].options.file
        // rendered on this thread through `render` above: its entry (with the look-ups) is made already
        if (outcome instanceof Error || fresh.get(file)?.result === outcome) return
        rendered++
        keep(file, { key: keys[i], routes, result: outcome })
      })
      return outcomes
    },
    save: () => entries.save(),
    get rendered() {
      return rendered
    },
    get reused() {
      return reused
    },
  }
}

function lookupMap(lookups: Array<[string, string | null]>): Map<string, string | undefined> {
  return new Map(lookups.map(([href, route]) => [href, route ?? undefined]))
}

function routeMapHash(routeOfSource: ReadonlyMap<string, string>): string {
  return createHash('sha1')
    .update(JSON.stringify([...routeOfSource].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
    .digest('base64')
}

function isEntry(value: unknown): value is MarkdownEntry {
  const entry = value as MarkdownEntry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.result === 'object' &&
    entry.result !== null &&
    (Array.isArray(entry.linkLookups) || typeof entry.routes === 'string')
  )
}
