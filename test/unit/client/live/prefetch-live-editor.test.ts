// @vitest-environment jsdom
/**
 * The idle prefetch of the live editor chunk (src/client/live/prefetch-live-editor.ts): `<link rel="prefetch">`
 * for the chunks the page has not loaded, once per page, only while a live block is mounted, never on 2g or with
 * the data saver on (the shared prefetch policy).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const URLS = [
  '/assets/chunks/live-editor.AAAAAAAA.js',
  '/assets/chunks/sucrase.BBBBBBBB.js',
  '/assets/chunks/react.CCCCCCCC.js',
]

let idle: Array<() => void> = []
let connection: { saveData?: boolean; effectiveType?: string } | undefined

async function freshModule() {
  vi.resetModules()
  return import('../../../../src/client/live/prefetch-live-editor.js')
}

const prefetched = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.getAttribute('href'))

describe('prefetchLiveEditorWhenIdle', () => {
  beforeEach(() => {
    idle = []
    connection = undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection })
    // the page has loaded the shell's React chunk already
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}${URLS[2]}` } as PerformanceEntry,
    ])
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    document.head.innerHTML = ''
  })

  it('when idle, prefetches (crossorigin, as a module script is fetched) the chunks not loaded yet, once per page', async () => {
    const { prefetchLiveEditorWhenIdle } = await freshModule()
    prefetchLiveEditorWhenIdle(URLS)
    prefetchLiveEditorWhenIdle(URLS)
    expect(prefetched()).toEqual([])
    expect(idle).toHaveLength(1)
    idle[0]()
    expect(prefetched()).toEqual(URLS.slice(0, 2))
    expect(document.querySelector('link[rel="prefetch"]')?.getAttribute('crossorigin')).toBe('anonymous')
  })

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'prefetches nothing with %o',
    async (info) => {
      connection = info
      const { prefetchLiveEditorWhenIdle } = await freshModule()
      prefetchLiveEditorWhenIdle(URLS)
      for (const run of idle) run()
      expect(prefetched()).toEqual([])
    },
  )

  it('prefetches nothing when every block is gone by the idle time (the reader navigated on), and tries again with the next block', async () => {
    const { prefetchLiveEditorWhenIdle } = await freshModule()
    const unmount = prefetchLiveEditorWhenIdle(URLS)
    unmount()
    idle[0]()
    expect(prefetched()).toEqual([])
    prefetchLiveEditorWhenIdle(URLS)
    idle[1]()
    expect(prefetched()).toEqual(URLS.slice(0, 2))
  })
})
