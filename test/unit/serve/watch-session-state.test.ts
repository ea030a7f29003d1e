import { describe, expect, it } from 'vitest'
import type { BuildReply, BuildSummary } from '../../../src/serve/build-worker-protocol.js'
import {
  afterBuild,
  INITIAL_WATCH_STATE,
  owingReload,
  type WatchSessionState,
} from '../../../src/serve/watch-session-state.js'

function good(patch: Partial<BuildSummary> = {}): BuildReply {
  const summary: BuildSummary = {
    durationMs: 10,
    pages: 3,
    changedFiles: ['docs/intro.html'],
    update: { kind: 'route-data', paths: ['/docs/intro'] },
    warnings: [],
    inputs: { configFiles: [], contentDirs: [], staticDir: '/site/static' },
    baseUrl: '/base/',
    rendered: { markdown: 1, pages: 1, documents: 0, bundled: false },
    ...patch,
  }
  return { id: 1, ok: true, summary }
}
const failed: BuildReply = { id: 2, ok: false, error: { message: 'intro.md:3  broken' } }
const built: WatchSessionState = { lastError: undefined, hadGoodBuild: true, reloadOwed: false, baseUrl: '/' }

describe('afterBuild', () => {
  it('reloads the pages after the first good build, and keeps its base URL', () => {
    expect(afterBuild(INITIAL_WATCH_STATE, good())).toEqual({
      state: { lastError: undefined, hadGoodBuild: true, reloadOwed: false, baseUrl: '/base/' },
      messages: [{ type: 'reload' }],
    })
  })

  it('refetches the changed routes after a content build, or reloads when the build says so', () => {
    expect(afterBuild(built, good()).messages).toEqual([{ type: 'route-data', path: '/docs/intro' }])
    expect(afterBuild(built, good({ update: { kind: 'reload' } })).messages).toEqual([{ type: 'reload' }])
    expect(afterBuild(built, good({ update: { kind: 'none' } })).messages).toEqual([])
  })

  it('reports a failure and keeps what the pages were told before', () => {
    expect(afterBuild(built, failed)).toEqual({
      state: { ...built, lastError: failed.ok ? undefined : failed.error },
      messages: [{ type: 'error', message: 'intro.md:3  broken' }],
    })
  })

  it('after a failure, a good build says ok and pays the reload the failed code change owed', () => {
    const owing = owingReload(built, ['content', 'code'])
    expect(owing.reloadOwed).toBe(true)
    const broken = afterBuild(owing, failed).state
    expect(broken.reloadOwed).toBe(true)
    expect(afterBuild(broken, good({ changedFiles: [] }))).toEqual({
      state: { lastError: undefined, hadGoodBuild: true, reloadOwed: false, baseUrl: '/base/' },
      messages: [{ type: 'ok' }, { type: 'reload' }],
    })
  })

  it('a good build that wrote nothing new drops an owed reload', () => {
    const owing = owingReload(built, ['static'])
    expect(afterBuild(owing, good({ changedFiles: [], update: { kind: 'none' } }))).toEqual({
      state: { ...built, baseUrl: '/base/' },
      messages: [],
    })
  })

  it('content changes owe no reload', () => {
    expect(owingReload(built, ['content', 'content'])).toBe(built)
  })
})
