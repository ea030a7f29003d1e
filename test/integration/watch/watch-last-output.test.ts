/**
 * A `serve --watch` session over the output folder the last session of the site left serves those pages at once,
 * while its first build runs (at 10,000 pages that build takes minutes), and reloads the open pages when it ends.
 * The first build is held here by starting its worker only when the test says so.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startBuildWorker, watchWorkerData, type BuildWorker } from '../../../src/serve/build-worker-client.js'
import type { LiveReloadMessage } from '../../../src/serve/live-reload.js'
import { LIVE_RELOAD_PATH } from '../../../src/serve/serve-constants.js'
import { watchSite, type WatchSiteOptions } from '../../../src/serve/watch-site.js'
import WebSocket from 'ws'
import { copyFixtureSite } from '../../helpers/fixture-site.js'
import { type FixtureCopy, request } from './watch-harness.js'

let site: FixtureCopy

beforeAll(async () => {
  site = await copyFixtureSite('basic')
})
afterAll(async () => {
  await site?.remove()
})

const sessionOptions = (firstWorker?: Promise<BuildWorker>): WatchSiteOptions => ({
  configFile: site.file('site.config.ts'),
  outDir: site.file('build'),
  port: 0,
  host: '127.0.0.1',
  strictPort: true,
  codeDirs: [],
  cacheDir: site.file('cache'),
  log: () => {},
  logError: () => {},
  firstWorker,
})

it('serves the last session’s pages while the first build runs, then reloads the open pages', async () => {
  const first = await watchSite(sessionOptions())
  expect((await request(first.port, '/docs/intro')).text).toContain('Welcome to the fixture.')
  await first.close()
  // changed between the sessions
  await site.edit('content/docs/current/intro.md', (t) => t.replace('Welcome to the fixture.', 'Welcome back.'))

  let startWorker = () => {}
  const worker = new Promise<BuildWorker>((resolve) => {
    startWorker = () => resolve(startBuildWorker(watchWorkerData(sessionOptions())))
  })
  const second = await watchSite(sessionOptions(worker))
  try {
    const messages: LiveReloadMessage[] = []
    const socket = new WebSocket(`ws://127.0.0.1:${second.port}${LIVE_RELOAD_PATH}`, {
      origin: new URL(second.url).origin,
    })
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveReloadMessage))
    await new Promise((resolve) => socket.once('open', resolve))
    // its first build has not started: the last session's page is served, not held
    const early = await request(second.port, '/docs/intro')
    expect(early.status).toBe(200)
    expect(early.text).toContain('Welcome to the fixture.')
    startWorker()
    await second.whenIdle()
    expect((await request(second.port, '/docs/intro')).text).toContain('Welcome back.')
    while (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(messages).toEqual([{ type: 'reload' }])
    socket.terminate()
  } finally {
    await second.close()
  }
})

it('with no output left (or another folder), the server answers only once the first build is done', async () => {
  await site.remove()
  site = await copyFixtureSite('basic')
  let started = false
  const worker = new Promise<BuildWorker>((resolve) => {
    setTimeout(() => {
      started = true
      resolve(startBuildWorker(watchWorkerData(sessionOptions())))
    }, 200)
  })
  const watched = await watchSite(sessionOptions(worker))
  try {
    expect(started).toBe(true)
    expect((await request(watched.port, '/docs/intro')).text).toContain('Welcome to the fixture.')
  } finally {
    await watched.close()
  }
})
