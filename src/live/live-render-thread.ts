/**
 * One live render thread (live-render-worker.ts), as the build sees it. A request goes out as soon as it is sent:
 * the thread answers its requests one at a time, in order, so it never waits for the build between two blocks.
 * Each request has a deadline, which runs while the thread works on it: from the previous answer (or from the
 * thread being ready) on. A request past its deadline, or the thread dying (a block that exhausted its memory),
 * ends the thread: that request's answer is the failure, and the requests sent after it are answered `abandoned`,
 * for the renderer to send to a new thread.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PRECOMPILED } from '../generator-root.js'
import type {
  LiveRenderReady,
  LiveRenderReply,
  LiveRenderRequest,
  LiveRenderThreadData,
} from './live-render-protocol.js'

/** The render thread's heap: a block that fills it ends the thread, not the build. */
export const LIVE_RENDER_HEAP_MB = 256

export type ThreadReply = LiveRenderReply | { id: number; crashed: string } | { id: number; abandoned: true }

export interface RenderThread {
  /** the thread has ended (every later request is answered `abandoned`) */
  readonly ended: boolean
  send(request: LiveRenderRequest, deadlineMs: number): Promise<ThreadReply>
  end(): Promise<void>
}

interface InFlight {
  request: LiveRenderRequest
  deadlineMs: number
  answer: (reply: ThreadReply) => void
  timer?: ReturnType<typeof setTimeout>
}

export function startRenderThread(data: LiveRenderThreadData): RenderThread {
  const entry = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    PRECOMPILED ? 'live-render-worker.js' : 'live-render-worker-entry.mjs',
  )
  // nothing of the build's environment: were a block ever to reach this thread, it would find no secrets there
  const worker = new Worker(entry, {
    workerData: data,
    env: {},
    resourceLimits: { maxOldGenerationSizeMb: LIVE_RENDER_HEAP_MB },
    stdout: true,
    stderr: true,
  })
  // only a thread with work keeps the process alive (a watch session keeps its renderer between builds)
  worker.unref()
  const inFlight: InFlight[] = []
  let ready = false
  let crash: string | undefined
  let ended = false

  /** The request the thread works on now gets its deadline. */
  const startDeadline = () => {
    const head = inFlight[0]
    if (ready && head && !head.timer) head.timer = setTimeout(() => stop({ timedOut: true }), head.deadlineMs)
  }

  /** Ends the thread: the request it works on gets `failure`, the others are abandoned. */
  const stop = (failure: { timedOut: true } | { crashed: string }) => {
    ended = true
    inFlight.splice(0).forEach((pending, i) => {
      clearTimeout(pending.timer)
      pending.answer(i === 0 ? { id: pending.request.id, ...failure } : { id: pending.request.id, abandoned: true })
    })
    worker.unref()
    void worker.terminate()
  }

  worker.on('message', (message: LiveRenderReply | LiveRenderReady) => {
    if ('ready' in message) ready = true
    else if (inFlight[0]?.request.id === message.id) {
      const done = inFlight.shift()!
      clearTimeout(done.timer)
      done.answer(message)
      if (inFlight.length === 0) worker.unref()
    }
    startDeadline()
  })
  worker.on('error', (error) => {
    crash =
      (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `It used more than ${LIVE_RENDER_HEAP_MB} MB of memory.`
        : `The live render thread failed: ${error.message}`
  })
  worker.on('exit', () => stop({ crashed: crash ?? 'The live render thread stopped.' }))

  return {
    get ended() {
      return ended
    },
    send(request, deadlineMs) {
      if (ended) return Promise.resolve({ id: request.id, abandoned: true })
      return new Promise<ThreadReply>((answer) => {
        inFlight.push({ request, deadlineMs, answer })
        worker.ref()
        worker.postMessage(request)
        startDeadline()
      })
    },
    async end() {
      ended = true
      for (const pending of inFlight.splice(0)) {
        clearTimeout(pending.timer)
        pending.answer({ id: pending.request.id, abandoned: true })
      }
      await worker.terminate()
    },
  }
}
