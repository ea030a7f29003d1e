import { unlinkSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompressedBodyCache } from '../../../src/serve/compression.js'
import { findFileInRoot } from '../../../src/serve/find-in-root.js'
import { createStaticFileSender, fileUrl, hasFileUrl } from '../../../src/serve/send-static-file.js'
import { startStaticServer, type StaticServer } from '../../../src/serve/static-server.js'
import { request } from '../../integration/serve/serve-fixture.js'

describe('fileUrl', () => {
  it.each(['docs/intro.html', 'img/a b.png', 'img/é.svg', '100%.txt', 'a%20b.txt', 'a+b&c=d;e,f@g$h.txt'])(
    '%s reads back as itself through decodeURI (what sirv does)',
    (name) => {
      const url = fileUrl(name)
      expect(url.startsWith('/')).toBe(true)
      expect(url.includes('%') ? decodeURI(url) : url).toBe(`/${name}`)
    },
  )

  it('has no URL for a name with ? or # (sirv cuts the URL there)', () => {
    expect(hasFileUrl('docs/intro.html')).toBe(true)
    expect(hasFileUrl('faq?.html')).toBe(false)
    expect(hasFileUrl('c#.html')).toBe(false)
  })
})

describe('files with unusual names (binary types: sent as they are, by sirv)', () => {
  let root: string
  let server: StaticServer
  const files: Record<string, string> = {
    'a b.png': 'space',
    'é.png': 'accent',
    '100%.png': 'percent',
    'a%20b.png': 'literal percent-two-zero',
    'q?.png': 'question mark',
    q: 'decoy for q?.png',
    'c#.png': 'hash',
    c: 'decoy for c#.png',
  }
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hd-send-file-'))
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text)
    server = await startStaticServer({ root, port: 0 })
  })
  afterAll(async () => {
    await server.close()
    await rm(root, { recursive: true, force: true })
  })

  it.each(Object.keys(files).filter((name) => name.length > 1))('%s is served with its own bytes', async (name) => {
    const res = await request(server.port, `/${encodeURIComponent(name)}`)
    expect(res.status).toBe(200)
    expect(Buffer.from(res.text, 'latin1').toString('utf8')).toBe(files[name])
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(files[name]!)))
  })

  it('answers a Range request with the whole file, as before (sirv’s ranges are not used)', async () => {
    const res = await request(server.port, '/a%20b.png', { headers: { Range: 'bytes=0-1' } })
    expect(res.status).toBe(200)
    expect(res.text).toBe('space')
    expect(res.headers['content-range']).toBeUndefined()
  })
})

type StaticFileSender = ReturnType<typeof createStaticFileSender>
type FoundFile = NonNullable<Awaited<ReturnType<typeof findFileInRoot>>>

/**
 * A root holding `<name>.png` and `kept.png` (4,000 bytes each), the sender over it and a server whose handler
 * `handle` is given both found files; `check` runs against its port, then a request for `/kept` must still succeed.
 */
async function withSenderServer(
  name: string,
  handle: (sender: StaticFileSender, files: { target: FoundFile; kept: FoundFile }) => http.RequestListener,
  check: (port: number, target: FoundFile) => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), `hd-send-${name}-`))
  await writeFile(path.join(root, `${name}.png`), Buffer.alloc(4000, 7))
  await writeFile(path.join(root, 'kept.png'), Buffer.alloc(4000, 8))
  const sender = createStaticFileSender({ root, compressedBodies: new CompressedBodyCache() })
  const target = (await findFileInRoot(root, `${name}.png`))!
  const kept = (await findFileInRoot(root, 'kept.png'))!
  const server = http.createServer(handle(sender, { target, kept }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    await check(port, target)
    const next = await request(port, '/kept')
    expect(next.status).toBe(200)
    expect(next.body.equals(Buffer.alloc(4000, 8))).toBe(true)
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await rm(root, { recursive: true, force: true })
  }
}

describe('createStaticFileSender', () => {
  it('throws ENOENT for a file removed after it was found (the server answers 404), and keeps serving', async () => {
    await withSenderServer(
      'gone',
      (sender, { target, kept }) =>
        (req, res) => {
          sender.send(req, res, req.url === '/gone' ? target : kept).catch((error: NodeJS.ErrnoException) => {
            res.writeHead(500, { 'X-Error-Code': String(error.code) }).end()
          })
        },
      async (port, target) => {
        await rm(target.realPath)
        const res = await request(port, '/gone')
        expect(res.headers['x-error-code']).toBe('ENOENT')
      },
    )
  })

  it('ends the answer, not the process, when the file goes between sirv’s stat and its read', async () => {
    await withSenderServer(
      'swapped',
      (sender, { target, kept }) =>
        (req, res) => {
          if (req.url !== '/swapped') return void sender.send(req, res, kept)
          void sender.send(req, res, target)
          unlinkSync(target.realPath) // sirv has stat'ed it and opens it next: a rebuild swapping the output folder
        },
      async (port) => {
        const answer = await request(port, '/swapped').catch((error: Error) => error)
        expect(answer).toBeInstanceOf(Error) // the connection was closed: the headers were out, the body could not follow
      },
    )
  })
})
