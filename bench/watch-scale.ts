/**
 * `serve --watch` on the synthetic sites of the scale section (generate-synthetic-site.ts), the CLI in its own
 * process, as an author of a big site sees it:
 *
 * - ready without caches: spawn → the first page answered, the session caches of this site removed first;
 * - body edit → new text served: a paragraph appended to one doc, until a GET of that page returns it;
 * - sidebar label edit → new label served: the label of that doc's category changed (it is in the sidebar of
 *   every page of the version), until a GET of the open page returns it;
 * - ready with caches: the next session's spawn → the first page answered.
 *
 * GETs poll every POLL_MS; a GET that arrives during a rebuild is held by the server until it ends.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { generateSyntheticSite } from './generate-synthetic-site.js'
import { startServe } from './serve-process.js'
import { formatMs } from './stats.js'
import { sessionCacheDir, waitForStoredCache } from './watch-latency.js'

/** The issue's goals at 10,000 pages (issue 16); ready without caches: ≤ the cold build. */
export const WATCH_SCALE_GOALS = { cachedReadyMs: 5000, bodyEditMs: 200, labelEditMs: 1000 }

const POLL_MS = 20
/** a doc of the latest version, its path and its category's label file */
const EDITED_DOC = 'content/docs/current/section-0/category-0/page-5.md'
const EDITED_PATH = '/docs/section-0/category-0/page-5'
const EDITED_CATEGORY = 'content/docs/current/section-0/category-0/_category_.json'

export interface WatchScaleFigures {
  pages: number
  coldReadyMs: number
  bodyEditMs: number
  labelEditMs: number
  cachedReadyMs: number
}

export async function measureWatchScale(options: {
  cli: string
  size: number
  /** inside the CLI's checkout (the site then finds its node_modules, and so its cache folder) */
  tmpDir: string
  log: (line: string) => void
}): Promise<WatchScaleFigures> {
  const { cli, size, log } = options
  const site = await generateSyntheticSite(path.join(options.tmpDir, `watch-scale-${size}`), size)
  const outDir = path.join(options.tmpDir, `watch-scale-${size}-out`)
  const cacheDir = sessionCacheDir(site.dir, path.dirname(path.dirname(cli)))
  const serveWatch = () =>
    startServe(cli, ['--watch', '--config', site.configFile, '--out-dir', outDir], {
      cwd: site.dir,
      firstPath: EDITED_PATH,
      timeoutMs: 900_000,
    })
  try {
    await removeSiteCaches(cacheDir, site.dir)
    const cold = await serveWatch()
    let figures: Omit<WatchScaleFigures, 'cachedReadyMs'>
    try {
      log(`watch-scale: ${size} pages, ready without caches in ${formatMs(cold.readyMs)}`)
      const page = `${cold.origin}${EDITED_PATH}`
      const marker = `Scale edit ${Math.random().toString(36).slice(2, 10)}.`
      const bodyEditMs = await timeUntilServed(page, marker, () =>
        writeFile(path.join(site.dir, EDITED_DOC), `\n\n${marker}\n`, { flag: 'a' }),
      )
      log(`watch-scale: ${size} pages, body edit served in ${formatMs(bodyEditMs)}`)
      const label = `Renamed ${Math.random().toString(36).slice(2, 8)}`
      const labelFile = path.join(site.dir, EDITED_CATEGORY)
      const labelEditMs = await timeUntilServed(page, label, async () =>
        writeFile(labelFile, (await readFile(labelFile, 'utf8')).replace(/"label":"[^"]*"/, `"label":"${label}"`)),
      )
      log(`watch-scale: ${size} pages, sidebar label edit served in ${formatMs(labelEditMs)}`)
      figures = { pages: site.pages, coldReadyMs: cold.readyMs, bodyEditMs, labelEditMs }
      await waitForStoredCache(cacheDir)
    } finally {
      await cold.stop()
    }
    const cached = await serveWatch()
    await cached.stop()
    log(`watch-scale: ${size} pages, ready with caches in ${formatMs(cached.readyMs)}`)
    return { ...figures, cachedReadyMs: cached.readyMs }
  } finally {
    await removeSiteCaches(cacheDir, site.dir)
    await rm(site.dir, { recursive: true, force: true })
    await rm(outDir, { recursive: true, force: true })
  }
}

export function watchScaleRows(figures: WatchScaleFigures[] | undefined, coldBuildMs: Map<number, number>): string[][] {
  const g = WATCH_SCALE_GOALS
  return (figures ?? []).flatMap((f) => {
    const name = `serve --watch, ${f.pages.toLocaleString('en')} pages`
    const is10k = f.pages >= 10_000
    const build = coldBuildMs.get(f.pages)
    return [
      [
        `${name}: ready, caches kept / none`,
        `${formatMs(f.cachedReadyMs)} / ${formatMs(f.coldReadyMs)}`,
        is10k ? `≤ ${formatMs(g.cachedReadyMs)} / ≤ the cold build${build ? ` (${formatMs(build)})` : ''}` : '',
        is10k ? check(f.cachedReadyMs <= g.cachedReadyMs && (!build || f.coldReadyMs <= build)) : '',
      ],
      [
        `${name}: body edit → new text served`,
        formatMs(f.bodyEditMs),
        is10k ? `≤ ${formatMs(g.bodyEditMs)}` : '',
        is10k ? check(f.bodyEditMs <= g.bodyEditMs) : '',
      ],
      [
        `${name}: sidebar label edit → new label on the open page`,
        formatMs(f.labelEditMs),
        is10k ? `≤ ${formatMs(g.labelEditMs)}` : '',
        is10k ? check(f.labelEditMs <= g.labelEditMs) : '',
      ],
    ]
  })
}

const check = (ok: boolean) => (ok ? 'ok' : 'MISSED')

/** Runs `change` (the save), then GETs `url` until its body holds `text`: the time from the save. */
async function timeUntilServed(url: string, text: string, change: () => Promise<void>): Promise<number> {
  const saved = performance.now()
  await change()
  for (;;) {
    if ((await getBody(url)).includes(text)) return performance.now() - saved
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function getBody(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: 'text/html' } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve(body))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** The session caches a watch session left for this site (src/serve/session-cache-file.ts names them by its folder). */
async function removeSiteCaches(cacheDir: string, siteDir: string): Promise<void> {
  const siteHash = createHash('sha1').update(path.resolve(siteDir)).digest('hex').slice(0, 12)
  const names = await readdir(cacheDir).catch(() => [] as string[])
  await Promise.all(
    names.filter((name) => name.includes(siteHash)).map((name) => rm(path.join(cacheDir, name), { recursive: true })),
  )
}
