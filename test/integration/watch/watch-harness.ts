/**
 * Test harness for `serve --watch`: a throwaway copy of a fixture site, the watcher and server on an ephemeral
 * loopback port, a live-reload WebSocket connected from the served origin, and the build hooks, so a test can
 * change a file and wait for the rebuild it causes (by event, never by sleeping).
 */
import { mkdir } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import WebSocket from 'ws'
import type { LiveReloadMessage } from '../../../src/serve/live-reload.js'
import { LIVE_RELOAD_PATH } from '../../../src/serve/serve-constants.js'
import { watchSite, type WatchBuildEnd, type WatchBuildStart, type WatchedSite } from '../../../src/serve/watch-site.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'

export type FixtureCopy = Awaited<ReturnType<typeof copyFixtureSite>>

export interface WatchHarness {
  site: FixtureCopy
  watched: WatchedSite
  /** every live-reload message the page's socket received, in order */
  messages: LiveReloadMessage[]
  starts: WatchBuildStart[]
  ends: WatchBuildEnd[]
  /** output lines the watcher printed (progress and errors) */
  printed: string[]
  /** runs `change`, waits for the rebuild(s) it causes to end and for their messages to reach the socket */
  changeAndRebuild(change: () => unknown): Promise<{ ends: WatchBuildEnd[]; messages: LiveReloadMessage[] }>
  /** calls `callback` once, when the next build starts */
  onNextBuildStart(callback: () => void): void
  get(urlPath: string, headers?: Record<string, string>): Promise<Answer>
  close(): Promise<void>
}

/** The hosted-search settings of the real site, so site-wide data does not change with every edit (see README). */
export const ALGOLIA_CONFIG = `algolia: { appId: 'TESTAPP', apiKey: 'search-only', indexName: 'fixture' },`

/**
 * `codeDirs` (relative to the site copy) replace the generator's templates/ and src/ in the watch list: the
 * tests must not rebuild when someone edits the generator in this checkout meanwhile.
 */
export async function startWatchHarness(
  options: {
    hostedSearch?: boolean
    codeDirs?: string[]
    before?: (site: FixtureCopy) => Promise<void>
    /** the fixture site under test/fixtures/sites (default basic) */
    fixture?: string
    /** the quiet period before a rebuild starts (default the watcher's) */
    debounceMs?: number
  } = {},
): Promise<WatchHarness> {
  const site = await copyFixtureSite(options.fixture ?? 'basic')
  if (options.hostedSearch)
    await site.edit('site.config.ts', (text) => text.replace('themeConfig: {', `themeConfig: {\n    ${ALGOLIA_CONFIG}`))
  await options.before?.(site)
  for (const dir of options.codeDirs ?? []) await mkdir(site.file(dir), { recursive: true })
  const starts: WatchBuildStart[] = []
  const ends: WatchBuildEnd[] = []
  const printed: string[] = []
  const endWaiters: Array<() => void> = []
  const startWaiters: Array<() => void> = []
  const watched = await watchSite({
    configFile: site.file('site.config.ts'),
    outDir: site.file('build'),
    port: 0,
    host: '127.0.0.1',
    strictPort: true,
    codeDirs: (options.codeDirs ?? []).map((dir) => site.file(dir)),
    cacheDir: false,
    debounceMs: options.debounceMs,
    log: (line) => printed.push(line),
    logError: (line) => printed.push(line),
    onBuildStart: (build) => {
      starts.push(build)
      for (const wake of startWaiters.splice(0)) wake()
    },
    onBuildEnd: (build) => {
      ends.push(build)
      for (const wake of endWaiters.splice(0)) wake()
    },
  })

  const messages: LiveReloadMessage[] = []
  const socket = new WebSocket(`ws://127.0.0.1:${watched.port}${LIVE_RELOAD_PATH}`, {
    origin: new URL(watched.url).origin,
  })
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveReloadMessage))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  /** waits until the messages since `from` hold `expected` in order (the quick pass's `route-data` may come between) */
  const received = async (from: number, expected: LiveReloadMessage[]): Promise<void> => {
    const arrived = () => {
      let next = 0
      for (const message of messages.slice(from))
        if (next < expected.length && JSON.stringify(message) === JSON.stringify(expected[next])) next++
      return next === expected.length
    }
    while (!arrived()) await new Promise((r) => setTimeout(r, 5))
  }

  return {
    site,
    watched,
    messages,
    starts,
    ends,
    printed,
    async changeAndRebuild(change) {
      await watched.whenIdle()
      const endsBefore = ends.length
      const messagesBefore = messages.length
      const ended = new Promise<void>((resolve) => endWaiters.push(resolve))
      await change()
      await ended
      await watched.whenIdle()
      const newEnds = ends.slice(endsBefore)
      await received(
        messagesBefore,
        newEnds.flatMap((e) => e.messages),
      )
      return { ends: newEnds, messages: messages.slice(messagesBefore) }
    },
    onNextBuildStart: (callback) => startWaiters.push(callback),
    get: (urlPath, headers = {}) => request(watched.port, urlPath, headers),
    async close() {
      socket.terminate()
      await watched.close()
      await site.remove()
    },
  }
}

/** a server's answer */
export interface Answer {
  status: number
  text: string
  headers: http.IncomingHttpHeaders
}

export function request(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The paths a page's sidebar links to (from its route data). */
export function sidebarHrefs(routeDataJson: string): string[] {
  const hrefs: string[] = []
  const walk = (items: Array<{ href?: string; items?: unknown[] }>): void => {
    for (const item of items) {
      if (item.href) hrefs.push(item.href)
      if (item.items) walk(item.items as Array<{ href?: string; items?: unknown[] }>)
    }
  }
  walk((JSON.parse(routeDataJson) as { sidebar: Array<{ href?: string; items?: unknown[] }> }).sidebar)
  return hrefs
}

export const relativeTo = (dir: string, file: string): string => path.relative(dir, file).split(path.sep).join('/')
