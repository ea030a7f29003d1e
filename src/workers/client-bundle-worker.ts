/**
 * The client bundle's worker thread (client-bundle-off-thread.ts): loads what a bundle needs as soon as it starts
 * (its modules, Prism's themes), bundles the one job it is sent and answers with the bundle or the error.
 */
import { parentPort } from 'node:worker_threads'
import { bundleSiteClient } from '../bundle/site-client-bundle.js'
import { loadPrismThemes } from '../bundle/prism-theme-css.js'
import { serializeThreadError } from './thread-errors.js'
import type { ClientBundleJob } from './client-bundle-off-thread.js'

// every bundle reads the configured Prism themes: loaded while the job is being put together
loadPrismThemes().catch(() => {})
parentPort!.once('message', async ({ input, mdxParses }: ClientBundleJob) => {
  try {
    // each parse is this thread's own copy, compiled once
    const reuse = { mdxParseOf: (file: string) => mdxParses[file] }
    parentPort!.postMessage({ ok: true, bundle: await bundleSiteClient(input, reuse) })
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: serializeThreadError(error) })
  }
  parentPort!.close()
})
