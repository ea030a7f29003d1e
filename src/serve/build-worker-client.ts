/**
 * The watcher's handle on a build worker thread (build-worker.ts): send a build request, get its reply. A worker
 * that dies (an uncaught error, or `terminate()`) answers its pending build with an error reply and is not
 * reused.
 */
import { Worker } from 'node:worker_threads'
import type { BuildReply, BuildRequest, BuildWorkerData } from './build-worker-protocol.js'

const WORKER_ENTRY = new URL('./build-worker-entry.mjs', import.meta.url)

export interface BuildWorker {
  build(request: Omit<BuildRequest, 'id'>): Promise<BuildReply>
  readonly alive: boolean
  terminate(): Promise<void>
}

export function startBuildWorker(data: BuildWorkerData): BuildWorker {
  const worker = new Worker(WORKER_ENTRY, {
    workerData: data,
    // builds render React the way production builds do (the CLI launcher defaults NODE_ENV the same way)
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
  })
  let alive = true
  let nextId = 1
  const pending = new Map<number, (reply: BuildReply) => void>()
  const failAll = (message: string): void => {
    alive = false
    for (const [id, resolve] of pending) resolve({ id, ok: false, error: { message } })
    pending.clear()
  }
  worker.on('message', (reply: BuildReply) => {
    pending.get(reply.id)?.(reply)
    pending.delete(reply.id)
  })
  worker.on('error', (error) => failAll(`The build worker crashed: ${error instanceof Error ? error.message : String(error)}`))
  worker.on('exit', (code) => failAll(`The build worker stopped (exit code ${code}).`))

  return {
    build(request) {
      if (!alive) return Promise.resolve({ id: 0, ok: false, error: { message: 'The build worker is not running.' } })
      const id = nextId++
      return new Promise((resolve) => {
        pending.set(id, resolve)
        worker.postMessage({ ...request, id } satisfies BuildRequest)
      })
    },
    get alive() {
      return alive
    },
    async terminate() {
      alive = false
      await worker.terminate()
    },
  }
}
