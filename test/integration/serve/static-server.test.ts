import { utimes, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors.js'
import {
  IMMUTABLE_CACHE_CONTROL,
  MAX_REQUEST_PATH_LENGTH,
  PORT_FALLBACK_ATTEMPTS,
} from '../../../src/serve/serve-constants.js'
import { startStaticServer, type StaticServer } from '../../../src/serve/static-server.js'
import { makeSiteFixture, occupyPort, pageMarker, rawExchange, request, type SiteFixture } from './serve-fixture.js'

describe.each([
  { layout: 'trailingSlash: false (docs/intro.html)', trailingSlash: false },
  { layout: 'trailingSlash: true (docs/intro/index.html)', trailingSlash: true },
])('clean URLs, $layout', ({ trailingSlash }) => {
  let site: SiteFixture
  let server: StaticServer
  beforeAll(async () => {
    site = await makeSiteFixture({ trailingSlash })
    server = await startStaticServer({ root: site.root, port: 0 })
  })
  afterAll(async () => {
    await server.close()
    await site.cleanup()
  })

  const table: Array<[string, string]> = [
    ['/', '/'],
    ['/index.html', '/'],
    ['/?x=1', '/'],
    ['/alias.html', '/'], // a symlink that stays inside the root
    ...['/docs/intro', '/docs/4.x', '/docs/4.x/api', '/blog'].flatMap(
      (route): Array<[string, string]> => [
        [route, route],
        [`${route}/`, route],
        [`${route}.html`, route],
        [`${route}/index.html`, route],
        [`${route}?ref=nav#top`, route],
      ],
    ),
    ['/docs//intro', '/docs/intro'],
  ]

  it.each(table)('%s serves %s', async (target, route) => {
    const res = await request(server.port, target)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.text).toContain(`<main>${pageMarker(route)}</main>`)
  })

  it.each(['/docs/missing', '/docs/intro/extra', '/assets/app.00000000.js', '/__data/nope.json', '/img/'])(
    '%s → 404 with the body of 404.html',
    async (target) => {
      const res = await request(server.port, target)
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.text).toContain('PAGE:not-found')
    },
  )
})

describe('under a base URL (a GitHub Pages project site)', () => {
  let site: SiteFixture
  let server: StaticServer
  let baseUrl = '/sub/'
  beforeAll(async () => {
    site = await makeSiteFixture({ trailingSlash: false })
    server = await startStaticServer({ root: site.root, port: 0, baseUrl: () => baseUrl })
  })
  afterAll(async () => {
    await server.close()
    await site.cleanup()
  })

  it.each([
    ['/sub/', '/'],
    ['/sub/docs/intro', '/docs/intro'],
    ['/sub/docs/intro/', '/docs/intro'],
    ['/sub/docs/4.x/api?x=1', '/docs/4.x/api'],
  ])('%s serves %s', async (target, route) => {
    const res = await request(server.port, target)
    expect(res.status).toBe(200)
    expect(res.text).toContain(`<main>${pageMarker(route)}</main>`)
  })

  it('redirects the bare root and the base without its slash to the base', async () => {
    for (const target of ['/', '/sub', '/?q=1']) {
      const res = await request(server.port, target)
      expect(res.status, target).toBe(302)
      expect(res.headers.location).toBe(target.includes('?') ? '/sub/?q=1' : '/sub/')
    }
  })

  it('answers 404 for paths outside the base', async () => {
    for (const target of ['/docs/intro', '/subway/docs/intro', '/assets/loader.mjs']) {
      const res = await request(server.port, target)
      expect(res.status, target).toBe(404)
      expect(res.text).toContain('PAGE:not-found')
    }
    expect((await request(server.port, '/sub/assets/loader.mjs')).status).toBe(200)
  })

  it('follows a base URL that changes (watch mode, config edited)', async () => {
    baseUrl = '/other/'
    try {
      expect((await request(server.port, '/other/docs/intro')).status).toBe(200)
      expect((await request(server.port, '/sub/docs/intro')).status).toBe(404)
    } finally {
      baseUrl = '/sub/'
    }
  })
})

describe('static server', () => {
  let site: SiteFixture
  let server: StaticServer
  beforeAll(async () => {
    site = await makeSiteFixture({ trailingSlash: false })
    server = await startStaticServer({ root: site.root, port: 0 })
  })
  afterAll(async () => {
    await server.close()
    await site.cleanup()
  })

  it('binds to 127.0.0.1 by default and reports the bound port in its url', () => {
    const address = server.server.address() as AddressInfo
    expect(address.address).toBe('127.0.0.1')
    expect(server.port).toBe(address.port)
    expect(server.url).toBe(`http://127.0.0.1:${address.port}/`)
  })

  describe('content types', () => {
    const table: Array<[string, string]> = [
      ['/docs/intro', 'text/html; charset=utf-8'],
      ['/assets/app.O7E2227X.js', 'text/javascript; charset=utf-8'],
      ['/assets/loader.mjs', 'text/javascript; charset=utf-8'],
      ['/assets/theme.HKJISTH3.css', 'text/css; charset=utf-8'],
      ['/__data/docs/intro.json', 'application/json; charset=utf-8'],
      ['/assets/app.O7E2227X.js.map', 'application/json; charset=utf-8'],
      ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/img/photo.png', 'image/png'],
      ['/img/photo.jpg', 'image/jpeg'],
      ['/img/anim.gif', 'image/gif'],
      ['/img/photo.webp', 'image/webp'],
      ['/favicon.ico', 'image/x-icon'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/blog/rss.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/assets/media/inter.W3BEZ2EK.woff2', 'font/woff2'],
      ['/.well-known/security.txt', 'text/plain; charset=utf-8'],
      ['/download.bin', 'application/octet-stream'],
    ]
    it.each(table)('%s is %s, nosniff', async (target, type) => {
      const res = await request(server.port, target)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe(type)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    })

    it('serves files byte for byte', async () => {
      const png = await request(server.port, '/img/photo.png')
      expect(png.body.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      expect(png.headers['content-length']).toBe(String(png.body.length))
      const data = await request(server.port, '/__data/docs/intro.json')
      expect(JSON.parse(data.text)).toEqual({ path: '/docs/intro', title: pageMarker('/docs/intro') })
    })
  })

  describe('cache headers', () => {
    it('hashed assets under /assets/ are immutable for a year', async () => {
      for (const target of [
        '/assets/app.O7E2227X.js',
        '/assets/theme.HKJISTH3.css',
        '/assets/media/inter.W3BEZ2EK.woff2',
      ]) {
        const res = await request(server.port, target)
        expect(res.headers['cache-control'], target).toBe(IMMUTABLE_CACHE_CONTROL)
        expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable')
      }
    })

    it('HTML, route data and unhashed files are no-cache, with a weak ETag and Last-Modified', async () => {
      for (const target of ['/', '/docs/intro', '/__data/docs/intro.json', '/assets/unhashed.js', '/img/logo.svg']) {
        const res = await request(server.port, target)
        expect(res.headers['cache-control'], target).toBe('no-cache')
        expect(res.headers.etag, target).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
        expect(Number.isNaN(Date.parse(res.headers['last-modified'] ?? ''))).toBe(false)
      }
    })
  })

  describe('conditional requests', () => {
    it('304 on a matching If-None-Match, with no body', async () => {
      const first = await request(server.port, '/docs/intro')
      const etag = first.headers.etag as string
      const again = await request(server.port, '/docs/intro', { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe('no-cache')
      const other = await request(server.port, '/docs/intro', { headers: { 'If-None-Match': 'W/"0-0"' } })
      expect(other.status).toBe(200)
    })

    it('304 on If-Modified-Since not before the file time; If-None-Match wins', async () => {
      const first = await request(server.port, '/img/logo.svg')
      const lastModified = first.headers['last-modified'] as string
      expect(
        (await request(server.port, '/img/logo.svg', { headers: { 'If-Modified-Since': lastModified } })).status,
      ).toBe(304)
      const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
      expect((await request(server.port, '/img/logo.svg', { headers: { 'If-Modified-Since': earlier } })).status).toBe(
        200,
      )
      const both = { 'If-Modified-Since': lastModified, 'If-None-Match': 'W/"0-0"' }
      expect((await request(server.port, '/img/logo.svg', { headers: both })).status).toBe(200)
    })

    it('a changed file gets a new ETag', async () => {
      const file = path.join(site.root, 'robots.txt')
      const before = (await request(server.port, '/robots.txt')).headers.etag
      await writeFile(file, 'User-agent: *\nDisallow: /private\n')
      const after = await request(server.port, '/robots.txt', { headers: { 'If-None-Match': before as string } })
      expect(after.status).toBe(200)
      expect(after.headers.etag).not.toBe(before)
    })
  })

  describe('compression', () => {
    it('brotli when accepted, preferred over gzip, with Vary and the compressed length', async () => {
      const res = await request(server.port, '/assets/app.O7E2227X.js', {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.headers['content-length']).toBe(String(res.body.length))
      expect(res.body.length).toBeLessThan(site.bundle.length)
      expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(site.bundle)
    })

    it('gzip when only gzip is accepted', async () => {
      const res = await request(server.port, '/assets/app.O7E2227X.js', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(site.bundle)
    })

    it('identity without Accept-Encoding, for small files and for binary types', async () => {
      const plain = await request(server.port, '/assets/app.O7E2227X.js')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers.vary).toBe('Accept-Encoding')
      expect(plain.text).toBe(site.bundle)
      const small = await request(server.port, '/img/logo.svg', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(small.headers['content-encoding']).toBeUndefined()
      const png = await request(server.port, '/img/photo.png', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(png.headers['content-encoding']).toBeUndefined()
      expect(png.headers.vary).toBeUndefined()
    })

    it('compresses the new bytes after the file changes (cache keyed by file version)', async () => {
      const target = '/assets/theme.HKJISTH3.css'
      const first = await request(server.port, target, { headers: { 'Accept-Encoding': 'br' } })
      const original = zlib.brotliDecompressSync(first.body).toString('utf8')
      const changed = original.replace('--x:1', '--x:2') + '.footer{margin:0}\n'
      await writeFile(path.join(site.root, 'assets', 'theme.HKJISTH3.css'), changed)
      const future = new Date(Date.now() + 5_000)
      await utimes(path.join(site.root, 'assets', 'theme.HKJISTH3.css'), future, future)
      const second = await request(server.port, target, { headers: { 'Accept-Encoding': 'br' } })
      expect(zlib.brotliDecompressSync(second.body).toString('utf8')).toBe(changed)
    })
  })

  describe('methods', () => {
    it('HEAD sends the GET headers and no body', async () => {
      for (const encoding of ['', 'br']) {
        const headers = encoding ? { 'Accept-Encoding': encoding } : undefined
        const get = await request(server.port, '/assets/app.O7E2227X.js', { headers })
        const head = await request(server.port, '/assets/app.O7E2227X.js', { method: 'HEAD', headers })
        expect(head.status).toBe(200)
        expect(head.body.length).toBe(0)
        for (const name of [
          'content-type',
          'content-length',
          'content-encoding',
          'etag',
          'cache-control',
          'last-modified',
        ]) {
          expect(head.headers[name], name).toBe(get.headers[name])
        }
      }
      const page = await request(server.port, '/docs/intro', { method: 'HEAD' })
      expect(page.status).toBe(200)
      expect(page.body.length).toBe(0)
      const missing = await request(server.port, '/nope', { method: 'HEAD' })
      expect(missing.status).toBe(404)
      expect(missing.body.length).toBe(0)
    })

    it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s → 405 with Allow', async (method) => {
      const res = await request(server.port, '/docs/intro', { method })
      expect(res.status).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    })
  })

  describe('dotfiles', () => {
    it.each(['/.env', '/.nojekyll', '/env-alias.txt', '/%2eenv'])('%s → 404', async (target) => {
      const res = await request(server.port, target)
      expect(res.status).toBe(404)
      expect(res.text).not.toContain(site.secret)
    })

    it('serves /.well-known/', async () => {
      expect((await request(server.port, '/.well-known/security.txt')).status).toBe(200)
    })
  })

  describe('never leaves the root', () => {
    const attacks: string[] = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/..',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/%2e%2E/%2e%2e/secret.txt',
      '/.%2e/secret.txt',
      '/docs/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%5csecret.txt',
      '/..%5Csecret.txt',
      '/..\\secret.txt',
      '/docs\\..\\..\\secret.txt',
      '/secret.txt%00.html',
      '/..%00/secret.txt',
      '/index.html%00',
      '//etc/passwd',
      '///etc/passwd',
      '//' + '..' + '/secret.txt',
      '/etc/passwd',
      '/%2fetc%2fpasswd',
      '/C:/Windows/win.ini',
      '/C:%5cWindows%5cwin.ini',
      '/%',
      '/%zz/secret.txt',
      '/%e0%80',
      '/%c0%ae%c0%ae/secret.txt',
      '/%252e%252e/secret.txt',
      '/' + '../'.repeat(50) + 'etc/passwd',
      '/' + 'a/'.repeat(MAX_REQUEST_PATH_LENGTH) + 'x',
      // symlinks inside the root that point out of it
      '/leak.txt',
      '/leak-abs.html',
      '/leak-abs',
      '/leakdir/secret.txt',
      '/leakdir/site-other/secret.txt',
      '/nested/escape/secret.txt',
      '/prefix-leak.txt',
    ]

    it.each(attacks)('%s → 400 or 404, no secret', async (target) => {
      const res = await request(server.port, target)
      expect([400, 404]).toContain(res.status)
      expect(res.text).not.toContain(site.secret)
      expect(res.text).not.toContain('root:x:0:0')
    })

    it.each([
      [
        'a raw NUL in the request line',
        'GET /secret.txt\u0000.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ],
      [
        'an absolute-form target',
        'GET http://127.0.0.1/../secret.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ],
      [
        'a request line past the header size limit',
        `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      ],
      ['raw dot segments', 'GET /docs/../../secret.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ])('%s → 400, no secret', async (_, requestText) => {
      const response = await rawExchange(server.port, requestText)
      expect(response).toMatch(/^HTTP\/1\.1 400 /)
      expect(response).not.toContain(site.secret)
    })

    it('a path through an outward symlink that lands back inside the root is served (realpath is what counts)', async () => {
      const res = await request(server.port, '/nested/escape/site/index.html')
      expect(res.status).toBe(200)
      expect(res.text).toContain(pageMarker('/'))
    })

    it('the server still answers after the attacks', async () => {
      expect((await request(server.port, '/docs/intro')).status).toBe(200)
    })
  })
})

describe('Host header (DNS rebinding)', () => {
  let site: SiteFixture
  let server: StaticServer
  let listed: StaticServer
  let any: StaticServer
  beforeAll(async () => {
    site = await makeSiteFixture({ trailingSlash: false })
    server = await startStaticServer({ root: site.root, port: 0 })
    listed = await startStaticServer({ root: site.root, port: 0, allowedHosts: ['docs.test', '.tunnel.test'] })
    any = await startStaticServer({ root: site.root, port: 0, allowedHosts: true })
  })
  afterAll(async () => {
    await Promise.all([server, listed, any].map((s) => s.close()))
    await site.cleanup()
  })

  it.each(['localhost', 'LOCALHOST', 'docs.localhost', '127.0.0.1', '[::1]', '192.168.1.20', '[fd00::20]'])(
    'answers Host %s:PORT',
    async (name) => {
      const res = await request(server.port, '/docs/intro', { headers: { Host: `${name}:${server.port}` } })
      expect(res.status).toBe(200)
      expect(res.text).toContain(pageMarker('/docs/intro'))
    },
  )

  it.each(['evil.example', 'localhost.evil.example', 'docs.test'])(
    'refuses Host %s:PORT with 403 naming --allowed-hosts, before touching a file',
    async (name) => {
      for (const target of ['/docs/intro', '/__data/docs/intro.json', '/nope']) {
        const res = await request(server.port, target, { headers: { Host: `${name}:${server.port}` } })
        expect(res.status, target).toBe(403)
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
        expect(res.text).toContain(`does not answer the host "${name}"`)
        expect(res.text).toContain(`--allowed-hosts ${name}`)
        expect(res.text).not.toContain('PAGE:')
      }
      const head = await request(server.port, '/docs/intro', { method: 'HEAD', headers: { Host: name } })
      expect(head.status).toBe(403)
      expect(head.text).toBe('')
    },
  )

  it('refuses a request without a Host header (HTTP/1.0)', async () => {
    const answer = await rawExchange(server.port, 'GET /docs/intro HTTP/1.0\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 403 /)
    expect(answer).toContain('--allowed-hosts all')
    expect(answer).not.toContain('PAGE:')
  })

  it('answers the names allowedHosts lists (a leading dot: the name and every name under it), and no others', async () => {
    for (const name of ['docs.test', 'tunnel.test', 'abc.tunnel.test', 'localhost']) {
      expect(
        (await request(listed.port, '/docs/intro', { headers: { Host: `${name}:${listed.port}` } })).status,
        name,
      ).toBe(200)
    }
    for (const name of ['evil.test', 'abc.docs.test']) {
      expect(
        (await request(listed.port, '/docs/intro', { headers: { Host: `${name}:${listed.port}` } })).status,
        name,
      ).toBe(403)
    }
  })

  it('allowedHosts: true answers any Host', async () => {
    expect((await request(any.port, '/docs/intro', { headers: { Host: `evil.example:${any.port}` } })).status).toBe(200)
  })

  it('answers the name it is bound to', async () => {
    const named = await startStaticServer({ root: site.root, port: 0, host: 'localhost' })
    try {
      expect(named.hostRule).toEqual({ bindHost: 'localhost', allowedHosts: undefined })
      expect((await request(named.port, '/docs/intro', { headers: { Host: `localhost:${named.port}` } })).status).toBe(
        200,
      )
    } finally {
      await named.close()
    }
  })
})

describe('404 without a 404.html', () => {
  it('answers plain text "Not found"', async () => {
    const site = await makeSiteFixture({ trailingSlash: true, with404: false })
    const server = await startStaticServer({ root: site.root, port: 0 })
    try {
      const res = await request(server.port, '/docs/missing')
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.text.trim()).toBe('Not found')
    } finally {
      await server.close()
      await site.cleanup()
    }
  })
})

describe('startup', () => {
  it('rejects with serve-root-missing when there is no build output', async () => {
    const error = await startStaticServer({ root: '/nonexistent/hd-build-output', port: 0 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).code).toBe('serve-root-missing')
    expect((error as BuildError).hint).toContain('build')
  })
})

describe('onRequest hook', () => {
  it('can answer a request itself, or wait and let the files answer', async () => {
    const site = await makeSiteFixture({ trailingSlash: false })
    const seen: string[] = []
    const server = await startStaticServer({
      root: site.root,
      port: 0,
      onRequest: async (req, res) => {
        seen.push(req.url ?? '')
        if (req.url === '/__hook') {
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from hook')
          return true
        }
        await new Promise((r) => setTimeout(r, 1)) // e.g. a rebuild in progress
        return undefined
      },
    })
    try {
      expect((await request(server.port, '/__hook')).text).toBe('from hook')
      const page = await request(server.port, '/docs/intro')
      expect(page.status).toBe(200)
      expect(page.text).toContain(pageMarker('/docs/intro'))
      expect(seen).toEqual(['/__hook', '/docs/intro'])
    } finally {
      await server.close()
      await site.cleanup()
    }
  })
})

describe('port in use', () => {
  let site: SiteFixture
  beforeAll(async () => {
    site = await makeSiteFixture({ trailingSlash: false })
  })
  afterAll(() => site.cleanup())

  it('strictPort: rejects with a port-in-use BuildError naming the port and --port', async () => {
    const held = await occupyPort()
    try {
      const error = await startStaticServer({ root: site.root, port: held.port, strictPort: true }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(BuildError)
      const buildError = error as BuildError
      expect(buildError.code).toBe('port-in-use')
      expect(buildError.message).toContain(String(held.port))
      expect(buildError.hint).toContain('--port')
    } finally {
      await held.release()
    }
  })

  it('otherwise: takes one of the next ports and says so in url and port', async () => {
    const held = await occupyPort()
    try {
      const server = await startStaticServer({ root: site.root, port: held.port })
      try {
        expect(server.port).toBeGreaterThan(held.port)
        expect(server.port).toBeLessThanOrEqual(held.port + PORT_FALLBACK_ATTEMPTS)
        expect(server.url).toBe(`http://127.0.0.1:${server.port}/`)
        expect((await request(server.port, '/docs/intro')).status).toBe(200)
      } finally {
        await server.close()
      }
    } finally {
      await held.release()
    }
  })

  it(`otherwise: rejects with port-in-use when the port and the next ${PORT_FALLBACK_ATTEMPTS} are all taken`, async () => {
    const held = await occupyConsecutivePorts(PORT_FALLBACK_ATTEMPTS + 1)
    try {
      const error = await startStaticServer({ root: site.root, port: held.first }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).code).toBe('port-in-use')
      expect((error as BuildError).message).toContain(String(held.first))
      expect((error as BuildError).hint).toContain('--port')
    } finally {
      await held.release()
    }
  })
})

/** Finds a run of free ports and holds them all (retries elsewhere when one of them is taken). */
async function occupyConsecutivePorts(count: number): Promise<{ first: number; release(): Promise<void> }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000)
    const held: Array<{ release(): Promise<void> }> = []
    try {
      for (let i = 0; i < count; i++) held.push(await occupyPort(first + i))
      return { first, release: async () => void (await Promise.all(held.map((h) => h.release()))) }
    } catch {
      await Promise.all(held.map((h) => h.release()))
    }
  }
  throw new Error(`no ${count} consecutive free ports found`)
}
