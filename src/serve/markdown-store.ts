/**
 * The markdown cache between watch sessions, so that a cold `serve --watch` renders only the Markdown that changed
 * since the last session: one JSON file per source file, in a folder per site and version of the markdown stage
 * under a cache folder (by default the site's `node_modules/.cache/hotkeys-docs`). The version is a fingerprint of
 * the stage's own source files and of the installed packages (package-lock.json): another version's folder is not
 * read, and is removed. A save writes only the entries rendered since the last one, so its cost follows the edit,
 * not the site (one big JSON of a 10,000-page site was 160 MB, written whole after every edit). Within it, each
 * entry is still checked by content hash, options and link targets like any cache entry (markdown-cache.ts). A
 * missing or unreadable file just means no entry.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'
import type { StoredMarkdownEntry } from './markdown-cache.js'
import { sessionCacheFile, writeSessionCacheFile } from './session-cache-file.js'

const STORE_FORMAT = 2
const MARKDOWN_STAGE = path.join(GENERATOR_ROOT, 'src/markdown/render-markdown.ts')
/** files read (or written) at once */
const STORE_BATCH = 64

interface EntryFile {
  file: string
  entry: StoredMarkdownEntry
}

export interface MarkdownStore {
  /** the entries of the last sessions, when they were made by this version of the markdown stage */
  load(): Promise<Array<[string, StoredMarkdownEntry]>>
  /** stores these entries (writes are queued, one batch at a time, each file atomic) */
  save(entries: Array<[string, StoredMarkdownEntry]>): Promise<void>
}

export function markdownStore(cacheDir: string, siteDir: string): MarkdownStore {
  /** `<cacheDir>/markdown-<site hash>`: the stem of this site's folders, one per version of the stage */
  const stem = sessionCacheFile(cacheDir, siteDir, 'markdown').replace(/\.json$/, '')
  const fingerprint = markdownStageFingerprint()
  const folder = fingerprint.then((current) => `${stem}-${current.slice(0, 16)}`)
  let writing: Promise<void> = Promise.resolve()

  return {
    async load() {
      const current = await folder
      await removeOtherVersions(stem, current)
      const names = await readdir(current).catch(() => [] as string[])
      const loaded: Array<[string, StoredMarkdownEntry]> = []
      for (let i = 0; i < names.length; i += STORE_BATCH) {
        const batch = await Promise.all(
          names.slice(i, i + STORE_BATCH).map((name) => readEntryFile(path.join(current, name))),
        )
        for (const stored of batch) if (stored) loaded.push([stored.file, stored.entry])
      }
      return loaded
    },
    save(entries) {
      writing = writing
        .then(async () => {
          const current = await folder
          for (let i = 0; i < entries.length; i += STORE_BATCH)
            await Promise.all(
              entries
                .slice(i, i + STORE_BATCH)
                .map(([file, entry]) =>
                  writeSessionCacheFile(path.join(current, entryFileName(file)), { file, entry } satisfies EntryFile),
                ),
            )
        })
        .catch(() => {}) // a cache that cannot be written is no error
      return writing
    },
  }
}

/** One source file's entry file: named by a hash of its path. */
function entryFileName(file: string): string {
  return `${createHash('sha1').update(file).digest('hex').slice(0, 20)}.json`
}

async function readEntryFile(file: string): Promise<EntryFile | undefined> {
  if (!file.endsWith('.json')) return undefined // a write's temporary file
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as EntryFile
    return typeof parsed.file === 'string' && parsed.entry ? parsed : undefined
  } catch {
    return undefined
  }
}

/** The folders (and the single file of format 1) that other versions of the stage left for this site. */
async function removeOtherVersions(stem: string, current: string): Promise<void> {
  const names = await readdir(path.dirname(stem)).catch(() => [] as string[])
  const prefix = path.basename(stem)
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && path.join(path.dirname(stem), name) !== current)
      .map((name) => rm(path.join(path.dirname(stem), name), { recursive: true, force: true })),
  )
}

/** A hash of the markdown stage's source files (found by bundling it) and of the locked package versions. */
async function markdownStageFingerprint(): Promise<string> {
  const hash = createHash('sha1').update(String(STORE_FORMAT))
  try {
    const result = await esbuild.build({
      entryPoints: [MARKDOWN_STAGE],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      absWorkingDir: GENERATOR_ROOT,
    })
    const sources = Object.keys(result.metafile.inputs).sort()
    const contents = await Promise.all(sources.map((source) => readFile(path.resolve(GENERATOR_ROOT, source))))
    sources.forEach((source, i) => {
      hash.update(source).update('\0').update(contents[i])
    })
    hash.update(
      await readFile(path.join(GENERATOR_ROOT, 'package-lock.json')).catch(() =>
        readFile(path.join(GENERATOR_ROOT, 'package.json')),
      ),
    )
  } catch {
    hash.update(String(Date.now())) // unknown version: match no stored file
  }
  return hash.digest('hex')
}
