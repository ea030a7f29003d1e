/**
 * The docs' front matter kept between builds (`hotkeys-docs build`), by a hash of the source's text, in one file of
 * the build cache's folder (`front-matter.json`, ~2 MB at 10,000 docs): a warm build hashes each source instead of
 * parsing its YAML. Only front matter whose values JSON keeps as they are is kept (strings, numbers, booleans, null,
 * lists and mappings of them: a YAML date would come back a string); the rest is parsed on every build. Written
 * again after a good build when a source was parsed or one is gone.
 */
import { createHash } from 'node:crypto'
import type { FrontMatterCache } from '../content/front-matter-cache.js'
import { parseFrontMatter } from '../content/parse-front-matter.js'
import type { BuildWarning } from '../errors.js'
import { mapFileReader, writeJsonCacheFile } from './json-cache-file.js'

interface FrontMatterEntry {
  data: Record<string, unknown>
  /** where the body starts in the source (characters) */
  bodyStart: number
  lineOffset: number
}

interface FrontMatterFile {
  /** source hash → its front matter (each checked when used: isEntry) */
  sources: Record<string, unknown>
}

export interface FrontMatterEntries extends FrontMatterCache {
  /** writes the front matter this build used, if it parsed a source or lost one (after a good build) */
  save(): Promise<void>
  /** sources parsed, and taken from the cache, so far */
  readonly parsed: number
  readonly reused: number
}

export function frontMatterEntries(file: string, warnings: BuildWarning[]): FrontMatterEntries {
  const stored = mapFileReader(file, isFrontMatterFile, (value) => value.sources, warnings)
  const used = new Map<string, FrontMatterEntry>()
  let parsed = 0
  let reused = 0
  return {
    parse(source, sourceFile) {
      const hash = createHash('sha1').update(source).digest('base64')
      const entry = used.get(hash) ?? stored().get(hash)
      if (isEntry(entry) && entry.bodyStart <= source.length) {
        reused++
        used.set(hash, entry)
        return { data: structuredClone(entry.data), body: source.slice(entry.bodyStart), lineOffset: entry.lineOffset }
      }
      // a YAML error throws here, as without the cache, and is not kept
      const result = parseFrontMatter(source, sourceFile)
      parsed++
      if (source.endsWith(result.body) && keepsAsJson(result.data))
        used.set(hash, {
          data: structuredClone(result.data),
          bodyStart: source.length - result.body.length,
          lineOffset: result.lineOffset,
        })
      return result
    },
    async save() {
      if (parsed === 0 && used.size === stored().size) return
      await writeJsonCacheFile(file, { sources: Object.fromEntries(used) } satisfies FrontMatterFile)
    },
    get parsed() {
      return parsed
    },
    get reused() {
      return reused
    },
  }
}

/** whether JSON gives `value` back as it is (no dates, no undefined, no non-finite numbers) */
function keepsAsJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(keepsAsJson)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(keepsAsJson)
}

function isEntry(value: unknown): value is FrontMatterEntry {
  const entry = value as FrontMatterEntry | undefined
  return (
    typeof entry?.data === 'object' &&
    entry.data !== null &&
    !Array.isArray(entry.data) &&
    typeof entry.bodyStart === 'number' &&
    typeof entry.lineOffset === 'number'
  )
}

function isFrontMatterFile(value: unknown): value is FrontMatterFile {
  const sources = (value as FrontMatterFile | null)?.sources
  return typeof sources === 'object' && sources !== null && !Array.isArray(sources)
}
