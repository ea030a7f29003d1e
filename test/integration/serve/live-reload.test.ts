import os from 'node:os'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  attachLiveReload,
  injectLiveReloadScript,
  type LiveReload,
  type LiveReloadMessage,
} from '../../../src/serve/live-reload.js'
import { LIVE_RELOAD_PATH } from '../../../src/serve/serve-constants.js'
import { startStaticServer, type StaticServer } from '../../../src/serve/static-server.js'
import { makeSiteFixture, pageMarker, rawExchange, request, type SiteFixture } from './serve-fixture.js'

let site: SiteFixture
let server: StaticServer
let live: LiveReload
let origin: string
const opened: WebSocket[] = []

beforeAll(async () => {
  site = await makeSiteFixture({ trailingSlash: false })
  server = await startStaticServer({ root: site.root, port: 0, injectIntoHtml: injectLiveReloadScript })
  live = attachLiveReload(server.server, server.hostRule)
  origin = new URL(server.url).origin
})
afterEach(async () => {
  for (const ws of opened.splice(0)) ws.terminate()
  live.broadcast({ type: 'ok' }) // clear a standing error between tests
  await waitFor(() => live.clientCount() === 0)
})
afterAll(async () => {
  await live.close()
  await server.close()
  await site.cleanup()
})

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5))
}

/**
 * Connects (always to 127.0.0.1, the Host header says which name the page used) and resolves once open,
 * collecting every message from the start.
 */
function connect(
  options: { origin?: string; path?: string; host?: string; port?: number } = {},
): Promise<{ ws: WebSocket; messages: LiveReloadMessage[] }> {
  const port = options.port ?? server.port
  const url = `ws://127.0.0.1:${port}${options.path ?? LIVE_RELOAD_PATH}`
  const ws = new WebSocket(url, {
    ...(options.origin === undefined ? {} : { origin: options.origin }),
    ...(options.host ? { headers: { Host: options.host } } : {}),
  })
  opened.push(ws)
  const messages: LiveReloadMessage[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveReloadMessage))
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

describe('live-reload socket', () => {
  it('accepts a same-origin page and delivers broadcasts in order', async () => {
    const { messages } = await connect({ origin })
    await waitFor(() => live.clientCount() === 1)
    const sent: LiveReloadMessage[] = [
      { type: 'route-data', path: '/docs/intro' },
      { type: 'error', message: 'content/docs/intro.md:3:1  Unclosed directive' },
      { type: 'ok' },
      { type: 'reload' },
    ]
    for (const message of sent) live.broadcast(message)
    await waitFor(() => messages.length === sent.length)
    expect(messages).toEqual(sent)
  })

  it.each([
    ['another site', () => 'http://evil.example'],
    ['another port', () => 'http://127.0.0.1:1'],
    ['the same server under another name', () => `http://localhost:${server.port}`],
    ['https on the same host and port', () => `https://127.0.0.1:${server.port}`],
    ['an opaque origin', () => 'null'],
  ])('refuses %s with 403', async (_, foreign) => {
    await expect(connect({ origin: foreign() })).rejects.toThrow('refused 403')
    expect(live.clientCount()).toBe(0)
  })

  it('refuses a connection without an Origin header', async () => {
    await expect(connect()).rejects.toThrow('refused 403')
  })

  it('accepts a page opened at http://localhost:PORT (localhost reaches 127.0.0.1)', async () => {
    const host = `localhost:${server.port}`
    await connect({ origin: `http://${host}`, host })
    await waitFor(() => live.clientCount() === 1)
  })

  it('refuses a page on a name re-pointed at this machine (DNS rebinding), though Origin and Host agree', async () => {
    const host = `evil.example:${server.port}`
    await expect(connect({ origin: `http://${host}`, host })).rejects.toThrow('refused 403')
  })

  it('says which option allows a host it refuses; a name allowedHosts lists connects', async () => {
    const host = `evil.example:${server.port}`
    const upgrade = `GET ${LIVE_RELOAD_PATH} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`
    const answer = await rawExchange(server.port, upgrade)
    expect(answer).toMatch(/^HTTP\/1\.1 403 /)
    expect(answer).toContain('--allowed-hosts evil.example')

    const listed = await startStaticServer({ root: site.root, port: 0, allowedHosts: ['docs.test'] })
    const listedLive = attachLiveReload(listed.server, listed.hostRule)
    try {
      const allowed = `docs.test:${listed.port}`
      const { ws } = await connect({ port: listed.port, origin: `http://${allowed}`, host: allowed })
      ws.terminate()
      await expect(
        connect({
          port: listed.port,
          origin: `http://evil.example:${listed.port}`,
          host: `evil.example:${listed.port}`,
        }),
      ).rejects.toThrow('refused 403')
    } finally {
      await listedLive.close()
      await listed.close()
    }
  })

  it('answers 404 to upgrades on other paths', async () => {
    await expect(connect({ origin, path: '/__other' })).rejects.toThrow('refused 404')
  })

  it('sends a standing build error to a page that connects later, and forgets it after ok', async () => {
    live.broadcast({ type: 'error', message: 'broken' })
    const late = await connect({ origin })
    await waitFor(() => late.messages.length === 1)
    expect(late.messages).toEqual([{ type: 'error', message: 'broken' }])
    live.broadcast({ type: 'ok' })
    const later = await connect({ origin })
    await waitFor(() => live.clientCount() === 2)
    live.broadcast({ type: 'reload' })
    await waitFor(() => later.messages.length === 1)
    expect(later.messages).toEqual([{ type: 'reload' }])
  })
})

describe('live-reload socket on a server bound to all interfaces (--host 0.0.0.0)', () => {
  let wide: StaticServer
  let wideLive: LiveReload
  const lanAddress = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .find((info) => info.family === 'IPv4' && !info.internal)?.address
  beforeAll(async () => {
    wide = await startStaticServer({ root: site.root, port: 0, host: '0.0.0.0' })
    wideLive = attachLiveReload(wide.server, wide.hostRule)
  })
  afterAll(async () => {
    await wideLive.close()
    await wide.close()
  })

  it.each([
    ['127.0.0.1', () => `127.0.0.1:${wide.port}`],
    ['localhost', () => `localhost:${wide.port}`],
  ])('accepts a page opened at http://%s:PORT', async (_, host) => {
    const { ws } = await connect({ port: wide.port, origin: `http://${host()}`, host: host() })
    await waitFor(() => wideLive.clientCount() === 1)
    ws.terminate()
    await waitFor(() => wideLive.clientCount() === 0)
  })

  it('accepts a page opened at an address (an address cannot be re-pointed like a name: only a page really served from it sends it)', async () => {
    const host = `203.0.113.9:${wide.port}`
    const { ws } = await connect({ port: wide.port, origin: `http://${host}`, host })
    ws.terminate()
  })

  it.skipIf(!lanAddress)("accepts a page opened at this machine's LAN address", async () => {
    const host = `${lanAddress}:${wide.port}`
    const { ws } = await connect({ port: wide.port, origin: `http://${host}`, host })
    ws.terminate()
  })

  it.each([
    ['another site, Host 127.0.0.1', () => 'http://evil.example', () => `127.0.0.1:${wide.port}`],
    ['another site, Host localhost', () => 'http://evil.example', () => `localhost:${wide.port}`],
    ['an Origin that differs from the Host', () => `http://localhost:${wide.port}`, () => `127.0.0.1:${wide.port}`],
    [
      'a DNS-rebinding name (Origin and Host agree)',
      () => `http://evil.example:${wide.port}`,
      () => `evil.example:${wide.port}`,
    ],
  ])('refuses %s with 403', async (_, origin, host) => {
    await expect(connect({ port: wide.port, origin: origin(), host: host() })).rejects.toThrow('refused 403')
    expect(wideLive.clientCount()).toBe(0)
  })
})

describe('HTML injection', () => {
  it('puts the client script before </body> of pages and 404.html, not into other files', async () => {
    const page = await request(server.port, '/docs/intro')
    expect(page.text).toContain(pageMarker('/docs/intro'))
    expect(page.text).toMatch(new RegExp(`<script>[^<]*${LIVE_RELOAD_PATH}[\\s\\S]*</script></body>`))
    expect(page.headers['content-length']).toBe(String(page.body.length))
    const missing = await request(server.port, '/nope')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain(LIVE_RELOAD_PATH)
    const bundle = await request(server.port, '/assets/app.O7E2227X.js')
    expect(bundle.text).toBe(site.bundle)
  })

  it('gives injected pages other validators than the plain files', async () => {
    const plain = await startStaticServer({ root: site.root, port: 0 })
    try {
      const a = await request(plain.port, '/docs/intro')
      const b = await request(server.port, '/docs/intro')
      expect(a.headers.etag).not.toBe(b.headers.etag)
      expect(
        (await request(server.port, '/docs/intro', { headers: { 'If-None-Match': a.headers.etag as string } })).status,
      ).toBe(200)
      // non-HTML files are the same bytes either way
      const asset = await request(plain.port, '/assets/app.O7E2227X.js')
      expect((await request(server.port, '/assets/app.O7E2227X.js')).headers.etag).toBe(asset.headers.etag)
    } finally {
      await plain.close()
    }
  })

  it('injectLiveReloadScript appends when there is no </body>', () => {
    expect(injectLiveReloadScript('<p>x</p>')).toMatch(/^<p>x<\/p><script>/)
    expect(injectLiveReloadScript('<BODY>a</BODY>')).toMatch(/<script>[\s\S]*<\/script><\/BODY>$/)
  })
})

describe('closing', () => {
  it('close() disconnects pages, stops accepting sockets, and leaves HTTP serving', async () => {
    const site2 = await makeSiteFixture({ trailingSlash: true })
    const s = await startStaticServer({ root: site2.root, port: 0 })
    const l = attachLiveReload(s.server, s.hostRule)
    try {
      const o = new URL(s.url).origin
      const ws = new WebSocket(`ws://127.0.0.1:${s.port}${LIVE_RELOAD_PATH}`, { origin: o })
      await new Promise((r) => ws.once('open', r))
      const closed = new Promise((r) => ws.once('close', r))
      await l.close()
      await closed
      expect((await request(s.port, '/docs/intro')).status).toBe(200)
    } finally {
      await s.close()
      await site2.cleanup()
    }
  })

  it('closing the HTTP server also ends open live-reload sockets', async () => {
    const site2 = await makeSiteFixture({ trailingSlash: false })
    const s = await startStaticServer({ root: site2.root, port: 0 })
    attachLiveReload(s.server, s.hostRule)
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${s.port}${LIVE_RELOAD_PATH}`, { origin: new URL(s.url).origin })
      await new Promise((r) => ws.once('open', r))
      const closed = new Promise((r) => ws.once('close', r))
      await s.close()
      await closed
    } finally {
      await site2.cleanup()
    }
  })
})
