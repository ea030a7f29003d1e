/**
 * The watcher's handle on a build worker thread (build-worker.ts): send a build request, get its reply. A worker
 * that dies (an uncaught error, or `terminate()`) answers its pending build with an error reply and is not
 * reused.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { GENERATOR_ROOT, PRECOMPILED } from '../generator-root.js'
import { siteCacheDir } from '../site-cache-dir.js'
import type {
  AbortRequest,
  BuildReply,
  BuildRequest,
  BuildWorkerData,
  FinishRequest,
  BuildProgress,
} from './build-worker-protocol.js'

/** From the sources: an entry that registers the TypeScript loader in the thread, then loads build-worker.ts. */
const SOURCE_ENTRY = pathToFileURL(path.join(GENERATOR_ROOT, 'src/serve/build-worker-entry.mjs'))
/** The generator's build step (bin/build-dist.js), a plain script beside the sources it compiles. */
const DIST_BUILDER = pathToFileURL(path.join(GENERATOR_ROOT, 'bin/build-dist.js'))

/**
 * The module a new worker starts from. The precompiled CLI starts each worker on the build of the current sources
 * (bin/build-dist.js, which builds them when they changed, as the CLI's first run after an edit does): a worker
 * started after a code change runs the new code, with no TypeScript loader to start. From the sources (tests,
 * HOTKEYS_DOCS_FROM_SOURCE=1), or when the sources do not compile, the worker runs them through the loader, which
 * reports a syntax error with its file and line. `sameCode`: the code has not changed since this process started
 * (its first worker).
 */
export async function buildWorkerEntry(options: { sameCode?: boolean } = {}): Promise<URL> {
  if (!PRECOMPILED) return SOURCE_ENTRY
  // the first worker of a session: the launcher has just checked that this build is current
  if (options.sameCode) return new URL('./build-worker.js', import.meta.url)
  try {
    const { currentDist } = (await import(DIST_BUILDER.href)) as { currentDist(): Promise<string> }
    return pathToFileURL(path.join(await currentDist(), 'src/serve/build-worker.js'))
  } catch {
    return SOURCE_ENTRY
  }
}

/** The worker data of a watch session (watch-site.ts) from its options. */
export function watchWorkerData(options: {
  configFile: string
  outDir: string
  searchBackend?: 'local' | 'algolia'
  cacheDir?: string | false
}): BuildWorkerData {
  const configFile = path.resolve(options.configFile)
  return {
    configFile,
    outDir: path.resolve(options.outDir),
    searchBackend: options.searchBackend,
    cacheDir: cacheDirFor(path.dirname(configFile), options.cacheDir),
  }
}

/** Where a session's caches outlive it (markdown, client bundle): by default the site's node_modules/.cache/hotkeys-docs. */
function cacheDirFor(siteDir: string, option: string | false | undefined): string | undefined {
  if (option === false) return undefined
  if (option !== undefined) return path.resolve(option)
  return siteCacheDir(siteDir)
}

export interface BuildWorker {
  /** a build; `onProgress` hears of its quick pass's end and of each first page as soon as it is rendered */
  build(request: Omit<BuildRequest, 'id'>, onProgress?: (message: BuildProgress) => void): Promise<BuildReply>
  readonly alive: boolean
  /** stops the build running, if any, at its next step (its reply says `aborted`) */
  abort(): void
  terminate(): Promise<void>
  /** lets the worker write its markdown cache and end; stops it after `maxMs` */
  finish(maxMs: number): Promise<void>
}

export async function startBuildWorker(
  data: BuildWorkerData,
  options: { sameCode?: boolean } = {},
): Promise<BuildWorker> {
  const worker = new Worker(await buildWorkerEntry(options), {
    workerData: data,
    // builds render React the way production builds do (the CLI launcher defaults NODE_ENV the same way)
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
  })
  let alive = true
  let nextId = 1
  const pending = new Map<number, (reply: BuildReply) => void>()
  const pageListeners = new Map<number, (message: BuildProgress) => void>()
  const failAll = (message: string): void => {
    alive = false
    for (const [id, resolve] of pending) resolve({ id, ok: false, error: { message } })
    pending.clear()
    pageListeners.clear()
  }
  worker.on('message', (reply: BuildReply | BuildProgress) => {
    if (!('ok' in reply)) return void pageListeners.get(reply.id)?.(reply)
    pending.get(reply.id)?.(reply)
    pending.delete(reply.id)
    pageListeners.delete(reply.id)
  })
  worker.on('error', (error) =>
    failAll(`The build worker crashed: ${error instanceof Error ? error.message : String(error)}`),
  )
  worker.on('exit', (code) => failAll(`The build worker stopped (exit code ${code}).`))

  return {
    build(request, onProgress) {
      if (!alive) return Promise.resolve({ id: 0, ok: false, error: { message: 'The build worker is not running.' } })
      const id = nextId++
      return new Promise((resolve) => {
        pending.set(id, resolve)
        if (onProgress) pageListeners.set(id, onProgress)
        worker.postMessage({ ...request, id } satisfies BuildRequest)
      })
    },
    get alive() {
      return alive
    },
    abort() {
      if (alive && pending.size > 0) worker.postMessage({ abort: true } satisfies AbortRequest)
    },
    async terminate() {
      alive = false
      await worker.terminate()
    },
    async finish(maxMs) {
      if (!alive) return
      alive = false
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
      const timer = setTimeout(() => void worker.terminate(), maxMs)
      worker.postMessage({ finish: true } satisfies FinishRequest)
      await exited
      clearTimeout(timer)
    },
  }
}
