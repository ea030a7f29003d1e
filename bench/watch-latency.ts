/**
 * `serve --watch` as an author sees it, on a copy of the real site, with the CLI in its own process:
 *
 * - save → reload message: a one-page Markdown edit (one more paragraph in the docs intro) until a WebSocket client
 *   connected from the served origin receives the first live-reload message it causes;
 * - save → new text visible: the same edit until the new paragraph is in the DOM of the page open in headless
 *   chromium (the page re-fetches its route data in place; whether it reloaded instead is reported);
 * - cold start: spawn → the server answers its first request for /docs/intro, without and with the persistent
 *   caches of the last session (the markdown results and the client bundle, in the site's cache folder; the
 *   generator's compiled code and the OS file cache stay warm, as after an install).
 *
 * Each round waits for the watcher to settle before the next save. Save times are taken right before the write
 * starts, on the wall clock the browser uses too (Date.now()).
 */
import { existsSync } from 'node:fs'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import WebSocket from 'ws'
import { copySite } from './copy-site.js'
import { CHROMIUM_PATH } from './page-weight.js'
import { startServe, type ServeProcess } from './serve-process.js'
import { formatMs, summarize } from './stats.js'

/** The issue's figures for watch mode (medians). */
export const WATCH_GOALS = { saveToMessageMs: 50, saveToVisibleMs: 100, coldReadyMs: 1000 }

const EDITED_FILE = 'content/docs/current/intro.md'
const EDITED_PATH = '/docs/intro'
const LIVE_RELOAD_PATH = '/__hd_live'
/** after a round: chokidar's throttle, the watcher's recheck of the saved file, the cache writes */
const SETTLE_MS = 400

export interface WatchFigures {
  editedFile: string
  saveToMessageMs: number[]
  /** empty without chromium */
  saveToVisibleMs: number[]
  /** every edit showed up without a page reload */
  inPlace?: boolean
  /** cold start without the caches a session leaves (markdown, client bundle) */
  coldReadyMs: number[]
  /** cold start with the caches the previous session left */
  cachedReadyMs: number[]
}

export interface WatchBenchOptions {
  cli: string
  configFile: string
  /** timed edits (after one untimed warm-up edit) */
  edits: number
  coldRuns: number
  /** where the site copy goes: inside the CLI's checkout, so its React pages resolve react from its node_modules (and tsx applies its tsconfig) */
  tmpDir: string
  log: (line: string) => void
}

export async function measureWatch(options: WatchBenchOptions): Promise<WatchFigures> {
  const { cli, log } = options
  const site = await copySite(options.configFile, options.tmpDir)
  const outDir = path.join(options.tmpDir, `${path.basename(site.dir)}-out`)
  const cacheDir = sessionCacheDir(site.dir, path.dirname(path.dirname(cli)))
  const figures: WatchFigures = {
    editedFile: EDITED_FILE,
    saveToMessageMs: [],
    saveToVisibleMs: [],
    coldReadyMs: [],
    cachedReadyMs: [],
  }
  const serveWatch = () =>
    startServe(cli, ['--watch', '--config', site.configFile, '--out-dir', outDir], {
      cwd: site.dir,
      firstPath: EDITED_PATH,
    })
  try {
    for (let i = 0; i < options.coldRuns; i++) {
      await rm(cacheDir, { recursive: true, force: true })
      await rm(outDir, { recursive: true, force: true })
      const cold = await serveWatch()
      figures.coldReadyMs.push(cold.readyMs)
      await waitForStoredCache(cacheDir)
      await cold.stop()
      const cached = await serveWatch()
      figures.cachedReadyMs.push(cached.readyMs)
      await cached.stop()
      log(
        `watch: cold start ${i + 1}/${options.coldRuns}: ${formatMs(cold.readyMs)} without the caches, ${formatMs(cached.readyMs)} with them`,
      )
    }

    const server = await serveWatch()
    try {
      await measureEdits(server, path.join(site.dir, EDITED_FILE), options.edits, figures, log)
    } finally {
      await server.stop()
    }
  } finally {
    await rm(site.dir, { recursive: true, force: true })
    await rm(outDir, { recursive: true, force: true })
  }
  return figures
}

async function measureEdits(
  server: ServeProcess,
  file: string,
  edits: number,
  figures: WatchFigures,
  log: (line: string) => void,
): Promise<void> {
  const socket = await connectLiveReload(server.origin)
  const browser = existsSync(CHROMIUM_PATH) ? await openPage(`${server.origin}${EDITED_PATH}`) : undefined
  const original = await readFile(file, 'utf8')
  try {
    let paragraphs = ''
    for (let round = 0; round <= edits; round++) {
      const marker = `Benchmark edit ${round}, ${Math.random().toString(36).slice(2, 10)}.`
      paragraphs += `\n\n${marker}\n`
      await browser?.watchFor(marker)
      const message = socket.nextMessage()
      const saved = Date.now()
      await writeFile(file, original + paragraphs)
      const messageAt = await message
      const visibleAt = await browser?.seenAt(marker)
      if (round > 0) {
        // round 0 warms up (the page loads its router chunk on the first route-data message)
        figures.saveToMessageMs.push(messageAt - saved)
        if (visibleAt !== undefined) figures.saveToVisibleMs.push(visibleAt - saved)
        log(
          `watch: edit ${round}/${edits}: message ${formatMs(messageAt - saved)}${visibleAt === undefined ? '' : `, visible ${formatMs(visibleAt - saved)}`}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    }
    if (browser) figures.inPlace = await browser.samePage()
  } finally {
    socket.close()
    await browser?.close()
    await writeFile(file, original)
  }
}

/** A live-reload client like the injected one: connected from the served origin; resolves each wait with Date.now(). */
async function connectLiveReload(origin: string): Promise<{ nextMessage(): Promise<number>; close(): void }> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${LIVE_RELOAD_PATH}`, { origin })
  let waiting: ((at: number) => void) | undefined
  ws.on('message', () => {
    const at = Date.now()
    waiting?.(at)
    waiting = undefined
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`the live-reload socket was refused (${res.statusCode})`)),
    )
    ws.once('error', reject)
  })
  return {
    nextMessage: () =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no live-reload message within 30 s of the save')), 30_000)
        waiting = (at) => {
          clearTimeout(timer)
          resolve(at)
        }
      }),
    close: () => ws.terminate(),
  }
}

interface OpenPage {
  /** starts watching the page for `marker` (call before the save) */
  watchFor(marker: string): Promise<void>
  /** Date.now() in the page when the marker appeared (after a reload: when the wait saw it) */
  seenAt(marker: string): Promise<number>
  /** still the document first loaded (no reload happened) */
  samePage(): Promise<boolean>
  close(): Promise<void>
}

async function openPage(url: string): Promise<OpenPage> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = await browser.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await markDocument(page)
  } catch (error) {
    // an open browser would keep the bench's process alive after it reports the failure
    await browser.close()
    throw error
  }
  return {
    async watchFor(marker) {
      await page.evaluate((text) => {
        const w = window as unknown as { __benchSeenAt?: number }
        w.__benchSeenAt = undefined
        const observer = new MutationObserver(() => {
          if (document.body.textContent?.includes(text)) {
            w.__benchSeenAt = Date.now()
            observer.disconnect()
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }, marker)
    },
    async seenAt(marker) {
      const handle = await page.waitForFunction(
        (text) => {
          const w = window as unknown as { __benchSeenAt?: number; __benchDocument?: boolean }
          if (w.__benchSeenAt) return w.__benchSeenAt
          return !w.__benchDocument && document.body?.textContent?.includes(text) ? Date.now() : undefined
        },
        marker,
        { timeout: 30_000 },
      )
      return (await handle.jsonValue()) as number
    },
    samePage: () => page.evaluate(() => (window as unknown as { __benchDocument?: boolean }).__benchDocument === true),
    close: () => browser.close(),
  }
}

/**
 * Marks the loaded document (samePage() tells it from a reloaded one), once the page is idle. A reload may still come
 * right after the first load (the session's first build ending while the page loads): the document it brings is
 * marked instead.
 */
async function markDocument(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => ((window as unknown as { __benchDocument: boolean }).__benchDocument = true))
      return
    } catch (error) {
      if (attempt === 3 || !/Execution context was destroyed/.test((error as Error).message)) throw error
      await page.waitForLoadState('load')
    }
  }
}

/** Where `serve --watch` keeps its caches for a site (see cacheDirFor in src/serve/watch-site.ts). */
export function sessionCacheDir(siteDir: string, generatorRoot: string): string {
  const modules = existsSync(path.join(siteDir, 'node_modules'))
    ? path.join(siteDir, 'node_modules')
    : path.join(generatorRoot, 'node_modules')
  return path.join(modules, '.cache', 'hotkeys-docs')
}

/** The caches are written after the first build's reply: wait for both before ending the session that fills them. */
export async function waitForStoredCache(cacheDir: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const files = await readdir(cacheDir).catch(() => [] as string[])
    // the markdown store is a folder of entry files (src/serve/markdown-store.ts)
    const markdown = files.find((f) => /^markdown-/.test(f))
    const entries = markdown ? await readdir(path.join(cacheDir, markdown)).catch(() => [] as string[]) : []
    if (entries.some((f) => f.endsWith('.json')) && files.some((f) => /^client-bundle-.*\.json$/.test(f))) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`serve --watch did not write its markdown and client bundle caches to ${cacheDir}`)
}

const median = (values: number[]) => summarize(values).median
const range = (values: number[]) => {
  const s = summarize(values)
  return s.runs > 1
    ? `${formatMs(s.median)} (${formatMs(s.min)}–${formatMs(s.max)}, ${s.runs} runs)`
    : formatMs(s.median)
}
const check = (ok: boolean) => (ok ? 'ok' : 'MISSED')

/** The bench table's rows: measure, result, goal, ok/MISSED. */
export function watchRows(figures: WatchFigures | undefined): string[][] {
  if (!figures) return []
  const rows: string[][] = []
  const g = WATCH_GOALS
  rows.push([
    `serve --watch: save → reload message (${figures.editedFile})`,
    range(figures.saveToMessageMs),
    `≤ ${g.saveToMessageMs} ms median`,
    check(median(figures.saveToMessageMs) <= g.saveToMessageMs),
  ])
  if (figures.saveToVisibleMs.length > 0) {
    const how = figures.inPlace ? 'route data re-fetched in place' : 'the page reloaded'
    rows.push([
      `serve --watch: save → new text visible in chromium (${how})`,
      range(figures.saveToVisibleMs),
      `≤ ${g.saveToVisibleMs} ms median (Docusaurus 450–720 ms)`,
      check(median(figures.saveToVisibleMs) <= g.saveToVisibleMs),
    ])
  } else {
    rows.push([
      'serve --watch: save → new text visible',
      `not measured (no ${CHROMIUM_PATH})`,
      `≤ ${g.saveToVisibleMs} ms median`,
      '',
    ])
  }
  if (figures.coldReadyMs.length > 0) {
    rows.push([
      'serve --watch: cold start → first page answered, no caches',
      range(figures.coldReadyMs),
      `≤ ${formatMs(g.coldReadyMs)} (Docusaurus 37 s)`,
      check(median(figures.coldReadyMs) <= g.coldReadyMs),
    ])
    rows.push([
      'serve --watch: cold start → first page answered, caches kept (markdown, client bundle)',
      range(figures.cachedReadyMs),
      `≤ ${formatMs(g.coldReadyMs)} (Docusaurus 8.8 s)`,
      check(median(figures.cachedReadyMs) <= g.coldReadyMs),
    ])
  }
  return rows
}
