/** The worker side of WorkerPool: answers each batch with one outcome per task, in order. */
import { type MessagePort, parentPort } from 'node:worker_threads'
import type { BatchReply, NoticeMessage, PoolMessage, TaskOutcome } from './worker-pool.js'

export interface ServeTasksOptions {
  /** data broadcast to every worker */
  onShared?: (shared: unknown) => void
  /** how a thrown error crosses to the main thread (default: as is, structured clone) */
  serializeError?: (error: unknown) => unknown
  /** a port to each other worker of the pool (WorkerPool's `peers`), before any task; `notify` as a task's */
  onPeers?: (ports: MessagePort[], notify: (notice: unknown) => void) => void
}

/**
 * `handle` may tell the main thread how a task is going (`notify`: WorkerPool.run's `onNotice`), and may answer
 * later (a promise: the worker's event loop turns meanwhile, e.g. to serve its peers)
 */
export function serveTasks<T, R>(
  handle: (task: T, notify: (notice: unknown) => void) => R | Promise<R>,
  options: ServeTasksOptions = {},
): void {
  if (!parentPort) throw new Error('serveTasks runs in a worker thread')
  const port = parentPort
  const serializeError = options.serializeError ?? ((error: unknown) => error)
  const notify = (notice: unknown) => port.postMessage({ notice } satisfies NoticeMessage)
  port.on('message', async (message: PoolMessage<T>) => {
    if ('shared' in message) {
      options.onShared?.(message.shared)
      return
    }
    if ('peers' in message) {
      options.onPeers?.(message.peers, notify)
      return
    }
    const outcomes: Array<TaskOutcome<R>> = []
    for (const task of message.tasks) {
      try {
        outcomes.push({ ok: true, value: await handle(task, notify) })
      } catch (error) {
        outcomes.push({ ok: false, error: serializeError(error) })
      }
    }
    const reply: BatchReply<R> = { batch: message.batch, outcomes }
    port.postMessage(reply)
  })
}
