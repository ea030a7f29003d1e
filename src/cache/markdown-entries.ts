/**
 * The markdown stage's results kept between builds (`hotkeys-docs build`), one file per source file in the build
 * cache's folder (`markdown/<hash of the path>.json`), each read when its page is rendered and written only when it
 * was rendered again: a warm build reads what it uses and writes what changed. An entry is used when the source's
 * content hash and options are the same (the key of watch mode's markdown cache, serve/markdown-cache.ts) and its
 * relative links resolve as they did (each href the render asked the resolver about — a `.md` file's route, a file
 * next to the source's hashed copy — whether rendered on this thread or reported by a worker thread). The folder
 * belongs to one generator version and one set of locked packages (cached-build.ts), so the stage's code cannot have
 * changed.
 *
 * An entry's file holds the result without its trees on its first line, and the trees (hast, excerpt) on the next: a
 * build reads the first lines, and a result it takes has trees read when something first asks for their children
 * (lazyRoot). A warm one-edit build at 10,000 pages thus reads the trees of the pages it renders and of the version
 * whose search index it makes again, not all 156 MB of them; a tree's digest is known without it (ContentDigests).
 */
import { createHash } from 'node:crypto'
import type { Root } from 'hast'
import type { LinkLookups, MarkdownPrerenderer } from '../content/load-content.js'
import type { MarkdownRenderer } from '../content/markdown-renderer.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import type { BuildWarning } from '../errors.js'
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js'
import type { ContentDigests } from '../render/route-data-json.js'
import { jsonWithKnownTrees } from '../render/tree-json.js'
import { cacheKey, sameLinkTargets } from '../serve/markdown-cache.js'
import { entryFolder } from './entry-folder.js'
import { renderWithLinkLookups } from './render-with-link-lookups.js'
import { prerenderMisses } from './prerender-misses.js'
import { BuildError } from '../errors.js'

/** entries read ahead at once (a 10,000-page site's are 156 MB) */
const PRELOAD_CHUNK = 256

interface MarkdownEntry {
  /** source and options (cacheKey) */
  key: string
  /** href → URL (null: none) as the render looked them up */
  linkLookups: LinkLookups
  result: MarkdownResult
}

/** An entry's first line: the result without its trees, which are on the next (MarkdownTrees). */
interface EntryHead extends Omit<MarkdownEntry, 'result'> {
  result: Omit<MarkdownResult, 'hast' | 'excerpt'>
  /** whether the result has an excerpt */
  excerpt: boolean
}

interface MarkdownTrees {
  hast: Root
  excerpt?: Root
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
  /** the reused results whose trees were read (or rendered again) because something used them, so far */
  readonly treesRead: number
}

/**
 * `contents`: where each result's tree is named by what made it (its source and options, and the link targets its
 * render looked up), whether rendered or read: route data holding it is digested without serialising it
 * (render/route-data-json.ts).
 */
export function markdownEntries(folder: string, warnings: BuildWarning[], contents?: ContentDigests): MarkdownEntries {
  const entries = entryFolder(folder, isEntryHead, warnings, { tails: true })
  let rendered = 0
  let reused = 0
  let treesRead = 0
  /** what renders a result on this thread again when its trees' file changed since its head was read (render()'s) */
  let renderHere: MarkdownRenderer | undefined
  const named = <E extends Pick<MarkdownEntry, 'key' | 'linkLookups'>>(entry: E, hast: Root): E => {
    contents?.set(
      hast,
      createHash('sha256').update(entry.key).update(JSON.stringify(entry.linkLookups)).digest('base64'),
    )
    return entry
  }
  /** the result of an entry's head, its trees read when first used: from its file, or rendered again */
  const take = (file: string, head: EntryHead, source: string, options: MarkdownOptions): MarkdownResult => {
    reused++
    let trees: MarkdownTrees | undefined
    const load = (): MarkdownTrees => {
      if (trees) return trees
      treesRead++
      trees = storedTrees(file, head) ?? treesOf(renderAgain(source, options))
      return trees
    }
    const result: MarkdownResult = { ...head.result, hast: lazyRoot(() => load().hast) }
    if (head.excerpt) result.excerpt = lazyRoot(() => load().excerpt!)
    named(head, result.hast)
    return result
  }
  /** the trees stored after `head`, if the file still holds that entry */
  const storedTrees = (file: string, head: EntryHead): MarkdownTrees | undefined => {
    const stored = entries.tail(file)
    if (stored?.entry.key !== head.key || !isTrees(stored.tail)) return undefined
    return JSON.stringify(stored.entry.linkLookups) === JSON.stringify(head.linkLookups) ? stored.tail : undefined
  }
  const renderAgain = (source: string, options: MarkdownOptions): MarkdownResult => {
    if (!renderHere)
      throw new BuildError(
        'build-cache-changed',
        `The build cache's entry for ${options.file} changed while this build used it`,
        { file: options.file, hint: 'Another build of this site ran at the same time: run the build again.' },
      )
    return renderHere(source, options)
  }
  const write = (file: string, { result, ...entry }: MarkdownEntry) => {
    const { hast, excerpt, ...rest } = result
    entries.write(
      file,
      { ...entry, result: rest, excerpt: excerpt !== undefined } satisfies EntryHead,
      {
        hast,
        ...(excerpt && { excerpt }),
      } satisfies MarkdownTrees,
      // a long page's tree came from its thread with its JSON (render/tree-json.ts): written from it, not made again
      (trees) => jsonWithKnownTrees(trees, [hast, excerpt]),
    )
  }
  /**
   * what this thread rendered, written when build() waits for its other threads (writeKept: a small site's cold build
   * waits there for the live previews and the client bundle) rather than between renders on the build's critical
   * path; the results are the content's, held until the build ends anyway. A worker thread's results are written as
   * they come, while the threads render the next ones.
   */
  const kept = new Map<string, MarkdownEntry>()
  const writeKept = () => {
    for (const [file, entry] of kept) write(file, entry)
    kept.clear()
  }

  return {
    render: (render) => {
      renderHere = render
      return (source, options) => {
        const key = cacheKey(source, options)
        const entry = entries.read(options.file)
        if (entry?.key === key && sameLinkTargets(lookupMap(entry.linkLookups), options))
          return take(options.file, entry, source, options)
        const { result, linkLookups } = renderWithLinkLookups(render, source, options)
        rendered++
        const lookups: LinkLookups = [...linkLookups].map(([h, r]) => [h, r ?? null])
        kept.set(options.file, named({ key, linkLookups: lookups, result }, result.hast))
        return result
      }
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
            outcomes[i] = take(job.options.file, entry, job.source, options)
          else misses.push(i)
        }
      }
      return prerenderMisses(prerender, jobs, routeOfSource, outcomes, misses, (i, result, linkLookups) => {
        rendered++
        write(jobs[i].options.file, named({ key: keys[i], linkLookups, result }, result.hast))
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
    get treesRead() {
      return treesRead
    },
  }
}

function lookupMap(lookups: LinkLookups): Map<string, string | undefined> {
  return new Map(lookups.map(([href, route]) => [href, route ?? undefined]))
}

/**
 * A hast root whose children are read when first asked for, then kept as a plain property: the templates, the search
 * records' walk and JSON.stringify see a plain root, and a digest that names the tree (ContentDigests) reads nothing.
 */
function lazyRoot(load: () => Root): Root {
  const root = { type: 'root' } as Root
  Object.defineProperty(root, 'children', {
    enumerable: true,
    configurable: true,
    get() {
      const { children } = load()
      Object.defineProperty(root, 'children', { value: children, enumerable: true, writable: true, configurable: true })
      return children
    },
  })
  return root
}

function treesOf({ hast, excerpt }: MarkdownResult): MarkdownTrees {
  return { hast, excerpt }
}

function isEntryHead(value: unknown): value is EntryHead {
  const entry = value as EntryHead
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.result === 'object' &&
    entry.result !== null &&
    typeof entry.excerpt === 'boolean' &&
    Array.isArray(entry.linkLookups)
  )
}

function isTrees(value: unknown): value is MarkdownTrees {
  const hast = (value as Partial<MarkdownTrees> | null)?.hast
  return typeof hast === 'object' && hast !== null && hast.type === 'root' && Array.isArray(hast.children)
}
