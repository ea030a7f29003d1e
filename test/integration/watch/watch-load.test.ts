/**
 * A bounded load smoke test of the watching server on loopback: a fixed number of requests (pages in both URL
 * forms, route data, assets, a missing page, conditional requests) from a fixed number of concurrent keep-alive
 * clients, with the live-reload client injected into every page. Every answer must be the expected one: zero
 * errors. Throughput and latency are printed for the record, never asserted.
 */
import http from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startWatchHarness, type WatchHarness } from './watch-harness.js'
import { runLoad, type Probe } from '../../../bench/load-clients.js'

const TOTAL_REQUESTS = 3000
const CONCURRENCY = 16

let h: WatchHarness

beforeAll(async () => {
  h = await startWatchHarness({ hostedSearch: true })
}, 120_000)
afterAll(async () => {
  await h?.close()
})

it(`answers ${TOTAL_REQUESTS} requests from ${CONCURRENCY} concurrent clients with zero errors`, async () => {
  const intro = await h.get('/docs/intro')
  const etag = (await headOf('/docs/api')).etag as string
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(intro.text)?.[1]
  expect(asset).toBeDefined()
  const probes: Probe[] = [
    { path: '/docs/intro', status: 200 },
    { path: '/docs/intro/', status: 200 },
    { path: '/docs/intro.html', status: 200 },
    { path: '/docs/guides/first-guide', status: 200 },
    { path: '/blog', status: 200 },
    { path: '/', status: 200 },
    { path: '/__data/docs/intro.json', status: 200 },
    { path: asset!, status: 200 },
    { path: '/img/icon.svg', status: 200 },
    { path: '/docs/no-such-page', status: 404 },
    { path: '/docs/api', status: 304, headers: { 'If-None-Match': etag } },
    { path: '/docs/api', status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
  ]

  const { latencies, failures, seconds } = await runLoad(`http://127.0.0.1:${h.watched.port}`, probes, {
    connections: CONCURRENCY,
    until: { requests: TOTAL_REQUESTS },
  })
  const p99 = latencies[Math.floor(latencies.length * 0.99)]
  console.log(
    `watch server load: ${TOTAL_REQUESTS} requests, ${Math.round(TOTAL_REQUESTS / seconds)} req/s, p99 ${p99.toFixed(1)} ms`,
  )
  expect(failures).toEqual([])
  expect(latencies).toHaveLength(TOTAL_REQUESTS)
  // and it still serves after the burst
  expect((await h.get('/docs/intro')).status).toBe(200)
})

function headOf(urlPath: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port: h.watched.port, path: urlPath, method: 'HEAD' }, (res) => {
        res.resume()
        resolve(res.headers)
      })
      .on('error', reject)
      .end()
  })
}
