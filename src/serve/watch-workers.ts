/**
 * The build worker of a watch session: the warm one, or a fresh one when code changed (Node caches modules), started
 * on the code compiled again (build-worker-client.ts). A replaced worker writes its markdown cache (for the new one,
 * and the next session) while the new one starts.
 */
import { startBuildWorker, type BuildWorker } from './build-worker-client.js'
import type { BuildProgress, BuildReply, BuildRequest, BuildWorkerData } from './build-worker-protocol.js'
import { WATCH_WORKER_FINISH_MAX_MS } from './serve-constants.js'

export interface WatchWorkers {
  /** a worker is there and running */
  readonly alive: boolean
  /**
   * The reply of a build on the worker (on a fresh one when `fresh`; the first build's may be started already), an
   * error reply when no worker could run it, undefined when the session closed while a worker started.
   */
  build(
    build: { number: number; fresh: boolean },
    request: Omit<BuildRequest, 'id'>,
    onProgress?: (message: BuildProgress) => void,
  ): Promise<BuildReply | undefined>
  /** stops the build running on the worker, if any, at its next step (its reply says `aborted`) */
  abort(): void
  /** lets the workers finish (each writes its markdown cache), stopping any after WATCH_WORKER_FINISH_MAX_MS */
  close(): Promise<void>
}

export function createWatchWorkers(
  workerData: BuildWorkerData,
  firstWorker: Promise<BuildWorker> | undefined,
  closed: () => boolean,
): WatchWorkers {
  let worker: BuildWorker | undefined
  const finishing = new Set<Promise<void>>()
  const finish = (old: BuildWorker): void => {
    const done = old.finish(WATCH_WORKER_FINISH_MAX_MS).finally(() => finishing.delete(done))
    finishing.add(done)
  }

  /** the fresh worker, or undefined when the session closed meanwhile (the worker is then stopped) */
  async function replaceWorker(buildNumber: number): Promise<BuildWorker | undefined> {
    if (worker) finish(worker)
    worker = undefined
    const started =
      buildNumber === 1 && firstWorker
        ? await firstWorker
        : await startBuildWorker(workerData, { sameCode: buildNumber === 1 })
    if (closed()) return void (await started.terminate())
    worker = started
    return started
  }

  return {
    get alive() {
      return worker?.alive === true
    },
    async build({ number, fresh }, request, onProgress) {
      try {
        const builder = fresh ? await replaceWorker(number) : worker
        return await builder?.build(request, onProgress)
      } catch (error) {
        const message = `The build worker could not run: ${error instanceof Error ? error.message : String(error)}`
        return { id: 0, ok: false, error: { message } }
      }
    },
    abort() {
      worker?.abort()
    },
    async close() {
      if (worker) finish(worker)
      await Promise.all(finishing)
    },
  }
}
