/**
 * `npm run lighthouse`: builds the site, serves it on loopback and runs Lighthouse (npm `lighthouse`, mobile
 * preset = its defaults: emulated Moto G Power, simulated slow 4G) in headless Debian chromium on `/` and
 * `/docs/intro`. Prints the four category scores (goal: 100 each) and, under 100, the audits that cost points.
 *
 *   npm run lighthouse                       build into a temp folder, then audit
 *   npm run lighthouse -- --out-dir build    audit an existing build output instead of building
 *   npm run lighthouse -- --json             scores as JSON
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), flags --headless --no-sandbox.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build } from '../src/build.js'
import { startStaticServer } from '../src/serve/static-server.js'
import { formatTable } from './stats.js'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PAGES = ['/', '/docs/intro']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface PageScores {
  path: string
  scores: Record<(typeof CATEGORIES)[number], number | null>
  /** audits scoring below 1 that weigh in a category, with their titles and display values */
  losses: Array<{ category: string; id: string; title: string; score: number | null; displayValue?: string }>
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const outDirFlag = argv.indexOf('--out-dir')
  let outDir = outDirFlag >= 0 ? path.resolve(argv[outDirFlag + 1]) : undefined
  const temp = outDir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hd-lighthouse-'))
  if (!outDir) {
    outDir = path.join(temp!, 'build')
    process.stderr.write('building the site…\n')
    await build({ configFile: path.join(REPO_ROOT, 'site.config.ts'), outDir })
  }
  process.env.CHROME_PATH ??= '/usr/bin/chromium'
  const server = await startStaticServer({ root: outDir, port: 0 })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const results: PageScores[] = []
  try {
    for (const page of PAGES) {
      process.stderr.write(`lighthouse ${page}…\n`)
      const runner = await lighthouse(new URL(page, server.url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!runner) throw new Error(`lighthouse returned nothing for ${page}`)
      const lhr = runner.lhr
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100),
        ]),
      ) as PageScores['scores']
      const losses: PageScores['losses'] = []
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            losses.push({
              category,
              id: ref.id,
              title: audit.title,
              score: audit.score,
              displayValue: audit.displayValue,
            })
          }
        }
      }
      results.push({ path: page, scores, losses })
    }
  } finally {
    chrome.kill()
    await server.close()
    if (temp) await rm(temp, { recursive: true, force: true })
  }

  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
    return
  }
  const rows = results.map((r) => [r.path, ...CATEGORIES.map((c) => String(r.scores[c] ?? '–'))])
  const lines = [`Lighthouse (mobile), goal 100 in every category`, '', formatTable(['page', ...CATEGORIES], rows)]
  for (const r of results) {
    if (r.losses.length === 0) continue
    lines.push('', `${r.path} loses points on:`)
    for (const l of r.losses)
      lines.push(
        `  [${l.category}] ${l.title} (${l.id})${l.displayValue ? `: ${l.displayValue}` : ''}, score ${l.score}`,
      )
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
})
