import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { answerWhileBuilding, buildErrorPage, type RebuildsInFlight } from '../../../src/serve/answer-while-building.js'
import { createEarlyPages } from '../../../src/serve/early-pages.js'
import { createViewedPages } from '../../../src/serve/viewed-pages.js'

function exchange(method: string, accept: string, url = '/') {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {}
  const req = { method, url, headers: { accept } } as unknown as IncomingMessage
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status
      sent.headers = headers
    },
    end(body?: Buffer) {
      sent.body = body
    },
  } as unknown as ServerResponse
  return { req, res, sent }
}

const idle = { isIdle: () => true, whenIdle: () => Promise.resolve() }

describe('answerWhileBuilding', () => {
  it('lets the files answer once a build succeeded, and everything that is not a page', async () => {
    const answer = answerWhileBuilding(idle, () => undefined)
    const page = exchange('GET', 'text/html')
    expect(await answer(page.req, page.res)).toBe(false)
    const failed = answerWhileBuilding(idle, () => 'broken')
    const json = exchange('GET', 'application/json')
    expect(await failed(json.req, json.res)).toBe(false)
    expect(json.sent.status).toBeUndefined()
  })

  it('while nothing was ever built, answers a page with the error (500, not cached), HEAD without a body', async () => {
    const answer = answerWhileBuilding(idle, () => 'intro.md:3  <broken> & more')
    const page = exchange('GET', 'text/html,application/xhtml+xml')
    expect(await answer(page.req, page.res)).toBe(true)
    expect(page.sent.status).toBe(500)
    expect(page.sent.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    const html = page.sent.body!.toString('utf8')
    expect(page.sent.headers!['Content-Length']).toBe(page.sent.body!.length)
    expect(html).toContain('<pre>intro.md:3  &lt;broken&gt; &amp; more</pre>')
    expect(html).toContain('<script') // the live-reload client: the page reloads once the build is fixed
    const head = exchange('HEAD', 'text/html')
    expect(await answer(head.req, head.res)).toBe(true)
    expect(head.sent.body).toBeUndefined()
  })

  it('waits for the rebuild in flight, and decides on its outcome', async () => {
    let error: string | undefined = 'old error'
    let finish = () => {}
    const building = {
      isIdle: () => false,
      whenIdle: () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    }
    const page = exchange('GET', 'text/html')
    const answered = answerWhileBuilding(building, () => error)(page.req, page.res)
    await Promise.resolve()
    error = undefined
    finish()
    expect(await answered).toBe(false)
  })
})

/** the handler, with early pages that expect `routePath` from the rebuild in flight */
/** early pages expecting `routePath`, after a quick pass that rendered nothing */
function answerExpecting(rebuild: RebuildsInFlight, routePath: string) {
  const pages = createEarlyPages()
  pages.expect([routePath])
  pages.quickPassEnded()
  const answer = answerWhileBuilding(rebuild, () => undefined, {
    pages,
    viewed: createViewedPages(8),
    baseUrl: () => '/',
  })
  return { pages, answer }
}

describe('answerWhileBuilding with early pages', () => {
  /** a rebuild that never ends by itself */
  const building = { isIdle: () => false, whenIdle: () => new Promise<void>(() => {}) }
  const PAGE = { id: 1, pageReady: '/docs/intro', before: 0 }

  it('notes the route of each page requested, under the base URL, not other files', async () => {
    const viewed = createViewedPages(2)
    const answer = answerWhileBuilding(idle, () => undefined, {
      pages: createEarlyPages(),
      viewed,
      baseUrl: () => '/base/',
    })
    for (const url of ['/base/docs/intro', '/base/docs/a.html', '/base/docs/intro/', '/elsewhere/x'])
      await answer(exchange('GET', 'text/html', url).req, exchange('GET', 'text/html', url).res)
    await answer(exchange('GET', 'application/json', '/base/x.json').req, exchange('GET', '', '/').res)
    expect(viewed.list()).toEqual(['/docs/intro', '/docs/a'])
  })

  it('answers a page the rebuild renders first as soon as it is rendered, from memory, with the live-reload client', async () => {
    const { pages, answer } = answerExpecting(building, '/docs/intro')
    const page = exchange('GET', 'text/html', '/docs/intro')
    const answered = answer(page.req, page.res)
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.sent.status).toBeUndefined() // not rendered yet: it waits
    pages.ready({
      ...PAGE,
      files: [
        ['docs/intro.html', '<html><body>new text</body></html>'],
        ['__route-data/docs/intro.json', '{"new":true}'],
      ],
    })
    expect(await answered).toBe(true)
    expect(page.sent.status).toBe(200)
    expect(page.sent.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    expect(page.sent.body!.toString()).toContain('new text')
    expect(page.sent.body!.toString()).toContain('<script')
    // its route data too, while the rebuild runs
    const json = exchange('GET', 'application/json', '/__route-data/docs/intro.json')
    expect(await answer(json.req, json.res)).toBe(true)
    expect(json.sent.body!.toString()).toBe('{"new":true}')
    expect(json.sent.headers!['Content-Type']).toContain('application/json')
  })

  it('a page the rebuild does not render first waits for the rebuild, as before', async () => {
    let finish = () => {}
    const rebuild = { isIdle: () => false, whenIdle: () => new Promise<void>((resolve) => (finish = resolve)) }
    const { answer } = answerExpecting(rebuild, '/docs/intro')
    const other = exchange('GET', 'text/html', '/docs/other')
    const answered = answer(other.req, other.res)
    await new Promise((resolve) => setImmediate(resolve))
    finish()
    expect(await answered).toBe(false)
    expect(other.sent.status).toBeUndefined()
  })
})

describe('buildErrorPage', () => {
  it('escapes the message', () => {
    expect(buildErrorPage('a < b')).toContain('<pre>a &lt; b</pre>')
  })
})
