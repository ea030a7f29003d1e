/**
 * A request that arrives after a save was seen but before the rebuild covering it has started (the watcher's quiet
 * period, or the turn of the event loop before it) must wait for that rebuild's quick pass, which answers the edited
 * page at once, and not for the whole rebuild. A long quiet period opens that moment wide enough to hit every time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EARLY_ANSWER_HEADER } from '../../../src/serve/answer-while-building.js'
import type { WatchedSite } from '../../../src/serve/watch-site.js'
import { startWatchHarness, type WatchHarness } from './watch-harness.js'

const QUIET_MS = 1500
const HTML = { Accept: 'text/html' }
let h: WatchHarness

beforeAll(async () => {
  h = await startWatchHarness({ debounceMs: QUIET_MS })
})
afterAll(async () => {
  await h?.close()
})

/** resolves once the watcher has seen a change (a rebuild is pending or running) */
async function untilBusy(watched: WatchedSite): Promise<void> {
  for (;;) {
    let idle = false
    void watched.whenIdle().then(() => {
      idle = true
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (!idle) return
  }
}

async function saveThenRequest(line: string) {
  let started = false
  h.onNextBuildStart(() => {
    started = true
  })
  await h.site.edit('content/docs/current/api.md', (t) => `${t}\n${line}\n`)
  await untilBusy(h.watched)
  const startedBeforeRequest = started
  const answer = await h.get('/docs/api', HTML)
  expect(startedBeforeRequest).toBe(false)
  expect(answer.status).toBe(200)
  expect(answer.text).toContain(line)
  // from the quick pass, held in memory: not from the output folder after the whole rebuild
  expect(answer.headers[EARLY_ANSWER_HEADER.toLowerCase()]).toBe('rendered-first')
  await h.watched.whenIdle()
  expect(h.ends.at(-1)).toMatchObject({ ok: true })
}

it('a request between a save and the start of its rebuild gets the quick pass’s page', async () => {
  await saveThenRequest('A line saved just before the request.')
})

it('so does the next save of the same file: its rechecks do not start the quiet period again and again', async () => {
  // the file now differs from what the last build read: a recheck (every 75 ms) used to report it as a new change
  await saveThenRequest('A second line, saved after the first was built.')
})
