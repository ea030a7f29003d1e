/**
 * Incremental rebuild after a one-page edit, the watch path: `watchSite` (src/serve/watch-site.ts) on a copy of
 * the site, one doc edited per round; measured from the save to the end of the rebuild (watcher latency and
 * debounce included), and the rebuild's own duration. A generator without `watchSite` falls back to two
 * in-process `build()` calls sharing a markdown cache by file and content (what watch mode keeps warm).
 */
import { existsSync } from 'node:fs'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { copySite } from './copy-site.js'

export interface IncrementalResult {
  method: 'watchSite' | 'build+markdown-cache'
  /** the rebuild's duration (build() start to end), per edit */
  rebuildMs: number[]
  /** save → rebuilt and written, per edit (watch path only) */
  saveToBuiltMs: number[]
  editedFile: string
}

interface WatchApi {
  watchSite(options: {
    configFile: string
    outDir: string
    port?: number
    log?: (line: string) => void
    logError?: (line: string) => void
    onBuildEnd?: (build: { ok: boolean; summary?: { durationMs: number } }) => void
  }): Promise<{ whenIdle(): Promise<void>; close(): Promise<void> }>
}

export async function measureIncremental(
  generatorRoot: string,
  configFile: string,
  edits: number,
  tmpDir: string,
): Promise<IncrementalResult> {
  const site = await copySite(configFile, tmpDir)
  const outDir = path.join(site.dir, '..', `${path.basename(site.dir)}-out`)
  try {
    const page = await pickPage(site.dir)
    const watchModule = path.join(generatorRoot, 'src/serve/watch-site.ts')
    const api = existsSync(watchModule) ? ((await import(pathToFileURL(watchModule).href)) as Partial<WatchApi>) : {}
    if (typeof api.watchSite === 'function')
      return await viaWatchSite(api as WatchApi, site.configFile, outDir, page, edits)
    return await viaBuild(generatorRoot, site.configFile, outDir, page, edits)
  } finally {
    await rm(site.dir, { recursive: true, force: true })
    await rm(outDir, { recursive: true, force: true })
  }
}

async function viaWatchSite(
  api: WatchApi,
  configFile: string,
  outDir: string,
  page: string,
  edits: number,
): Promise<IncrementalResult> {
  let waiting: ((build: { ok: boolean; summary?: { durationMs: number } }) => void) | undefined
  const watched = await api.watchSite({
    configFile,
    outDir,
    port: 0,
    log: () => {},
    logError: () => {},
    onBuildEnd: (build) => waiting?.(build),
  })
  const result: IncrementalResult = {
    method: 'watchSite',
    rebuildMs: [],
    saveToBuiltMs: [],
    editedFile: path.relative(path.dirname(configFile), page),
  }
  try {
    await watched.whenIdle()
    const original = await readFile(page, 'utf8')
    for (let i = 0; i < edits; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200)) // let the watcher settle
      const built = new Promise<{ ok: boolean; summary?: { durationMs: number } }>((resolve) => (waiting = resolve))
      const saved = performance.now()
      await writeFile(page, `${original}\n\nBenchmark edit number ${i + 1}.\n`)
      const build = await built
      const done = performance.now()
      if (!build.ok || !build.summary) throw new Error(`the rebuild after edit ${i + 1} failed`)
      result.saveToBuiltMs.push(done - saved)
      result.rebuildMs.push(build.summary.durationMs)
      await watched.whenIdle()
    }
  } finally {
    await watched.close()
  }
  return result
}

async function viaBuild(
  generatorRoot: string,
  configFile: string,
  outDir: string,
  page: string,
  edits: number,
): Promise<IncrementalResult> {
  const { build } = (await import(
    pathToFileURL(path.join(generatorRoot, 'src/build.ts')).href
  )) as typeof import('../src/build.js')
  const { renderMarkdown } = (await import(
    pathToFileURL(path.join(generatorRoot, 'src/markdown/render-markdown.ts')).href
  )) as typeof import('../src/markdown/render-markdown.js')
  const cache = new Map<string, { source: string; options: string; result: ReturnType<typeof renderMarkdown> }>()
  const cachedRender: typeof renderMarkdown = (source, options) => {
    const { resolveMarkdownLink, ...plain } = options
    const key = JSON.stringify(plain)
    const hit = cache.get(options.file)
    if (hit && hit.source === source && hit.options === key) return hit.result
    const result = renderMarkdown(source, options)
    cache.set(options.file, { source, options: key, result })
    return result
  }
  const run = () => build({ configFile, outDir, renderMarkdown: cachedRender })
  await run()
  const result: IncrementalResult = {
    method: 'build+markdown-cache',
    rebuildMs: [],
    saveToBuiltMs: [],
    editedFile: path.relative(path.dirname(configFile), page),
  }
  const original = await readFile(page, 'utf8')
  for (let i = 0; i < edits; i++) {
    await writeFile(page, `${original}\n\nBenchmark edit number ${i + 1}.\n`)
    result.rebuildMs.push((await run()).durationMs)
  }
  return result
}

/** The docs intro page, or else the first Markdown doc. */
async function pickPage(siteDir: string): Promise<string> {
  const intro = path.join(siteDir, 'content/docs/current/intro.md')
  if (existsSync(intro)) return intro
  const docs = path.join(siteDir, 'content/docs')
  const find = async (dir: string): Promise<string | undefined> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isFile() && entry.name.endsWith('.md')) return full
      if (entry.isDirectory()) {
        const found = await find(full)
        if (found) return found
      }
    }
    return undefined
  }
  const found = existsSync(docs) ? await find(docs) : undefined
  if (!found) throw new Error(`no Markdown doc to edit under ${docs}`)
  return found
}
