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
 *       The pages viewed last are rendered first (viewed-pages.ts); a request for one is answered as soon as it is
 *       rendered, from memory, before the rebuild ends (early-pages.ts)
 *       Before it, an edit of existing docs gets a quick pass: the open pages and the edited docs' own pages
 *       rendered from the last build's content by the same stages (quick-pages.ts); a newer change stops a rebuild
 *       once the worker can show the pages without it (its changes go to the next one)
 *     → live reload: `route-data` for the routes whose data changed (content edits), `reload` otherwise,
 *       `error` (also printed with file and line) when the build failed, `ok` once it is good again.
 * Over the output folder the last session served, the server answers from it while the first build runs
 * (last-output.ts).
 *
 * There is no second pipeline: every rebuild is `build()`, which production uses too; the quick pass renders a few
 * pages with that build's own stages, and the rebuild's files replace them.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { BuildError } from '../errors.js'
import type { AllowedHosts } from './allowed-hosts.js'
import { answerWhileBuilding, type EarlyAnswers, type RebuildsInFlight } from './answer-while-building.js'
import { type BuildWorker, watchWorkerData } from './build-worker-client.js'
import type { BuildInputs, BuildSummary, ReportedError } from './build-worker-protocol.js'
import { createChangeRechecks, type FileChange } from './change-rechecks.js'
import { isInside } from '../is-inside.js'
import { createEarlyPages } from './early-pages.js'
import { attachLiveReload, injectLiveReloadScript, type LiveReload, type LiveReloadMessage } from './live-reload.js'
import { RebuildScheduler } from './rebuild-scheduler.js'
import { WATCH_DEBOUNCE_MS, WATCH_FIRST_PAGES, WATCH_RECHECK_MS } from './serve-constants.js'
import { type SiteWatchEvent, watchSiteFiles } from './site-watcher.js'
import { type StaticServer, startStaticServer } from './static-server.js'
import { ignoredByWatch } from './watch-ignored.js'
import { initialWatchList, watchTargets } from './watch-list.js'
import { readLastOutput, writeLastOutput } from './last-output.js'
import { createViewedPages } from './viewed-pages.js'
import { createWatchRebuild, type WatchRebuild } from './watch-rebuild.js'
import { createWatchWorkers } from './watch-workers.js'

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

export async function watchSite(options: WatchSiteOptions): Promise<WatchedSite> {
  const configFile = path.resolve(options.configFile)
  const outDir = path.resolve(options.outDir)
  refuseOutDirHoldingSite(path.dirname(configFile), outDir)
  await mkdir(outDir, { recursive: true })
  const logError = options.logError ?? ((line: string) => console.error(line))
  const log = options.log ?? ((line: string) => console.log(line))

  const initial = initialWatchList(configFile, options.codeDirs)
  const { codeDirs } = initial
  let inputs: BuildInputs = initial.inputs
  let liveReload: LiveReload | undefined
  let closed = false
  const workerData = watchWorkerData(options)
  const workers = createWatchWorkers(workerData, options.firstWorker, () => closed)
  const { cacheDir } = workerData
  const siteDir = path.dirname(configFile)
  // the last session's pages, served while the first build runs (none without a cache folder)
  const lastOutput = cacheDir ? readLastOutput(cacheDir, siteDir, outDir) : undefined
  let lastOutputKept = lastOutput?.baseUrl
  const rechecks = createChangeRechecks(
    (file) => onChange('change', file),
    WATCH_RECHECK_MS,
    (file) => scheduler.hasPending((change) => change.file === file),
  )
  const viewed = createViewedPages(WATCH_FIRST_PAGES)
  const earlyPages = createEarlyPages()
  const session = createWatchRebuild({
    workers,
    early: { firstPaths: viewed.list, pages: earlyPages },
    rechecks,
    layout: () => ({
      configFiles: new Set(inputs.configFiles),
      codeDirs,
      staticDir: inputs.staticDir,
      siteCodeFiles: new Set(inputs.siteCodeFiles),
    }),
    closed: () => closed,
    baseUrl: lastOutput?.baseUrl,
    onInputs(next) {
      inputs = next
      watcher.add(watchTargets({ inputs, codeDirs }))
    },
    broadcast: (message) => liveReload?.broadcast(message),
    log,
    logError,
    onBuildStart: options.onBuildStart,
    onBuildEnd(build) {
      const { baseUrl } = session.state
      if (cacheDir && build.ok && lastOutputKept !== baseUrl) {
        lastOutputKept = baseUrl
        void writeLastOutput(cacheDir, siteDir, { outDir, baseUrl }).catch(() => {})
      }
      options.onBuildEnd?.(build)
    },
  })
  const scheduler = new RebuildScheduler<FileChange>(
    session.rebuild,
    options.debounceMs ?? WATCH_DEBOUNCE_MS,
    // a write the running build already read (chokidar may report one save twice) supersedes nothing
    (change) => rechecks.alreadyBuilt(change) || session.supersede(),
  )
  const watcher = watchSiteFiles(watchTargets({ inputs, codeDirs }), {
    ignored: ignoredByWatch(outDir),
    onEvent: (event, file) => onChange(event, file),
    onError: (error) => logError(`watch error: ${error instanceof Error ? error.message : String(error)}`),
  })
  const onChange = (event: SiteWatchEvent, file: string): void => {
    // a request from now until the quick pass of the rebuild covering this change waits for that pass
    if (!rechecks.alreadyBuilt({ event, file })) earlyPages.changeSeen()
    scheduler.add({ event, file })
    if (event === 'add' || event === 'change') rechecks.recheckLater(file)
  }

  // the first build, while chokidar scans (a change during it gets one more build); over the last session's output,
  // the server answers with it meanwhile instead of waiting (the build's end reloads the open pages)
  const firstBuild = scheduler.rebuildNow()
  await (lastOutput ? watcher.ready : Promise.all([firstBuild, watcher.ready]))
  if (lastOutput && !scheduler.isIdle())
    log("Serving the last session's pages while the site builds; open pages reload when it is done.")
  const servingLastOutput = () => lastOutput !== undefined && !session.state.hadGoodBuild && !session.state.lastError
  const rebuilds: RebuildsInFlight = {
    // a request during the first build over the last session's output is answered at once, from that output
    isIdle: () => servingLastOutput() || scheduler.isIdle(),
    whenIdle: () => scheduler.whenIdle(),
  }
  const served = await serveOutput(options, outDir, rebuilds, session, { pages: earlyPages, viewed })
  const { server } = served
  liveReload = served.liveReload

  return {
    /** the site's address: the server's, under the base URL */
    url: server.url.replace(/\/$/, '') + session.state.baseUrl,
    port: server.port,
    server,
    liveReload,
    get builds() {
      return session.builds
    },
    whenIdle: () => scheduler.whenIdle(),
    async close() {
      closed = true
      rechecks.close()
      scheduler.close()
      await watcher.close()
      await workers.close()
      await liveReload?.close()
      await server.close()
    },
  }
}

/** The output, served with the live-reload socket (pages that connect after a failed first build get its error). */
async function serveOutput(
  options: WatchSiteOptions,
  outDir: string,
  rebuilds: RebuildsInFlight,
  session: WatchRebuild,
  early: Omit<EarlyAnswers, 'baseUrl'>,
): Promise<{ server: StaticServer; liveReload: LiveReload }> {
  const server = await startStaticServer({
    root: outDir,
    port: options.port,
    host: options.host,
    allowedHosts: options.allowedHosts,
    strictPort: options.strictPort,
    injectIntoHtml: injectLiveReloadScript,
    onRequest: answerWhileBuilding(
      rebuilds,
      () => (session.state.hadGoodBuild ? undefined : session.state.lastError?.message),
      { ...early, baseUrl: () => session.state.baseUrl },
    ),
    baseUrl: () => session.state.baseUrl,
  })
  const liveReload = attachLiveReload(server.server, server.hostRule)
  const { lastError } = session.state
  if (lastError) liveReload.broadcast({ type: 'error', message: lastError.message })
  return { server, liveReload }
}

/** Watch mode rewrites the output folder: it may not hold the site. */
function refuseOutDirHoldingSite(siteDir: string, outDir: string): void {
  if (!isInside(siteDir, outDir)) return
  throw new BuildError('watch-out-dir', `The output folder ${outDir} holds the site itself; watch mode rewrites it.`, {
    hint: 'Pick another --out-dir (the default is build).',
  })
}
