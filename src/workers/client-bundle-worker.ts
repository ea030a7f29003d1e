/**
 * The client bundle's worker thread (client-bundle-off-thread.ts): bundles once and answers with the bundle or
 * the error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { bundleSiteClient } from '../bundle/site-client-bundle.js'
import { serializeThreadError } from './thread-errors.js'
import type { ClientBundleJob } from './client-bundle-off-thread.js'

const { input, mdxParses } = workerData as ClientBundleJob
try {
  // each parse is this thread's own copy, compiled once
  const reuse = { mdxParseOf: (file: string) => mdxParses[file] }
  parentPort!.postMessage({ ok: true, bundle: await bundleSiteClient(input, reuse) })
} catch (error) {
  parentPort!.postMessage({ ok: false, error: serializeThreadError(error) })
}
