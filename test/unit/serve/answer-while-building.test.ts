import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { answerWhileBuilding, buildErrorPage } from '../../../src/serve/answer-while-building.js'

function exchange(method: string, accept: string) {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {}
  const req = { method, headers: { accept } } as unknown as IncomingMessage
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

describe('buildErrorPage', () => {
  it('escapes the message', () => {
    expect(buildErrorPage('a < b')).toContain('<pre>a &lt; b</pre>')
  })
})
