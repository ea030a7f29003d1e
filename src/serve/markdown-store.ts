/**
 * The markdown cache between watch sessions: one JSON file per site under a cache folder (by default the site's
 * `node_modules/.cache/hotkeys-docs`), so that a cold `serve --watch` renders only the Markdown that changed
 * since the last session. Entries are valid for one version of the markdown stage: the file records a
 * fingerprint of the stage's own source files and of the installed packages (package-lock.json), and a file
 * with another fingerprint is ignored. Within it, each entry is still checked by content hash, options and link
 * targets like any cache entry (markdown-cache.ts). A missing, unreadable or stale file just means no entries.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'
import type { StoredMarkdownEntry } from './markdown-cache.js'
import { sessionCacheFile, writeSessionCacheFile } from './session-cache-file.js'

const STORE_FORMAT = 1
const MARKDOWN_STAGE = path.join(GENERATOR_ROOT, 'src/markdown/render-markdown.ts')

interface StoreFile {
  format: number
  fingerprint: string
  entries: Array<[string, StoredMarkdownEntry]>
}

export interface MarkdownStore {
  /** the entries of the last session, when they were made by this version of the markdown stage */
  load(): Promise<Array<[string, StoredMarkdownEntry]>>
  /** replaces the stored entries (writes are queued, one at a time, each atomic) */
  save(entries: Array<[string, StoredMarkdownEntry]>): Promise<void>
}

export function markdownStore(cacheDir: string, siteDir: string): MarkdownStore {
  const file = sessionCacheFile(cacheDir, siteDir, 'markdown')
  const fingerprint = markdownStageFingerprint()
  let writing: Promise<void> = Promise.resolve()

  return {
    async load() {
      try {
        const [stored, current] = await Promise.all([readFile(file, 'utf8'), fingerprint])
        const parsed = JSON.parse(stored) as StoreFile
        return parsed.format === STORE_FORMAT && parsed.fingerprint === current ? parsed.entries : []
      } catch {
        return []
      }
    },
    save(entries) {
      writing = writing
        .then(async () => {
          const body: StoreFile = { format: STORE_FORMAT, fingerprint: await fingerprint, entries }
          await writeSessionCacheFile(file, body)
        })
        .catch(() => {}) // a cache that cannot be written is no error
      return writing
    },
  }
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
