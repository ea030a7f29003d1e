/**
 * A bounded load test of `hotkeys-docs serve` on loopback: the real site built into a temp folder, served by the
 * CLI in its own process, and hit for a fixed time by keep-alive clients from this process (the load generator
 * and the server do not share an event loop). The requests mix what a visit asks for: pages in each URL form,
 * route data, the hashed entry script and stylesheet, a static image, a missing page (404), a revalidation (304)
 * and a compressed page. An error is a failed request or a status other than the one expected.
 *
 * Node's own http client rather than autocannon: no extra dependency, and every answer's status is checked.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { runLoad, type Probe } from './load-clients.js'
import { runMeasured } from './measure-process.js'
import { startServe } from './serve-process.js'

export interface LoadFigures {
  seconds: number
  connections: number
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  /** the first few errors, for the log */
  errorSamples: string[]
}

export interface LoadBenchOptions {
  cli: string
  configFile: string
  seconds: number
  connections: number
  tmpDir: string
  log: (line: string) => void
}

export async function measureServeLoad(options: LoadBenchOptions): Promise<LoadFigures> {
  const outDir = path.join(options.tmpDir, 'load-build')
  const siteDir = path.dirname(options.configFile)
  const built = await runMeasured(
    process.execPath,
    [options.cli, 'build', '--config', options.configFile, '--out-dir', outDir],
    { cwd: siteDir },
  )
  if (built.exitCode !== 0) throw new Error(`the build for the load test failed:\n${built.stderr || built.stdout}`)
  const server = await startServe(options.cli, ['--out-dir', outDir], { cwd: siteDir, firstPath: '/docs/intro' })
  try {
    const probes = await probesFor(server.origin)
    options.log(
      `load: ${options.connections} keep-alive connections for ${options.seconds} s, ${probes.length} kinds of request`,
    )
    return await hammer(server.origin, probes, options.seconds, options.connections)
  } finally {
    await server.stop()
    await rm(outDir, { recursive: true, force: true })
  }
}

async function probesFor(origin: string): Promise<Probe[]> {
  const intro = await fetch(`${origin}/docs/intro`)
  const html = await intro.text()
  const script = /<script[^>]*type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  const etag = (await fetch(`${origin}/docs/api/use-hotkeys`, { method: 'HEAD' })).headers.get('etag')
  if (!script || !stylesheet || !etag)
    throw new Error('load: could not find the entry script, the stylesheet or an ETag in the built site')
  return [
    { path: '/docs/intro', status: 200 },
    { path: '/docs/intro/', status: 200 },
    { path: '/docs/intro.html', status: 200 },
    { path: '/', status: 200 },
    { path: '/blog', status: 200 },
    { path: '/__data/docs/intro.json', status: 200 },
    { path: script, status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
    { path: stylesheet, status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
    { path: '/img/logo.svg', status: 200 },
    { path: '/docs/no-such-page', status: 404 },
    { path: '/docs/api/use-hotkeys', status: 304, headers: { 'If-None-Match': etag } },
    { path: '/docs/api/use-hotkeys', status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
  ]
}

async function hammer(origin: string, probes: Probe[], seconds: number, connections: number): Promise<LoadFigures> {
  const run = await runLoad(origin, probes, { connections, until: { seconds } })
  const { latencies } = run
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]
  return {
    seconds: run.seconds,
    connections,
    requests: latencies.length,
    requestsPerSecond: latencies.length / run.seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors: run.failures.length,
    errorSamples: run.failures.slice(0, 5),
  }
}

/** The bench table's rows: measure, result, goal, ok/MISSED. */
export function loadRows(figures: LoadFigures | undefined): string[][] {
  if (!figures) return []
  const f = figures
  return [
    [
      `serve: loopback load, ${f.connections} keep-alive connections, ${f.seconds.toFixed(0)} s`,
      `${Math.round(f.requestsPerSecond).toLocaleString('en')} req/s, p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, ${f.errors} errors (${f.requests.toLocaleString('en')} requests)`,
      '0 errors',
      f.errors === 0 ? 'ok' : `MISSED: ${f.errorSamples.join('; ')}`,
    ],
  ]
}
