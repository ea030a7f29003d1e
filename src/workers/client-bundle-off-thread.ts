/**
 * The client bundle, made on a worker thread while the main thread renders the Markdown. On the main thread
 * esbuild would wait for it: its plugins (virtual modules, shell-in-every-part) answer every resolve and load
 * from JavaScript, which runs only when the main thread's event loop turns, and the markdown stage holds it for
 * most of the build (this site: the bundle finished ~0.25 s after the Markdown instead of alongside it).
 *
 * Off thread only in the precompiled CLI (a thread from the TypeScript sources would need its own loader);
 * HOTKEYS_DOCS_WORKERS=0 keeps it on the calling thread. Watch mode passes its cache: the same input gives the
 * cached bundle until the watcher empties it; then the cache's store (the bundle the last session left) is asked;
 * only when both miss is a bundle made, off thread like a production build's (a cold `serve --watch` without
 * caches: the bundle finished ~0.2 s after the Markdown on the build worker's own thread, and ~0.3 s before it on
 * a thread of its own).
 *
 * The thread may be started before its job is known (startClientBundleThread, right after the config): it loads its
 * modules and Prism's themes while the main thread lists the content modules, whose list the job needs (the
 * react-hotkeys-hook Docusaurus folder: the thread spent its first ~0.2-0.4 s loading, after the listing, and the
 * main thread waited for its bundle at the end).
 */
import { Worker } from 'node:worker_threads'
import type { ClientBundle, ClientBundleCache } from '../bundle/bundle-client.js'
import path from 'node:path'
import { bundleSiteClient, type SiteBundleInput, type SiteBundleReuse } from '../bundle/site-client-bundle.js'
import type { MdxParse } from '../markdown/render-markdown.js'
import { PRECOMPILED } from '../generator-root.js'
import { deserializeThreadError, type SerializedError } from './thread-errors.js'

type Reply = { ok: true; bundle: ClientBundle } | { ok: false; error: SerializedError }

/** what the worker thread is given: the input, and the `.mdx` parses it may reuse (copied to it by the message) */
export interface ClientBundleJob {
  input: SiteBundleInput
  mdxParses: Record<string, MdxParse | undefined>
}

export interface OffThreadOptions {
  env?: NodeJS.ProcessEnv
  reuse?: SiteBundleReuse
  /** a thread started ahead (startClientBundleThread): given the job if a bundle is made, else closed */
  thread?: ClientBundleThread
}

/** A client bundle thread, started before its job: it loads its modules meanwhile. */
export interface ClientBundleThread {
  /** makes the bundle; a thread runs one job */
  run(job: ClientBundleJob): Promise<ClientBundle>
  /** ends the thread (after its job, or instead of one) */
  close(): void
}

/** Starts the client bundle's thread now, or undefined where the bundle is made on the calling thread. */
export function startClientBundleThread(env: NodeJS.ProcessEnv = process.env): ClientBundleThread | undefined {
  if (!PRECOMPILED || env.HOTKEYS_DOCS_WORKERS === '0') return undefined
  const worker = new Worker(new URL('./client-bundle-worker.js', import.meta.url))
  const reply = new Promise<ClientBundle>((resolve, reject) => {
    worker.once('message', (reply: Reply) => {
      if (reply.ok) resolve(reply.bundle)
      else reject(deserializeThreadError(reply.error))
    })
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`The client bundle's worker thread stopped (exit code ${code}) before answering`)),
    )
  })
  // an unused thread's end is no error
  reply.catch(() => {})
  return {
    run(job) {
      worker.postMessage(job)
      return reply
    },
    close: () => void worker.terminate(),
  }
}

export async function bundleClientOffThread(
  input: SiteBundleInput,
  cache?: ClientBundleCache,
  { env = process.env, reuse = {}, thread }: OffThreadOptions = {},
): Promise<ClientBundle> {
  const bundle = (input: SiteBundleInput) => {
    const onThread = thread ?? startClientBundleThread(env)
    return onThread ? onThread.run(threadJob(input, reuse)) : bundleSiteClient(input, reuse)
  }
  if (!cache) return bundle(input)
  const key = JSON.stringify(input)
  if (cache.bundle && cache.key === key) {
    thread?.close()
    return cache.bundle
  }
  const stored = await cache.store?.load(key)
  if (stored) {
    thread?.close()
    return Object.assign(cache, { key, bundle: stored }).bundle
  }
  const made = await bundle(input)
  Object.assign(cache, { key, bundle: made, made: (cache.made ?? 0) + 1 })
  cache.store?.save(key, made)
  return made
}

/** the content modules' parses, by path relative to the site folder, as the bundle's `.mdx` plugin asks for them */
function threadJob(input: SiteBundleInput, reuse: SiteBundleReuse): ClientBundleJob {
  const files = input.siteDir && reuse.mdxParseOf ? (input.contentModuleFiles ?? []) : []
  return {
    input,
    mdxParses: Object.fromEntries(
      files.map((file) => {
        const relative = path.relative(input.siteDir!, file)
        return [relative, reuse.mdxParseOf!(relative)]
      }),
    ),
  }
}
