/**
 * Test helpers for the serve stage: a build output folder in a temp dir (either output layout), with a
 * secret file just outside the root and symlinks that try to reach it, plus a raw HTTP client that sends
 * the request target exactly as written (fetch/URL would normalise `..`, `%2e%2e` and backslashes away).
 */
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { htmlFileForRoute, routeDataFile } from '../../../src/shared/paths.js'

export const ROUTES = ['/docs/intro', '/docs/4.x', '/docs/4.x/api', '/blog', '/search'] as const

export interface SiteFixture {
  /** the temp folder holding the root and the secrets beside it */
  parent: string
  /** the output folder to serve */
  root: string
  /** a string found only in files outside the root (and in a dotfile inside it) */
  secret: string
  /** the exact bytes of a large hashed bundle, for compression checks */
  bundle: string
  cleanup(): Promise<void>
}

export const pageMarker = (routePath: string): string => `PAGE:${routePath}`

export async function makeSiteFixture(options: { trailingSlash: boolean; with404?: boolean }): Promise<SiteFixture> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'hd-serve-'))
  const root = path.join(parent, 'site')
  const secret = `TOP-SECRET-${randomUUID()}`
  const put = async (rel: string, content: string | Buffer): Promise<void> => {
    const file = path.join(root, ...rel.split('/'))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
  }
  const page = (marker: string): string =>
    `<!doctype html><html><head><title>${marker}</title></head><body><main>${marker}</main></body></html>`

  // outside the root: next to it, and in a sibling whose name starts with the root's name
  await writeFile(path.join(parent, 'secret.txt'), secret)
  await mkdir(path.join(parent, 'site-other'))
  await writeFile(path.join(parent, 'site-other', 'secret.txt'), secret)

  await put('index.html', page(pageMarker('/')))
  if (options.with404 !== false) await put('404.html', page('PAGE:not-found'))
  for (const route of ROUTES) {
    await put(htmlFileForRoute(route, options.trailingSlash), page(pageMarker(route)))
    await put(routeDataFile(route), JSON.stringify({ path: route, title: pageMarker(route) }))
  }
  const bundle = `/* app */\n${'export const hotkey = (keys) => keys.split("+").map((k) => k.trim());\n'.repeat(200)}`
  await put('assets/app.O7E2227X.js', bundle)
  await put('assets/theme.HKJISTH3.css', `:root{--x:1}\n${'.navbar{display:flex;gap:1rem}\n'.repeat(100)}`)
  await put('assets/app.O7E2227X.js.map', JSON.stringify({ version: 3, sources: [], mappings: '' }))
  await put('assets/loader.mjs', 'export {}\n')
  await put('assets/unhashed.js', 'console.log(1)\n')
  await put('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await put('img/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(2000).fill(7)]))
  await put('img/photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
  await put('img/anim.gif', Buffer.from('GIF89a'))
  await put('img/photo.webp', Buffer.from('RIFF0000WEBP'))
  await put('favicon.ico', Buffer.from([0, 0, 1, 0]))
  await put('assets/media/inter.W3BEZ2EK.woff2', Buffer.from('wOF2'))
  await put('sitemap.xml', '<?xml version="1.0"?><urlset/>')
  await put('blog/rss.xml', '<?xml version="1.0"?><rss/>')
  await put('robots.txt', 'User-agent: *\n')
  await put('.nojekyll', '')
  await put('.env', `TOKEN=${secret}`)
  await put('.well-known/security.txt', 'Contact: mailto:security@example.com\n')
  await put('download.bin', Buffer.from([1, 2, 3]))

  // symlinks: out of the root (relative, absolute, a folder, a look-alike sibling) and one that stays inside
  await symlink('../secret.txt', path.join(root, 'leak.txt'))
  await symlink(path.join(parent, 'secret.txt'), path.join(root, 'leak-abs.html'))
  await symlink('..', path.join(root, 'leakdir'))
  await mkdir(path.join(root, 'nested'), { recursive: true })
  await symlink('../..', path.join(root, 'nested', 'escape'))
  await symlink('../site-other/secret.txt', path.join(root, 'prefix-leak.txt'))
  await symlink('.env', path.join(root, 'env-alias.txt'))
  await symlink('index.html', path.join(root, 'alias.html'))

  return { parent, root, secret, bundle, cleanup: () => rm(parent, { recursive: true, force: true }) }
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
}

/** One request with the target sent verbatim (http.request does not normalise the path). */
export function request(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('latin1') })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Bytes on a socket, for request lines http.request refuses to send (raw NUL, huge targets). */
export function rawExchange(port: number, requestText: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // the server may close while we are still writing a huge request line
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(Buffer.concat(chunks).toString('latin1'))
      else reject(error)
    })
    socket.write(requestText)
  })
}

/** Holds a port on 127.0.0.1 so the server under test finds it taken. */
export async function occupyPort(port = 0): Promise<{ port: number; release(): Promise<void> }> {
  const blocker = net.createServer()
  await new Promise<void>((resolve, reject) => {
    blocker.once('error', reject)
    blocker.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (blocker.address() as net.AddressInfo).port,
    release: () => new Promise<void>((resolve) => blocker.close(() => resolve())),
  }
}
