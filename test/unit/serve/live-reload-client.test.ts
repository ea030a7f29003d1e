// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { liveReloadClientScript, ROUTE_DATA_CHANGED_EVENT } from '../../../src/serve/live-reload.js'
import { LIVE_RELOAD_PATH, LIVE_RELOAD_RECONNECT_MS } from '../../../src/serve/serve-constants.js'

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket {
  static instances: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.instances.push(this)
  }
  open(): void {
    this.onopen?.()
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
  drop(): void {
    this.onclose?.()
  }
}

/**
 * Runs the client script with fakes for the globals it must not really use here (location.reload cannot
 * be stubbed in jsdom, and no server is listening). `window` and `document` are jsdom's.
 */
function runClient(): { reloads: () => number; timers: Array<{ fn: () => void; ms: number }> } {
  let reloads = 0
  const timers: Array<{ fn: () => void; ms: number }> = []
  const fakeLocation = { protocol: 'http:', host: '127.0.0.1:3000', reload: () => void reloads++ }
  const run = new Function('location', 'WebSocket', 'setTimeout', liveReloadClientScript())
  run(fakeLocation, FakeSocket, (fn: () => void, ms: number) => timers.push({ fn, ms }))
  return { reloads: () => reloads, timers }
}

const overlay = (): HTMLElement | null => document.getElementById('__hd_live_overlay')

afterEach(() => {
  FakeSocket.instances = []
  delete (window as unknown as Record<string, unknown>).__hdLiveReload
  document.body.innerHTML = ''
})

describe('live-reload client script', () => {
  it('connects to the page origin at the live-reload path, once even if injected twice', () => {
    runClient()
    runClient()
    expect(FakeSocket.instances.map((s) => s.url)).toEqual([`ws://127.0.0.1:3000${LIVE_RELOAD_PATH}`])
  })

  it('reloads on reload', () => {
    const client = runClient()
    const socket = FakeSocket.instances[0]!
    socket.open()
    socket.receive({ type: 'reload' })
    expect(client.reloads()).toBe(1)
  })

  it('shows an error as text, never as markup, and removes it on ok', () => {
    const client = runClient()
    const socket = FakeSocket.instances[0]!
    socket.open()
    const hostile = 'content/docs/x.md:1:1  <img src=x onerror="window.__pwned=1"><b>bold</b>'
    socket.receive({ type: 'error', message: hostile })
    expect(overlay()?.textContent).toBe(hostile)
    expect(overlay()?.querySelector('img, b')).toBeNull()
    expect(getComputedStyle(overlay()!).position).toBe('fixed')
    socket.receive({ type: 'error', message: 'second error' })
    expect(document.querySelectorAll('#__hd_live_overlay')).toHaveLength(1)
    expect(overlay()?.textContent).toBe('second error')
    socket.receive({ type: 'ok' })
    expect(overlay()).toBeNull()
    expect(client.reloads()).toBe(0)
  })

  it('route-data: lets the router take it (preventDefault), otherwise reloads', () => {
    const client = runClient()
    const socket = FakeSocket.instances[0]!
    socket.open()
    socket.receive({ type: 'route-data', path: '/docs/intro' })
    expect(client.reloads()).toBe(1)
    const seen: string[] = []
    const handler = (event: Event): void => {
      seen.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault()
    }
    window.addEventListener(ROUTE_DATA_CHANGED_EVENT, handler)
    try {
      socket.receive({ type: 'route-data', path: '/docs/api' })
    } finally {
      window.removeEventListener(ROUTE_DATA_CHANGED_EVENT, handler)
    }
    expect(seen).toEqual(['/docs/api'])
    expect(client.reloads()).toBe(1)
  })

  it('route-data without a router: only the page showing that route reloads', () => {
    document.body.innerHTML =
      '<script id="__HD_DATA__" type="application/json">{"route":{"path":"/docs/intro","kind":"doc"}}</script>'
    const client = runClient()
    const socket = FakeSocket.instances[0]!
    socket.open()
    socket.receive({ type: 'route-data', path: '/docs/api' })
    expect(client.reloads()).toBe(0)
    socket.receive({ type: 'route-data', path: '/docs/intro' })
    expect(client.reloads()).toBe(1)
  })

  it('ignores malformed messages', () => {
    const client = runClient()
    const socket = FakeSocket.instances[0]!
    socket.open()
    for (const junk of ['not json', 'null', '42', '{"type":7}', '{"type":"unknown"}']) socket.receive(junk)
    expect(client.reloads()).toBe(0)
    expect(overlay()).toBeNull()
  })

  it('reconnects after losing the server and reloads once it is back', () => {
    const client = runClient()
    FakeSocket.instances[0]!.open()
    FakeSocket.instances[0]!.drop()
    expect(client.timers.map((t) => t.ms)).toEqual([LIVE_RELOAD_RECONNECT_MS])
    client.timers[0]!.fn()
    expect(FakeSocket.instances).toHaveLength(2)
    expect(client.reloads()).toBe(0)
    FakeSocket.instances[1]!.open()
    expect(client.reloads()).toBe(1)
  })

  it('does not reload on its first connection', () => {
    const client = runClient()
    FakeSocket.instances[0]!.open()
    expect(client.reloads()).toBe(0)
  })
})
