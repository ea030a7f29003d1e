/**
 * The live code editor chunk is about 300 KB of JavaScript (76 KB gzip). Evaluating it is a long main-thread task
 * on a phone, so a page with live blocks only downloads it ahead of time: once the page has loaded and the browser
 * is idle, `<link rel="prefetch">` puts the chunk's bytes (and those of the chunks it imports that the page has
 * not loaded) in the HTTP cache, and nothing runs. The chunk is imported when a reader shows the intent to edit
 * (LiveCodeBlock). Never on 2g connections or with the data saver on (prefetch-policy.ts), once per page load.
 */
import { canPrefetch, currentConnection } from '../prefetch-policy.js'

/** Give up waiting for an idle period after this long (ms): prefetching is low priority anyway. */
const IDLE_TIMEOUT_MS = 5_000

/** Per page load: the live blocks mounted now, and whether the editor's chunk was prefetched (once per page load). */
let blocks = 0
let state: 'none' | 'scheduled' | 'done' = 'none'

/**
 * Called by each mounted live block with the editor's chunk URLs (site data `liveEditor`); returns the function
 * to call when the block unmounts. When the idle moment comes and no block is mounted any more (the reader
 * navigated on), nothing is fetched.
 */
export function prefetchLiveEditorWhenIdle(urls: readonly string[]): () => void {
  blocks++
  if (state === 'none' && urls.length > 0 && canPrefetch(currentConnection())) {
    state = 'scheduled'
    const prefetch = () => {
      if (blocks === 0 || !canPrefetch(currentConnection())) {
        state = 'none'
        return
      }
      state = 'done'
      // fetched already, or about to be (a modulepreload, a script)
      const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      for (const element of document.querySelectorAll('link[href], script[src]'))
        loaded.add(element.getAttribute('href') ?? element.getAttribute('src')!)
      for (const url of urls) {
        if (loaded.has(url)) continue
        const link = document.createElement('link')
        link.rel = 'prefetch'
        // the request of a module script (CORS, same-origin credentials), so the import finds it in the cache
        link.crossOrigin = 'anonymous'
        link.href = url
        document.head.appendChild(link)
      }
    }
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS })
      else setTimeout(prefetch, 1_000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }
  return () => {
    blocks--
  }
}
