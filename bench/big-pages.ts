/**
 * `npm run bench -- --only big-pages`: one page of 0.1 to 5 MB (bench/generate-big-page.ts: headings, nested
 * lists, tables, code, links, admonitions), each in a site of its own built in a fresh process: build time, time
 * per MB of the page, peak RSS. The time per MB leaves out what the same site costs with a page of 1 KB (CLI
 * start, config, bundle: measured first, untimed runs before it compile the CLI). The issue's goals: 1 MB ≤ 3 s, 5 MB ≤ 15 s, peak ≤ 1 GB, and the time per MB
 * constant within 1.5× from the smallest page to the largest (linear in page size).
 *
 * Every build is cold: the site's persistent build cache is removed before it (and after the last), or a second
 * run of the bench in the same folder would reuse the first one's Markdown results.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteBuildCacheFolder } from '../src/cache/cached-build.js'
import { GENERATOR_ROOT } from '../src/generator-root.js'
import { siteCacheDir } from '../src/site-cache-dir.js'
import { writeBigPageSite } from './generate-big-page.js'
import { type ProcessRun, runMeasured } from './measure-process.js'
import { formatMs } from './stats.js'

export const BIG_PAGE_SIZES_MB = [0.1, 0.25, 0.5, 1, 2, 5]
export const BIG_PAGE_GOALS = {
  buildMsAt: { 1: 3_000, 5: 15_000 } as Record<number, number>,
  peakRssMb: 1024,
  perMbSpread: 1.5,
}

export interface BigPageFigures {
  megabytes: number
  wallMs: number
  /** (wall time − the 1 KB page's) ÷ MB */
  msPerMb: number
  /** the same site with a 1 KB page */
  baselineMs: number
  /** (CPU time − the 1 KB page's) ÷ MB: steadier than wall time on a shared machine */
  cpuMsPerMb?: number
  cpuMs?: number
  peakRssMb?: number
  /** lines the build printed about the slow page (stderr) */
  progressLines: number
  /**
   * CPU time of the main thread and of the busiest other (a markdown thread, or one of V8's; bench/thread-cpu.ts):
   * the main thread waits while a markdown thread renders the page, so on an idle machine the build takes about as
   * long as the two together
   */
  mainThreadCpuMs?: number
  busiestOtherThreadCpuMs?: number
  /** the next busiest other thread (the markdown peer, or the search thread while the page renders) */
  nextOtherThreadCpuMs?: number
  /** the same page read by the parser alone (bench/parse-floor.ts): what no build on remark goes below */
  floor: ParseFloor
  /** the 1 KB page read so */
  baselineFloor: ParseFloor
}

/** ms of bench/parse-floor.ts' readings of one page: micromark's events on one thread, remark's tree on one and two */
export interface ParseFloor {
  events: number
  tree: number
  treeOnTwoThreads: number
}

const PARSE_FLOOR_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'parse-floor.ts')

/** Each reading of the parse floor of `page`, in a fresh process of its own (cold, as a build reads its pages). */
async function measureParseFloor(page: string): Promise<ParseFloor> {
  const reading = async (what: 'events' | 'tree', threads: number) => {
    const args = ['--import', 'tsx', PARSE_FLOOR_SCRIPT, page, what, String(threads)]
    const run = await runMeasured(process.execPath, args, { cwd: path.dirname(PARSE_FLOOR_SCRIPT) })
    if (run.exitCode !== 0) throw new Error(`parse-floor.ts ${page} ${what} ${threads} failed:\n${run.stderr}`)
    return (JSON.parse(run.stdout) as { ms: number }).ms
  }
  return {
    events: await reading('events', 1),
    tree: await reading('tree', 1),
    treeOnTwoThreads: await reading('tree', 2),
  }
}

export async function measureBigPages(options: {
  sizes: number[]
  dir: string
  /** the checkout whose CLI builds: where a site without node_modules has its cache (src/site-cache-dir.ts) */
  generatorRoot: string
  runBuild: (config: string, outDir: string) => Promise<ProcessRun>
  log: (line: string) => void
}): Promise<BigPageFigures[]> {
  const figures: BigPageFigures[] = []
  const baselineSite = await writeBigPageSite(path.join(options.dir, 'big-page-baseline'), { bytes: 1024 })
  const removeBuildCache = (siteDir: string) => removeSiteBuildCache(options.generatorRoot, siteDir)
  const buildBaseline = async () => {
    await removeBuildCache(baselineSite.dir)
    return options.runBuild(baselineSite.configFile, path.join(baselineSite.dir, 'build'))
  }
  await buildBaseline()
  const baseline = await buildBaseline()
  const baselineMs = baseline.wallMs
  const baselineFloor = await measureParseFloor(baselineSite.page)
  options.log(`big-pages: the site with a 1 KB page: ${formatMs(baselineMs)}`)
  for (const megabytes of options.sizes) {
    const siteDir = path.join(options.dir, `big-page-${megabytes}`)
    const site = await writeBigPageSite(siteDir, { bytes: megabytes * 2 ** 20 })
    await removeBuildCache(siteDir)
    const run = await options.runBuild(site.configFile, path.join(siteDir, 'build'))
    await removeBuildCache(siteDir)
    const floor = await measureParseFloor(site.page)
    figures.push({
      megabytes,
      wallMs: run.wallMs,
      msPerMb: Math.max(0, run.wallMs - baselineMs) / megabytes,
      ...(run.cpuMs !== undefined &&
        baseline.cpuMs !== undefined && { cpuMsPerMb: Math.max(0, run.cpuMs - baseline.cpuMs) / megabytes }),
      baselineMs,
      cpuMs: run.cpuMs,
      peakRssMb: run.peakRssMb,
      progressLines: run.stderr.split('\n').filter((line) => line.includes('rendering content/docs/current/big.md'))
        .length,
      ...(run.threads?.length && {
        mainThreadCpuMs: run.threads.find((t) => t.main)?.cpuMs,
        busiestOtherThreadCpuMs: run.threads.find((t) => !t.main)?.cpuMs,
        nextOtherThreadCpuMs: run.threads.filter((t) => !t.main)[1]?.cpuMs,
      }),
      floor,
      baselineFloor,
    })
    options.log(`big-pages: ${megabytes} MB: ${formatMs(run.wallMs)}, ${Math.round(run.peakRssMb ?? 0)} MB peak`)
    await rm(siteDir, { recursive: true, force: true })
  }
  await removeBuildCache(baselineSite.dir)
  return figures
}

/**
 * The persistent build cache of the site in `siteDir` (only this site's folder of the cache), as the CLI of the
 * checkout at `generatorRoot` keeps it: this checkout's siteCacheDir() would name its own node_modules for a site
 * that has none, and another checkout's CLI (`--cli`) then reused its cache for the second 1 KB build.
 */
function removeSiteBuildCache(generatorRoot: string, siteDir: string): Promise<void> {
  const ownCacheDir = siteCacheDir(siteDir)
  const cacheDir = ownCacheDir.startsWith(path.join(GENERATOR_ROOT, 'node_modules'))
    ? path.join(generatorRoot, 'node_modules', '.cache', 'hotkeys-docs')
    : ownCacheDir
  return rm(siteBuildCacheFolder(cacheDir, siteDir), { recursive: true, force: true })
}

export function bigPageRows(figures: BigPageFigures[] | undefined): string[][] {
  if (!figures || figures.length === 0) return []
  const rows = figures.map((f) => {
    const goal = BIG_PAGE_GOALS.buildMsAt[f.megabytes]
    const rss = f.peakRssMb === undefined ? '' : `, peak ${Math.round(f.peakRssMb)} MB`
    const threads =
      f.mainThreadCpuMs === undefined || f.busiestOtherThreadCpuMs === undefined
        ? ''
        : `; threads: main ${formatMs(f.mainThreadCpuMs)}, busiest other ${formatMs(f.busiestOtherThreadCpuMs)}${
            f.nextOtherThreadCpuMs === undefined ? '' : `, next ${formatMs(f.nextOtherThreadCpuMs)}`
          }`
    const cpu =
      f.cpuMs === undefined
        ? ''
        : ` (CPU ${formatMs(f.cpuMs)}${f.cpuMsPerMb === undefined ? '' : `, ${formatMs(f.cpuMsPerMb)}/MB`})`
    return [
      `big page: one page of ${f.megabytes} MB`,
      `${formatMs(f.wallMs)}${cpu}, ${formatMs(f.msPerMb)}/MB${rss}${threads}; ${f.progressLines} progress lines`,
      goal === undefined
        ? `peak ≤ ${BIG_PAGE_GOALS.peakRssMb} MB`
        : `≤ ${formatMs(goal)}, peak ≤ ${BIG_PAGE_GOALS.peakRssMb} MB`,
      (goal === undefined || f.wallMs <= goal) && (f.peakRssMb ?? 0) <= BIG_PAGE_GOALS.peakRssMb ? 'ok' : 'MISSED',
    ]
  })
  rows.push([
    'big page: the same site with a 1 KB page (left out of the time per MB)',
    formatMs(figures[0].baselineMs),
    '',
    '',
  ])
  // CPU time when measured: wall time moves with the machine's load
  const cpu = figures.every((f) => f.cpuMsPerMb !== undefined)
  const perMb = figures.map((f) => (cpu ? f.cpuMsPerMb! : f.msPerMb))
  const spread = Math.max(...perMb) / Math.min(...perMb)
  rows.push([
    `big page: ${cpu ? 'CPU time' : 'time'} per MB beyond the 1 KB page, largest ÷ smallest`,
    `${spread.toFixed(2)}× (${formatMs(Math.min(...perMb))}–${formatMs(Math.max(...perMb))} per MB)`,
    `≤ ${BIG_PAGE_GOALS.perMbSpread}× (linear)`,
    spread <= BIG_PAGE_GOALS.perMbSpread ? 'ok' : 'MISSED',
  ])
  // the same figures as slopes: what each step up in size added, per MB it added. A cost that grows faster than the
  // page shows here as a rising slope; a fixed cost the smallest page pays (the JIT warming up the Markdown code)
  // does not, where it raises the smallest page's time per MB above
  const slopes = figures.slice(1).map((f, i) => {
    const before = figures[i]
    const added = (cpu ? f.cpuMs! - before.cpuMs! : f.wallMs - before.wallMs) / (f.megabytes - before.megabytes)
    return { label: `${before.megabytes}→${f.megabytes}`, msPerMb: added }
  })
  if (slopes.length > 0) {
    const values = slopes.map((slope) => slope.msPerMb)
    rows.push([
      `big page: ${cpu ? 'CPU time' : 'time'} each step up in size added, per MB (MB→MB: per MB)`,
      `${Math.min(...values) > 0 ? `${(Math.max(...values) / Math.min(...values)).toFixed(2)}×` : '—'} (${slopes
        .map((slope) => `${slope.label}: ${formatMs(slope.msPerMb)}`)
        .join(', ')})`,
      'no goal: a reading',
      '',
    ])
  }
  rows.push(...parseFloorRows(figures))
  return rows
}

/**
 * The parser alone on each page (bench/parse-floor.ts), and its time per MB beyond the 1 KB page's, largest ÷
 * smallest: what the build's figures cannot go below, and how far from constant the parser's own time per MB is.
 */
function parseFloorRows(figures: BigPageFigures[]): string[][] {
  const rows = figures.map((f) => [
    `big page: the parser alone on the ${f.megabytes} MB page, cold (a floor, bench/parse-floor.ts)`,
    `remark's tree ${formatMs(f.floor.tree)} (on two threads ${formatMs(f.floor.treeOnTwoThreads)}), micromark's events ${formatMs(f.floor.events)}`,
    'no goal: a reading',
    '',
  ])
  const perMb = (f: BigPageFigures, what: keyof ParseFloor) => (f.floor[what] - f.baselineFloor[what]) / f.megabytes
  const spread = (what: keyof ParseFloor) => {
    const values = figures.map((f) => perMb(f, what))
    return `${(Math.max(...values) / Math.min(...values)).toFixed(2)}× (${formatMs(Math.min(...values))}–${formatMs(Math.max(...values))} per MB)`
  }
  rows.push([
    'big page: the parser alone, time per MB beyond the 1 KB page, largest ÷ smallest',
    `remark's tree ${spread('tree')}, micromark's events ${spread('events')}`,
    'no goal: a reading',
    '',
  ])
  return rows
}
