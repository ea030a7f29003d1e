/**
 * The markdown stage's results kept between builds (`hotkeys-docs build`), one file per source file in the build
 * cache's folder (`markdown/<hash of the path>.json`), each read when its page is rendered and written only when it
 * was rendered again: a warm build reads what it uses and writes what changed. An entry is used when the source's
 * content hash and options are the same (the key of watch mode's markdown cache, serve/markdown-cache.ts) and its
 * relative links resolve as they did (each href the render asked the resolver about — a `.md` file's route, a file
 * next to the source's hashed copy — whether rendered on this thread or reported by a worker thread). The folder
 * belongs to one generator version and one set of locked packages (cached-build.ts), so the stage's code cannot have
 * changed.
 */
import { createHash } from 'node:crypto'
import type { LinkLookups, MarkdownPrerenderer } from '../content/load-content.js'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import type { BuildWarning } from '../errors.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import type { ContentDigests } from '../render/route-data-json.js'
import { cacheKey, sameLinkTargets } from '../serve/markdown-cache.js'
import { entryFolder } from './entry-folder.js'
import { renderWithLinkLookups } from './render-with-link-lookups.js'
import { prerenderMisses } from './prerender-misses.js'

/** entries read ahead at once (a 10,000-page site's are 156 MB) */
const PRELOAD_CHUNK = 256

interface MarkdownEntry {
  /** source and options (cacheKey) */
  key: string
  /** href → URL (null: none) as the render looked them up */
  linkLookups: LinkLookups
  result: MarkdownResult
}

/** What build() puts in front of its markdown stage (BuildOptions.markdownCache). */
export interface MarkdownStageCache {
  /** the renderer with the cache in front: a miss is rendered by `render` */
  render(render: MarkdownRenderer): MarkdownRenderer
  /** the docs' prerenderer with the cache in front: the misses go to `prerender` (threads, or this thread) */
  prerender(prerender: MarkdownPrerenderer): MarkdownPrerenderer
  /** writes the entries of what this thread rendered so far: build() calls it as it waits for its other threads */
  writeKept(): void
}

export interface MarkdownEntries extends MarkdownStageCache {
  /** writes the entries rendered by this build, removes those of files it did not render (call after a good build) */
  save(): Promise<void>
  /** sources rendered (misses) and taken from the cache, so far */
  readonly rendered: number
  readonly reused: number
}

/**
 * `contents`: where each result's tree is named by what made it (its source and options, and the link targets its
 * render looked up), whether rendered or read: route data holding it is digested without serialising it
 * (render/route-data-json.ts).
 */
export function markdownEntries(folder: string, warnings: BuildWarning[], contents?: ContentDigests): MarkdownEntries {
  const entries = entryFolder(folder, isEntry, warnings)
  let rendered = 0
  let reused = 0
  const named = (entry: MarkdownEntry): MarkdownEntry => {
    contents?.set(
      entry.result.hast,
      createHash('sha256').update(entry.key).update(JSON.stringify(entry.linkLookups)).digest('base64'),
    )
    return entry
  }
  const take = (entry: MarkdownEntry): MarkdownResult => {
    reused++
    return named(entry).result
  }
  /**
   * what this thread rendered, written when build() waits for its other threads (writeKept: a small site's cold build
   * waits there for the live previews and the client bundle) rather than between renders on the build's critical
   * path; the results are the content's, held until the build ends anyway. A worker thread's results are written as
   * they come, while the threads render the next ones.
   */
  const kept = new Map<string, MarkdownEntry>()
  const writeKept = () => {
    for (const [file, entry] of kept) entries.write(file, entry)
    kept.clear()
  }
  const keep = (file: string, entry: MarkdownEntry) => {
    entries.write(file, entry)
  }

  return {
    render: (render) => (source, options) => {
      const key = cacheKey(source, options)
      const entry = entries.read(options.file)
      if (entry?.key === key && sameLinkTargets(lookupMap(entry.linkLookups), options)) return take(entry)
      const { result, linkLookups } = renderWithLinkLookups(render, source, options)
      rendered++
      kept.set(options.file, named({ key, linkLookups: [...linkLookups].map(([h, r]) => [h, r ?? null]), result }))
      return result
    },
    prerender: (prerender) => async (jobs, routeOfSource) => {
      const outcomes: Awaited<ReturnType<MarkdownPrerenderer>> & unknown[] = []
      const misses: number[] = []
      const keys: string[] = []
      // the entries' files read a chunk ahead of the one parsed, off this thread
      const files = jobs.map((job) => job.options.file)
      let reading = entries.preload(files.slice(0, PRELOAD_CHUNK))
      for (let start = 0; start < jobs.length; start += PRELOAD_CHUNK) {
        await reading
        reading = entries.preload(files.slice(start + PRELOAD_CHUNK, start + 2 * PRELOAD_CHUNK))
        for (let i = start; i < Math.min(start + PRELOAD_CHUNK, jobs.length); i++) {
          const job = jobs[i]
          const resolver = markdownLinkResolver(routeOfSource, job.options.file, job.options.siteDir)
          const options = { ...job.options, resolveMarkdownLink: resolver }
          keys[i] = cacheKey(job.source, options)
          const entry = entries.read(job.options.file)
          if (entry?.key === keys[i] && sameLinkTargets(lookupMap(entry.linkLookups), options))
            outcomes[i] = take(entry)
          else misses.push(i)
        }
      }
      return prerenderMisses(prerender, jobs, routeOfSource, outcomes, misses, (i, result, linkLookups) => {
        rendered++
        keep(jobs[i].options.file, named({ key: keys[i], linkLookups, result }))
      })
    },
    writeKept,
    save: () => {
      writeKept()
      return entries.save()
    },
    get rendered() {
      return rendered
    },
    get reused() {
      return reused
    },
  }
}

function lookupMap(lookups: LinkLookups): Map<string, string | undefined> {
  return new Map(lookups.map(([href, route]) => [href, route ?? undefined]))
}

function isEntry(value: unknown): value is MarkdownEntry {
  const entry = value as MarkdownEntry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.result === 'object' &&
    entry.result !== null &&
    Array.isArray(entry.linkLookups)
  )
}
