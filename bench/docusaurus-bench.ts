/**
 * The Docusaurus-site figures: the generated Docusaurus fixture site's cold build (docusaurus-site.ts), the JS a
 * first visit loads on its MDX doc without a site component (/docs/intro) and on the one with one (/docs/counter),
 * and, with `--docusaurus-dir <folder>`, the cold build of a real Docusaurus site folder (its own dependencies
 * installed), beside Docusaurus' 75 s on the react-hotkeys-hook documentation.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { ProcessRun } from './measure-process.js'
import { measurePageWeights, type PageWeight } from './page-weight.js'
import { generateDocusaurusSite } from './docusaurus-site.js'
import { formatKb, formatMs, type Summary } from './stats.js'

/** Docusaurus 3.10 on the react-hotkeys-hook documentation folder, cold, on these machines; hotkeys-docs' goal: 30× */
export const DOCUSAURUS_GOALS = { realColdMs: 75_000, speedup: 30, introJsGzipBytes: 80 * 1024 }

export const DOCUSAURUS_WEIGHED_PATHS = ['/docs/intro', '/docs/counter']

export interface DocusaurusRuns {
  fixture: { pages: number; cold: ProcessRun[] }
  weight: PageWeight[]
  real?: { dir: string; pages: number; cold: ProcessRun[] }
}

export interface DocusaurusMeasureOptions {
  /** a build in a fresh process: `hotkeys-docs build --config <config> --out-dir <outDir>` */
  runBuild: (config: string, outDir: string) => Promise<ProcessRun>
  clearBuildCaches: (siteDir: string) => Promise<void>
  runs: number
  /** where the fixture site is generated: inside the repository, so that it resolves react (see docusaurus-site.ts) */
  siteParent: string
  tmp: string
  realDir?: string
  log: (line: string) => void
}

const pagesOf = (run: ProcessRun) => Number(/Built (\d+) pages/.exec(run.stdout)?.[1] ?? 0)

async function coldRuns(options: DocusaurusMeasureOptions, config: string, name: string) {
  const runs: ProcessRun[] = []
  for (let i = 0; i < options.runs; i++) {
    await options.clearBuildCaches(path.dirname(config))
    runs.push(await options.runBuild(config, path.join(options.tmp, `${name}-${i}`)))
    options.log(`docusaurus: ${name} cold run ${i + 1}/${options.runs}: ${formatMs(runs[i]!.wallMs)}`)
  }
  return runs
}

export async function measureDocusaurus(options: DocusaurusMeasureOptions): Promise<DocusaurusRuns> {
  const siteDir = path.join(options.siteParent, 'docusaurus-site')
  await rm(siteDir, { recursive: true, force: true })
  try {
    const { configFile } = await generateDocusaurusSite(siteDir)
    options.log('docusaurus: preparing the fixture site (untimed first run)')
    await options.runBuild(configFile, path.join(options.tmp, 'docusaurus-prepare'))
    const cold = await coldRuns(options, configFile, 'docusaurus-fixture')
    const out = path.join(options.tmp, `docusaurus-fixture-${cold.length - 1}`)
    const { startStaticServer } = await import('../src/serve/static-server.js')
    const server = await startStaticServer({ root: out, port: 0 })
    let weight: PageWeight[]
    try {
      weight = await measurePageWeights(server.url, out, DOCUSAURUS_WEIGHED_PATHS)
    } finally {
      await server.close()
    }
    const runs: DocusaurusRuns = { fixture: { pages: pagesOf(cold[0]!), cold }, weight }
    if (options.realDir) {
      const config = path.join(path.resolve(options.realDir), 'docusaurus.config.js')
      const real = await coldRuns(options, config, 'docusaurus-real')
      runs.real = { dir: options.realDir, pages: pagesOf(real[0]!), cold: real }
    }
    return runs
  } finally {
    await rm(siteDir, { recursive: true, force: true })
  }
}

export function docusaurusRows(
  runs: DocusaurusRuns | undefined,
  range: (s: Summary, format: (n: number) => string) => string,
  summarize: (values: number[]) => Summary,
): string[][] {
  if (!runs) return []
  const g = DOCUSAURUS_GOALS
  const rows: string[][] = [
    [
      `Docusaurus fixture site, cold (${runs.fixture.pages} pages, .mdx)`,
      range(summarize(runs.fixture.cold.map((r) => r.wallMs)), formatMs),
      '',
      '',
    ],
  ]
  for (const w of runs.weight) {
    const withComponent = w.path === '/docs/counter'
    rows.push([
      `${w.path} (MDX, ${withComponent ? 'a site component' : 'no site component'}) JS before interaction`,
      `${formatKb(w.js.bytes)} (${formatKb(w.js.gzipBytes)} gzip), ${w.js.files} files`,
      withComponent ? '' : `≤ ${formatKb(g.introJsGzipBytes)} gzip`,
      withComponent ? '' : w.js.gzipBytes <= g.introJsGzipBytes ? 'ok' : 'MISSED',
    ])
  }
  if (runs.real) {
    const wall = summarize(runs.real.cold.map((r) => r.wallMs))
    const goalMs = g.realColdMs / g.speedup
    rows.push([
      `real Docusaurus folder, cold (${runs.real.pages} pages: ${runs.real.dir})`,
      `${range(wall, formatMs)}; ${(g.realColdMs / wall.median).toFixed(1)}× faster than Docusaurus' ${formatMs(g.realColdMs)}`,
      `≤ ${formatMs(goalMs)} (${g.speedup}×)`,
      wall.median <= goalMs ? 'ok' : 'MISSED',
    ])
  }
  return rows
}
