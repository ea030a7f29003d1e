/**
 * The build worker thread: one watch session (watch-build.ts) answering the watcher's build requests, one at a
 * time (the watcher never sends the next before the reply). The precompiled CLI starts it directly, from the
 * current compile of the sources; from the sources it is started by build-worker-entry.mjs, which registers the
 * TypeScript loader first. Ended by the watcher when code changes, since Node cannot forget the modules this
 * thread imported.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { BuildWorkerData, WorkerRequest } from './build-worker-protocol.js'
import { createWatchBuild } from './watch-build.js'

const session = createWatchBuild(workerData as BuildWorkerData)

parentPort!.on('message', (request: WorkerRequest) => {
  if ('finish' in request) return void session.stored().finally(() => process.exit(0))
  if ('abort' in request) return session.abort()
  void session.run(request, (ready) => parentPort!.postMessage(ready)).then((reply) => parentPort!.postMessage(reply))
})
