/** The worker side of WorkerPool: answers each batch with one outcome per task, in order. */
import { parentPort } from 'node:worker_threads'
import type { BatchReply, NoticeMessage, PoolMessage, TaskOutcome } from './worker-pool.js'

export interface ServeTasksOptions {
  /** data broadcast to every worker */
  onShared?: (shared: unknown) => void
  /** how a thrown error crosses to the main thread (default: as is, structured clone) */
  serializeError?: (error: unknown) => unknown
}

/** `handle` may tell the main thread how a task is going (`notify`: WorkerPool.run's `onNotice`) */
export function serveTasks<T, R>(
  handle: (task: T, notify: (notice: unknown) => void) => R,
  options: ServeTasksOptions = {},
): void {
  if (!parentPort) throw new Error('serveTasks runs in a worker thread')
  const port = parentPort
  const serializeError = options.serializeError ?? ((error: unknown) => error)
  const notify = (notice: unknown) => port.postMessage({ notice } satisfies NoticeMessage)
  port.on('message', (message: PoolMessage<T>) => {
    if ('shared' in message) {
      options.onShared?.(message.shared)
      return
    }
    const outcomes = message.tasks.map((task): TaskOutcome<R> => {
      try {
        return { ok: true, value: handle(task, notify) }
      } catch (error) {
        return { ok: false, error: serializeError(error) }
      }
    })
    const reply: BatchReply<R> = { batch: message.batch, outcomes }
    port.postMessage(reply)
  })
}
