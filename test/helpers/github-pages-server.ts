/**
 * A static server that maps URLs to files the way GitHub Pages does, and nothing more, for browser tests of what a
 * reader of the deployed site gets (`hotkeys-docs serve` is kinder: it resolves `/a/b/`, `/a/b.html` and
 * `/a/b/index.html` to whichever file the build wrote, so it hides what the client must do on a real host).
 *
 * Under `baseUrl` (the output folder is deployed there):
 * - `/a/b.ext`: that file when it exists (`/docs/intro.html` serves `docs/intro.html` itself);
 * - `/a/b`: `a/b.html`;
 * - `/a/b/`: `a/b/index.html`;
 * - anything else, and anything outside `baseUrl`: `404.html` with status 404.
 * No redirects, no compression, no caching headers.
 */
import { readFile, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { contentTypeFor } from '../../src/serve/content-type.js'

export interface GitHubPagesServer {
  /** the origin, without a trailing slash: `http://127.0.0.1:40123` */
  url: string
  close(): Promise<void>
}

/** The file under `root` that answers `pathname` (already inside the base URL), or undefined. */
async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const segments = decoded.split('/').slice(1)
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return undefined
  const relative = segments.join('/')
  const isFile = async (file: string) =>
    (await stat(path.join(root, file)).catch(() => undefined))?.isFile() ? file : undefined
  if (relative === '' || relative.endsWith('/')) return isFile(`${relative}index.html`)
  return (await isFile(relative)) ?? isFile(`${relative}.html`)
}

export async function startGitHubPagesServer(root: string, baseUrl = '/'): Promise<GitHubPagesServer> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const send = async (res: http.ServerResponse, file: string, status: number) => {
    const body = await readFile(path.join(root, file))
    res.writeHead(status, { 'Content-Type': contentTypeFor(file).contentType, 'Content-Length': body.length })
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname
    const inside = pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined
    const answer = async () => {
      const file = inside === undefined ? undefined : await fileFor(root, inside)
      if (file) await send(res, file, 200)
      else await send(res, '404.html', 404)
    }
    answer().catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
