/**
 * Renders live blocks at build time without letting them touch the build: each block runs on a thread of its own
 * (live-render-worker.ts), in an isolated context holding only its library's realm (live-realm-script.ts), with
 * a time limit per block. The build waits for each answer a little longer than the limit; when none comes (a block
 * the limit could not stop) or the thread dies (a block that exhausts its memory), the thread is ended, that
 * block's answer is the failure, and the next block gets a new thread. Blocks are rendered one at a time, so each
 * limit is that block's own.
 *
 * A build makes a renderer and closes it once its blocks are rendered; a watch session keeps one from build to
 * build (its realm scripts bundled and its thread started once; an idle thread does not keep the process alive).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PRECOMPILED } from '../generator-root.js'
import { bundleLiveRealm } from './live-realm-script.js'
import type { LiveRealmAnswer, LiveRenderReady, LiveRenderReply, LiveRenderRequest } from './live-render-protocol.js'

/** How long one block may take to render at build time (README "Live code blocks"). */
export const LIVE_RENDER_TIME_LIMIT_MS = 2_000

/** The render thread's heap: a block that fills it ends the thread, not the build. */
const LIVE_RENDER_HEAP_MB = 256

export interface LiveRendererOptions {
  /** the time limit of each block (default LIVE_RENDER_TIME_LIMIT_MS) */
  timeLimitMs?: number
  /**
   * how long the build waits for an answer before it ends the thread (default: twice the limit plus a second); an
   * answer within the limit always comes first unless the limit failed to stop the block
   */
  deadlineMs?: number
}

export interface LiveRenderJob {
  library: string
  /** the body of a function of `scope` that returns the block's `__live` function */
  code: string
  noInline: boolean
  identifierPrefix: string
}

export type LiveRenderOutcome = LiveRealmAnswer | { timedOut: true } | { crashed: string }

export interface LiveRenderer {
  readonly timeLimitMs: number
  /** starts bundling these libraries' realm scripts (off this thread, by esbuild) ahead of the first block, and (precompiled CLI) the thread */
  prepare(libraries: string[]): void
  /** the names of a library's live scope, as its realm has them */
  scopeNames(library: string): Promise<string[]>
  render(job: LiveRenderJob): Promise<LiveRenderOutcome>
  /** ends the thread (pending renders are answered first) */
  close(): Promise<void>
}

export function startLiveRenderer(options: LiveRendererOptions = {}): LiveRenderer {
  const timeLimitMs = options.timeLimitMs ?? LIVE_RENDER_TIME_LIMIT_MS
  const deadlineMs = options.deadlineMs ?? timeLimitMs * 2 + 1_000
  const realmScripts = new Map<string, Promise<string>>()
  const scopeNames = new Map<string, Promise<string[]>>()
  let thread: RenderThread | undefined
  let nextId = 1
  /** requests go out one at a time, in order */
  let queue: Promise<unknown> = Promise.resolve()

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work)
    queue = result.catch(() => {})
    return result
  }

  /** The realm script of a library, bundled once (a failed bundle, e.g. a package missing, is tried again). */
  const realmScript = (library: string): Promise<string> => {
    let script = realmScripts.get(library)
    if (!script) {
      script = bundleLiveRealm(library)
      realmScripts.set(library, script)
      script.catch(() => realmScripts.delete(library))
    }
    return script
  }

  /** Ends the thread: after a block that timed out or crashed it, the next block gets a new one. */
  const endThread = async () => {
    const ended = thread
    thread = undefined
    await ended?.end()
  }

  /** The thread (started if needed) with the library's realm loaded, and the realm's scope names (JSON). */
  async function threadWithRealm(library: string): Promise<{ thread: RenderThread; names: string }> {
    const current = (thread ??= startThread())
    const loaded = current.realms.get(library)
    if (loaded !== undefined) return { thread: current, names: loaded }
    const script = await realmScript(library)
    const reply = await current.send({ kind: 'realm', id: nextId++, library, script, timeLimitMs }, deadlineMs)
    if (!('answer' in reply)) {
      await endThread()
      throw new Error(`The live realm of ${library} could not be started: ${'timedOut' in reply ? 'it timed out' : 'failed' in reply ? reply.failed : reply.crashed}`)
    }
    current.realms.set(library, reply.answer)
    return { thread: current, names: reply.answer }
  }

  const renderer: LiveRenderer = {
    timeLimitMs,
    prepare(libraries) {
      // a library that fails is reported by the first block that needs it
      for (const library of libraries) {
        realmScript(library).catch(() => {})
        // the precompiled CLI also starts its thread and loads the realms now; from the sources the thread would
        // load a TypeScript loader first, so it starts only when a block needs it
        if (PRECOMPILED) renderer.scopeNames(library).catch(() => {})
      }
    },
    scopeNames(library) {
      let names = scopeNames.get(library)
      if (!names) {
        names = enqueue(() => threadWithRealm(library)).then(({ names }) => {
          const parsed: unknown = JSON.parse(names)
          if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string')) throw new Error(`The live realm of ${library} has no scope`)
          return parsed as string[]
        })
        scopeNames.set(library, names)
        names.catch(() => scopeNames.delete(library))
      }
      return names
    },
    render(job) {
      return enqueue(async (): Promise<LiveRenderOutcome> => {
        const { thread: current } = await threadWithRealm(job.library)
        const reply = await current.send({ kind: 'render', id: nextId++, ...job, timeLimitMs }, deadlineMs)
        if ('answer' in reply) return readAnswer(reply.answer)
        // the block may have left the thread in any state
        if ('timedOut' in reply || 'crashed' in reply) await endThread()
        if ('timedOut' in reply) return { timedOut: true }
        return { crashed: 'failed' in reply ? reply.failed : reply.crashed }
      })
    },
    async close() {
      await queue
      await endThread()
    },
  }
  return renderer
}

/** The realm's answer, checked: whatever a block did, only a string of HTML or an error message comes out. */
function readAnswer(text: string): LiveRealmAnswer {
  try {
    const value = JSON.parse(text) as Record<string, unknown>
    if (typeof value?.html === 'string') return { html: value.html }
    if (typeof value?.error === 'string') return { error: value.error, line: typeof value.line === 'number' && Number.isInteger(value.line) ? value.line : undefined }
  } catch {
    // below
  }
  return { error: 'Its result cannot be read.' }
}

type ThreadReply = LiveRenderReply | { id: number; crashed: string }

interface RenderThread {
  /** library → its scope names (JSON), for the realms this thread has loaded */
  realms: Map<string, string>
  /** sends one request and waits for its reply, at most `deadlineMs` (then the reply is a timeout) */
  send(request: LiveRenderRequest, deadlineMs: number): Promise<ThreadReply>
  end(): Promise<void>
}

function startThread(): RenderThread {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), PRECOMPILED ? 'live-render-worker.js' : 'live-render-worker-entry.mjs')
  // nothing of the build's environment: were a block ever to reach this thread, it would find no secrets there
  const worker = new Worker(entry, { env: {}, resourceLimits: { maxOldGenerationSizeMb: LIVE_RENDER_HEAP_MB }, stdout: true, stderr: true })
  // an idle thread does not keep the process alive (a watch session keeps its renderer between builds)
  worker.unref()
  let exited: string | undefined
  let pending: ((reply: ThreadReply) => void) | undefined
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  worker.on('message', (message: LiveRenderReply | LiveRenderReady) => {
    if ('ready' in message) markReady()
    else pending?.(message)
  })
  worker.on('error', (error) => {
    exited = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? `It used more than ${LIVE_RENDER_HEAP_MB} MB of memory.` : `The live render thread failed: ${error.message}`
  })
  worker.on('exit', () => {
    exited ??= 'The live render thread stopped.'
    markReady()
    pending?.({ id: 0, crashed: exited })
  })
  return {
    realms: new Map(),
    async send(request, deadlineMs) {
      // the thread keeps the process alive while the build waits for it, and only then
      worker.ref()
      try {
        await ready
        if (exited !== undefined) return { id: request.id, crashed: exited }
        return await answerOf(request, deadlineMs)
      } finally {
        worker.unref()
      }
    },
    async end() {
      pending = undefined
      await worker.terminate()
    },
  }

  function answerOf(request: LiveRenderRequest, deadlineMs: number): Promise<ThreadReply> {
    return new Promise<ThreadReply>((resolve) => {
      const timer = setTimeout(() => finish({ id: request.id, timedOut: true }), deadlineMs)
      function finish(reply: ThreadReply) {
        clearTimeout(timer)
        pending = undefined
        resolve(reply)
      }
      pending = (reply) => {
        if (reply.id === request.id || 'crashed' in reply) finish(reply)
      }
      worker.postMessage(request)
    })
  }
}
