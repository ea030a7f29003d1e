/**
 * A fixed set of worker threads that run a list of tasks and hand back the results in the tasks' order.
 * Tasks go out in small batches to whichever worker is free (a slow task does not hold up the others); a worker
 * answers each batch with one result per task, in order. A task that throws becomes `{ error }` in its place:
 * the pool itself fails only when a worker dies.
 *
 * The worker side is `serveTasks(handler, onShared)` (serve-tasks.ts).
 */
import { MessageChannel, type MessagePort, Worker, type ResourceLimits } from 'node:worker_threads'

export type TaskOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

/**
 * main → worker: a batch of tasks, data every later task may use (broadcast), or (first, with `peers`) one port
 * to each other worker of the pool
 */
export type PoolMessage<T> = { batch: number; tasks: T[] } | { shared: unknown } | { peers: MessagePort[] }
export type BatchRequest<T> = Extract<PoolMessage<T>, { batch: number }>
/** worker → main */
export interface BatchReply<R> {
  batch: number
  outcomes: Array<TaskOutcome<R>>
}

/** worker → main, while a task runs: how it is going (serveTasks' `notify`) */
export interface NoticeMessage {
  notice: unknown
}

export interface WorkerPoolOptions {
  /** module the workers run (it calls serveTasks) */
  entry: URL
  size: number
  workerData?: unknown
  /** tasks per message (default 8) */
  batchSize?: number
  resourceLimits?: ResourceLimits
  /** extra Node flags for the workers (e.g. a loader) */
  execArgv?: string[]
  /** connect every two workers by a channel of their own (serveTasks' `onPeers`), for work one task shares out */
  peers?: boolean
}

export class WorkerPool<T, R> {
  private readonly workers: Worker[]
  private closed = false

  constructor(private readonly options: WorkerPoolOptions) {
    this.workers = Array.from(
      { length: Math.max(1, options.size) },
      () =>
        new Worker(options.entry, {
          workerData: options.workerData,
          resourceLimits: options.resourceLimits,
          execArgv: options.execArgv,
        }),
    )
    // an idle pool must not keep the process alive
    for (const worker of this.workers) worker.unref()
    if (options.peers) connectPeers(this.workers)
  }

  get size(): number {
    return this.workers.length
  }

  /** Sends data to every worker (its `onShared`), ahead of the tasks that follow. */
  broadcast(shared: unknown): void {
    const message: PoolMessage<T> = { shared }
    for (const worker of this.workers) worker.postMessage(message)
  }

  /** Runs every task; the outcomes come back in the order of `tasks`. `onNotice`: what tasks tell as they run. */
  run(tasks: T[], onNotice?: (notice: unknown) => void): Promise<Array<TaskOutcome<R>>> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'))
    const batchSize = Math.max(1, this.options.batchSize ?? 8)
    const outcomes: Array<TaskOutcome<R>> = new Array(tasks.length)
    const batches: Array<{ start: number; tasks: T[] }> = []
    for (let start = 0; start < tasks.length; start += batchSize)
      batches.push({ start, tasks: tasks.slice(start, start + batchSize) })
    if (batches.length === 0) return Promise.resolve(outcomes)

    return new Promise((resolve, reject) => {
      let next = 0
      let done = 0
      let failed = false
      const cleanups: Array<() => void> = []
      const finish = (error?: unknown) => {
        for (const cleanup of cleanups) cleanup()
        if (error === undefined) resolve(outcomes)
        else reject(error)
      }
      const send = (worker: Worker) => {
        if (next >= batches.length) return
        const batch = next++
        const request: BatchRequest<T> = { batch, tasks: batches[batch].tasks }
        worker.postMessage(request)
      }
      for (const worker of this.workers) {
        worker.ref()
        const onMessage = (reply: BatchReply<R> | NoticeMessage) => {
          if ('notice' in reply) return onNotice?.(reply.notice)
          if (failed) return
          const { start } = batches[reply.batch]
          reply.outcomes.forEach((outcome, i) => {
            outcomes[start + i] = outcome
          })
          if (++done === batches.length) finish()
          else send(worker)
        }
        const onError = (error: unknown) => {
          if (failed) return
          failed = true
          finish(error)
        }
        const onExit = (code: number) =>
          onError(new Error(`a worker thread exited (code ${code}) while tasks were running`))
        worker.on('message', onMessage)
        worker.on('error', onError)
        worker.on('exit', onExit)
        cleanups.push(() => {
          worker.off('message', onMessage)
          worker.off('error', onError)
          worker.off('exit', onExit)
          worker.unref()
        })
      }
      for (const worker of this.workers) send(worker)
    })
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await Promise.all(this.workers.map((w) => w.terminate()))
  }
}

/** Sends each worker one port to every other worker (a channel per pair), before any task. */
function connectPeers(workers: Worker[]): void {
  const ports: MessagePort[][] = workers.map(() => [])
  for (let i = 0; i < workers.length; i++)
    for (let j = i + 1; j < workers.length; j++) {
      const { port1, port2 } = new MessageChannel()
      ports[i].push(port1)
      ports[j].push(port2)
    }
  workers.forEach((worker, i) => {
    const message: PoolMessage<never> = { peers: ports[i] }
    worker.postMessage(message, ports[i])
  })
}
