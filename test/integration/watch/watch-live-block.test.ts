/**
 * `serve --watch` and a live block that never ends (issue 13, item 7): the rebuild fails at the block's file and
 * line once its time limit is up, the server keeps answering, and the next save that fixes the block rebuilds
 * fine in the same session. Every wait is for an event (a build ending); nothing is timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_RENDER_TIME_LIMIT_MS } from '../../../src/live/live-renderer.js'
import { startWatchHarness, type WatchHarness } from './watch-harness.js'

const FENCE = '```'
const page = (body: string) =>
  [
    '---',
    'title: Spin',
    '---',
    '',
    '# Spin',
    '',
    FENCE + 'jsx live',
    'function Spin() {',
    body,
    '  return <p>Spun</p>',
    '}',
    FENCE,
    '',
  ].join('\n')

let h: WatchHarness

beforeAll(async () => {
  h = await startWatchHarness({ hostedSearch: true, codeDirs: ['theme'] })
}, 120_000)
afterAll(async () => {
  await h?.close()
})

describe('a live block that never ends, in watch mode', { timeout: 120_000 }, () => {
  it('fails the rebuild at its file and line; the server still answers; fixing it rebuilds', async () => {
    const hung = await h.changeAndRebuild(() => h.site.write('content/docs/current/spin.md', page('  while (true) {}')))
    const end = hung.ends.at(-1)!
    expect(end.ok).toBe(false)
    const error = hung.messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toContain(
      `content/docs/current/spin.md:7  Live code did not finish rendering within ${LIVE_RENDER_TIME_LIMIT_MS} ms`,
    )
    // the pages built before are still served, at once
    const intro = await h.get('/docs/intro')
    expect(intro.status).toBe(200)
    expect(intro.text).toContain('Welcome to the fixture.')

    const fixed = await h.changeAndRebuild(() =>
      h.site.write('content/docs/current/spin.md', page('  let turns = 0\n  while (turns < 3) turns++')),
    )
    expect(fixed.ends.at(-1)).toMatchObject({ ok: true, freshWorker: false })
    const spin = await h.get('/docs/spin')
    expect(spin.status).toBe(200)
    expect(spin.text).toContain(
      '<div class="live-preview__result" data-live-result=""><!--$--><p>Spun</p><!--/$--></div>',
    )
  })
})
