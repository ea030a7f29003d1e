/**
 * The client bundle's worker thread (client-bundle-off-thread.ts): bundles once and answers with the bundle or
 * the error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { bundleSiteClient, type SiteBundleInput } from '../bundle/site-client-bundle.js'
import { serializeThreadError } from './thread-errors.js'

try {
  parentPort!.postMessage({ ok: true, bundle: await bundleSiteClient(workerData as SiteBundleInput) })
} catch (error) {
  parentPort!.postMessage({ ok: false, error: serializeThreadError(error) })
}
