/**
 * The compiled live-block modules, by URL (the hast's `dataLiveModule`), as thenables that tell whether they have
 * settled (the editing session reads a loaded module synchronously).
 *
 * - Browser: the page head modulepreloads the page's modules; each block imports its own once mounted
 *   (templates/live/LiveCodeBlock.tsx) and hydrates its preview with it.
 * - Server: nothing is loaded; the page's HTML has each preview as the build rendered it in isolation
 *   (src/live/live-renderer.ts), which travels in the route data (hast `dataLivePreview`).
 */
import type { LiveModule } from '../../shared/live/run-live-function.js'

type Thenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/** Per page load: the modules imported so far (the page's blocks, and the editor's sessions, share them). */
const modules = new Map<string, Thenable<LiveModule>>()

/** The module at `url`: already settled, loading, or (in the browser) imported now. Undefined on the server, which runs no block. */
export function loadLiveModule(url: string): Promise<LiveModule> | undefined {
  let thenable = modules.get(url)
  if (thenable) return thenable
  if (typeof window === 'undefined') return undefined
  thenable = import(/* @vite-ignore */ url).then((module: LiveModule) => module) as Thenable<LiveModule>
  thenable.status = 'pending'
  thenable.then(
    (module) => {
      thenable!.status = 'fulfilled'
      thenable!.value = module
    },
    (reason: unknown) => {
      thenable!.status = 'rejected'
      thenable!.reason = reason
      // a later render (e.g. after navigating back) may try again
      modules.delete(url)
    },
  )
  modules.set(url, thenable)
  return thenable
}

/** The module at `url` when it has loaded, else undefined. */
export function loadedLiveModule(url: string): LiveModule | undefined {
  const thenable = modules.get(url)
  return thenable?.status === 'fulfilled' ? thenable.value : undefined
}
