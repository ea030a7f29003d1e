/**
 * `hotkeys-docs serve --watch`: build once, serve the output, rebuild on every change and tell the open pages.
 *
 *   chokidar (content, static, templates/, src/, and the config and its imports through their folders, which
 *   survives rename-style saves: site-watcher.ts; each write looked at again after chokidar's change throttle)
 *     → RebuildScheduler (the changes reported together are one rebuild, started at once; never two at once;
 *       a file caught empty halfway through a save is waited for, wait-for-write.ts)
 *     → build worker: the ordinary build() with warm caches (markdown by content hash — also kept on disk for the
 *       next cold start —, rendered pages, the client bundle, the config and React pages, the output folder
 *       updated in place) — a fresh worker when code changed (Node caches modules), started on the code compiled
 *       again (build-worker-client.ts)
 *     → live reload: `route-data` for the routes whose data changed (content edits), `reload` otherwise,
 *       `error` (also printed with file and line) when the build failed, `ok` once it is good again.
 *
 * There is no second pipeline: every rebuild is `build()`, which production uses too.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { BuildError, formatWarning } from '../errors.js'
import type { AllowedHosts } from './allowed-hosts.js'
import { startBuildWorker, watchWorkerData, type BuildWorker } from './build-worker-client.js'
import type { BuildInputs, BuildReply, BuildSummary, ReportedError } from './build-worker-protocol.js'
import { classifyChange, isInside, type WatchLayout } from './classify-change.js'
import { attachLiveReload, injectLiveReloadScript, type LiveReload, type LiveReloadMessage } from './live-reload.js'
import { RebuildScheduler } from './rebuild-scheduler.js'
import {
  WATCH_DEBOUNCE_MS,
  WATCH_EMPTY_FILE_POLL_MS,
  WATCH_EMPTY_FILE_WAIT_MAX_MS,
  WATCH_RECHECK_MS,
  WATCH_REQUEST_WAIT_MAX_MS,
  WATCH_SIGNATURE_HASH_MAX_BYTES,
  WATCH_WORKER_FINISH_MAX_MS,
} from './serve-constants.js'
import { watchSiteFiles, type SiteWatchEvent } from './site-watcher.js'
import { startStaticServer, type StaticServer } from './static-server.js'
import { waitWhileEmpty } from './wait-for-write.js'
import { initialWatchList, watchTargets } from './watch-list.js'

export { GENERATOR_CODE_DIRS } from './watch-list.js'

export interface WatchSiteOptions {
  configFile: string
  /** the folder the builds write and the server serves */
  outDir: string
  port?: number
  host?: string
  /** host names answered besides localhost, IP addresses and `host`, or true: any (see allowed-hosts.ts) */
  allowedHosts?: AllowedHosts
  strictPort?: boolean
  searchBackend?: 'local' | 'algolia'
  /** code folders to watch (a change there means a fresh worker); default GENERATOR_CODE_DIRS */
  codeDirs?: string[]
  /** where the markdown cache and client bundle are kept between sessions; default the site's node_modules/.cache/hotkeys-docs; false: not kept */
  cacheDir?: string | false
  /**
   * the first build's worker, started by the caller before it loaded the watcher's modules (their loading then
   * overlaps the worker's start-up), with `watchWorkerData` of these same options
   */
  firstWorker?: Promise<BuildWorker>
  /** quiet period before a rebuild starts */
  debounceMs?: number
  /** progress lines (default console.log) and build errors (default console.error) */
  log?: (line: string) => void
  logError?: (line: string) => void
  /** a rebuild starts / has ended and its messages went out (the first build included) */
  onBuildStart?: (build: WatchBuildStart) => void
  onBuildEnd?: (build: WatchBuildEnd) => void
}

export interface WatchBuildStart {
  /** 1 for the first build */
  number: number
  /** the changed files (absolute) this build covers */
  files: string[]
  /** code changed (or first build): a fresh worker with empty caches */
  freshWorker: boolean
}

export type WatchBuildEnd = WatchBuildStart & { messages: LiveReloadMessage[] } & (
    | { ok: true; summary: BuildSummary }
    | { ok: false; error: ReportedError }
  )

export interface WatchedSite {
  url: string
  port: number
  server: StaticServer
  liveReload: LiveReload
  /** builds started so far, the first one included */
  readonly builds: number
  /** resolves once no rebuild is running or waiting */
  whenIdle(): Promise<void>
  close(): Promise<void>
}

interface FileChange {
  event: SiteWatchEvent
  file: string
}

export async function watchSite(options: WatchSiteOptions): Promise<WatchedSite> {
  const configFile = path.resolve(options.configFile)
  const siteDir = path.dirname(configFile)
  const outDir = path.resolve(options.outDir)
  const log = options.log ?? ((line: string) => console.log(line))
  const logError = options.logError ?? ((line: string) => console.error(line))
  if (isInside(siteDir, outDir)) {
    throw new BuildError(
      'watch-out-dir',
      `The output folder ${outDir} holds the site itself; watch mode rewrites it.`,
      {
        hint: 'Pick another --out-dir (the default is build).',
      },
    )
  }
  await mkdir(outDir, { recursive: true })

  const workerData = watchWorkerData(options)
  const initial = initialWatchList(configFile, options.codeDirs)
  const { codeDirs } = initial
  let inputs: BuildInputs = initial.inputs
  const layout = (): WatchLayout => ({
    configFiles: new Set(inputs.configFiles),
    codeDirs,
    staticDir: inputs.staticDir,
  })

  let worker: BuildWorker | undefined
  let liveReload: LiveReload | undefined
  let builds = 0
  let closed = false
  let lastError: ReportedError | undefined
  let hadGoodBuild = false
  /** the base URL of the last good build: the output is served under it */
  let baseUrl = '/'
  /** a code, CSS or static change whose reload has not gone out yet (its build failed) */
  let reloadOwed = false
  let shownWarnings = new Set<string>()
  /** the pending recheck of each reported file */
  const rechecks = new Map<string, ReturnType<typeof setTimeout>>()
  const finishing = new Set<Promise<void>>()
  const finishWorker = (old: BuildWorker): void => {
    const done = old.finish(WATCH_WORKER_FINISH_MAX_MS).finally(() => finishing.delete(done))
    finishing.add(done)
  }

  /** each file as the last build that covered it found it (its signature when that build started) */
  const builtSignatures = new Map<string, string>()

  async function rebuild(changes: FileChange[]): Promise<void> {
    // a write the last build already read is no change: chokidar may report one save twice (a new file as add,
    // then change), and a rebuild starts on the first report
    const fresh = changes.filter(
      (c) => !(c.event === 'add' || c.event === 'change') || builtSignatures.get(c.file) !== fileSignature(c.file),
    )
    if (changes.length > 0 && fresh.length === 0) return
    const files = [...new Set(fresh.map((c) => c.file))]
    const kinds = files.map((file) => classifyChange(file, layout()))
    const freshWorker = !worker?.alive || kinds.includes('code')
    if (kinds.some((kind) => kind !== 'content')) reloadOwed = true
    await waitWhileEmpty(files, { pollMs: WATCH_EMPTY_FILE_POLL_MS, maxMs: WATCH_EMPTY_FILE_WAIT_MAX_MS })
    const start: WatchBuildStart = { number: ++builds, files, freshWorker }
    noteBuildStart(files)
    options.onBuildStart?.(start)
    let reply: BuildReply
    try {
      if (freshWorker) {
        // the old worker writes its markdown cache (for the new one, and the next session) while the new one starts
        if (worker) finishWorker(worker)
        worker = undefined
        const started =
          start.number === 1 && options.firstWorker
            ? await options.firstWorker
            : await startBuildWorker(workerData, { sameCode: start.number === 1 })
        if (closed) return void (await started.terminate())
        worker = started
      }
      reply = await worker!.build({ bundleStale: kinds.some((kind) => kind === 'code' || kind === 'browser-asset') })
    } catch (error) {
      reply = {
        id: 0,
        ok: false,
        error: { message: `The build worker could not run: ${error instanceof Error ? error.message : String(error)}` },
      }
    }
    if (closed) return

    const messages: LiveReloadMessage[] = []
    if (reply.ok) {
      const { summary } = reply
      // a rebuild that wrote nothing new has nothing to show, whatever changed (a file saved again unchanged, or
      // seen twice: a truncate-then-write save can straddle the debounce, and the recheck then builds once more)
      const nothingNew = summary.changedFiles.length === 0 && hadGoodBuild && !lastError
      if (lastError) messages.push({ type: 'ok' })
      lastError = undefined
      if (nothingNew) reloadOwed = false
      if (!hadGoodBuild || reloadOwed || summary.update.kind === 'reload') messages.push({ type: 'reload' })
      else if (summary.update.kind === 'route-data')
        for (const p of summary.update.paths) messages.push({ type: 'route-data', path: p })
      reloadOwed = false
      hadGoodBuild = true
      baseUrl = summary.baseUrl
      watchNewInputs(summary.inputs)
      reportBuilt(start, summary)
    } else {
      lastError = reply.error
      messages.push({ type: 'error', message: reply.error.message })
      for (const warning of reply.error.warnings ?? []) logError(`warning: ${formatWarning(warning)}`)
      logError(`error: ${reply.error.message}`)
    }
    for (const message of messages) liveReload?.broadcast(message)
    options.onBuildEnd?.({
      ...start,
      messages,
      ...(reply.ok ? { ok: true, summary: reply.summary } : { ok: false, error: reply.error }),
    })
  }

  function reportBuilt(start: WatchBuildStart, summary: BuildSummary): void {
    const warnings = new Set(summary.warnings.map(formatWarning))
    for (const warning of warnings) if (!shownWarnings.has(warning)) logError(`warning: ${warning}`)
    shownWarnings = warnings
    const what = start.number === 1 ? `Built ${summary.pages} pages` : `Rebuilt (${describeFiles(start.files)})`
    const changed = summary.changedFiles.length
    log(
      `${what} in ${Math.round(summary.durationMs)} ms: ${changed} output file${changed === 1 ? '' : 's'} changed${describeUpdate(summary)}.`,
    )
  }

  const scheduler = new RebuildScheduler<FileChange>(rebuild, options.debounceMs ?? WATCH_DEBOUNCE_MS)

  const ignored = (file: string): boolean => {
    const base = path.basename(file)
    return (
      isInside(file, outDir) ||
      file.split(path.sep).includes('node_modules') ||
      (base.startsWith('.') && base.length > 1) ||
      base.endsWith('~') ||
      /\.sw[px]$/.test(base) ||
      base === '4913' // vim's write probe
    )
  }
  const watcher = watchSiteFiles(watchTargets({ inputs, codeDirs }), {
    ignored,
    onEvent: (event, file) => onChange(event, file),
    onError: (error) => logError(`watch error: ${error instanceof Error ? error.message : String(error)}`),
  })
  const onChange = (event: SiteWatchEvent, file: string): void => {
    scheduler.add({ event, file })
    if (event === 'add' || event === 'change') recheckLater(file)
  }
  /**
   * chokidar drops a file's change events for a moment after it reported one, and never reports them later:
   * a second save while the first one builds would go unseen, and the site would keep the first save's text.
   * So once that window has passed, a reported file is looked at again: if it differs from what it was when
   * the last build covering it started (see noteBuildStart), that is a change.
   */
  function recheckLater(file: string): void {
    clearTimeout(rechecks.get(file))
    const timer = setTimeout(() => {
      rechecks.delete(file)
      const built = builtSignatures.get(file)
      if (!closed && built !== undefined && fileSignature(file) !== built) onChange('change', file)
    }, WATCH_RECHECK_MS)
    timer.unref()
    rechecks.set(file, timer)
  }
  function noteBuildStart(files: string[]): void {
    for (const file of files) builtSignatures.set(file, fileSignature(file))
  }

  function watchNewInputs(next: BuildInputs): void {
    inputs = next
    watcher.add(watchTargets({ inputs, codeDirs }))
  }

  // the first build, while chokidar scans (a change during it gets one more build)
  await Promise.all([scheduler.rebuildNow(), watcher.ready])

  const server = await startStaticServer({
    root: outDir,
    port: options.port,
    host: options.host,
    allowedHosts: options.allowedHosts,
    strictPort: options.strictPort,
    injectIntoHtml: injectLiveReloadScript,
    onRequest: (req, res) => answerWhileBuilding(req, res),
    baseUrl: () => baseUrl,
  })
  liveReload = attachLiveReload(server.server, server.hostRule)
  if (lastError) liveReload.broadcast({ type: 'error', message: lastError.message }) // pages that connect get it

  /** Lets a request wait for the rebuild in flight (a reload right after a save gets the new page). */
  async function answerWhileBuilding(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!scheduler.isIdle()) await waitAtMost(scheduler.whenIdle(), WATCH_REQUEST_WAIT_MAX_MS)
    if (hadGoodBuild || !lastError || !(req.headers.accept ?? '').includes('text/html')) return false
    // nothing was ever built: show the error on a page that reloads once the build is fixed
    const body = Buffer.from(injectLiveReloadScript(buildErrorPage(lastError.message)), 'utf8')
    res.writeHead(500, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  return {
    /** the site's address: the server's, under the base URL */
    url: server.url.replace(/\/$/, '') + baseUrl,
    port: server.port,
    server,
    liveReload,
    get builds() {
      return builds
    },
    whenIdle: () => scheduler.whenIdle(),
    async close() {
      closed = true
      for (const timer of rechecks.values()) clearTimeout(timer)
      scheduler.close()
      await watcher.close()
      if (worker) finishWorker(worker)
      await Promise.all(finishing)
      await liveReload?.close()
      await server.close()
    },
  }
}

function describeFiles(files: string[]): string {
  const names = files.map((f) => path.relative(process.cwd(), f) || f)
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
}

function describeUpdate(summary: BuildSummary): string {
  const { markdown, pages, bundled } = summary.rendered
  return ` (${markdown} markdown file${markdown === 1 ? '' : 's'} and ${pages} page${pages === 1 ? '' : 's'} rendered${bundled ? ', client bundled' : ''})`
}

/** size, modification and change times: differs after any write that lands in another clock tick or changes the size */
/**
 * A file as it is now: its identity, size and times, and for a file up to WATCH_SIGNATURE_HASH_MAX_BYTES the hash
 * of its content too (a filesystem with coarse times can give two writes of the same size the same times).
 */
function fileSignature(file: string): string {
  try {
    const info = statSync(file)
    const content =
      info.isFile() && info.size <= WATCH_SIGNATURE_HASH_MAX_BYTES
        ? createHash('sha1').update(readFileSync(file)).digest('hex')
        : ''
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${content}`
  } catch {
    return 'missing'
  }
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    timer.unref()
    void promise.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function buildErrorPage(message: string): string {
  const escaped = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head><body><h1>The site could not be built</h1><pre>${escaped}</pre></body></html>`
}
