/**
 * Live blocks started while the content loads (live-blocks-ahead.ts): each block goes to the renderer under the
 * scope of the docs version its file is in (the latest's for blog posts and pages), and the live stage that runs
 * afterwards finds it in the cache: rendered once, failures included.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config/load-config.js'
import { compileLiveBlocks, createLiveBlockCache, type LiveSource } from '../../../src/live/compile-live-blocks.js'
import { liveBlocksAhead, withLiveBlocksAhead } from '../../../src/live/live-blocks-ahead.js'
import type { LiveRenderer, LiveRenderJob } from '../../../src/live/live-renderer.js'
import { LIBRARY_LIVE_SCOPES } from '../../../src/live/live-scopes.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { BuildError } from '../../../src/errors.js'

const FENCE = '```'
const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A renderer that answers every block with its scope's name, or with a render error for code that says `fail`. */
function recordingRenderer(): LiveRenderer & { jobs: LiveRenderJob[] } {
  const jobs: LiveRenderJob[] = []
  return {
    jobs,
    timeLimitMs: 1000,
    prepare: () => {},
    scopeNames: async () => ['React', 'useHotkeys'],
    realmOf: (scope) => scope.name,
    async render(job) {
      jobs.push(job)
      return job.code.includes('fail') ? { error: 'it failed', line: 1 } : { html: `<p>${job.scope.name}</p>` }
    },
    close: async () => {},
  }
}

function blocksOf(code: string, file: string) {
  return renderMarkdown([`${FENCE}jsx live`, code, FENCE].join('\n'), { file }).liveBlocks
}

describe('liveBlocksAhead', () => {
  it("starts each file's blocks under its docs version's scope, the latest's outside the docs", async () => {
    const config = await loadConfig(path.join(ROOT, 'site.config.ts'))
    const renderer = recordingRenderer()
    const cache = createLiveBlockCache()
    const ahead = liveBlocksAhead(config, renderer, cache, LIBRARY_LIVE_SCOPES)
    ahead('content/docs/4.x/keys.md', blocksOf('<b>four</b>', 'content/docs/4.x/keys.md'))
    ahead('content/docs/3.x/keys.md', blocksOf('<b>three</b>', 'content/docs/3.x/keys.md'))
    ahead('content/docs/current/keys.md', blocksOf('<b>five</b>', 'content/docs/current/keys.md'))
    ahead('content/blog/post.md', blocksOf('<b>post</b>', 'content/blog/post.md'))
    await Promise.all(cache.values())
    const scopeOf = (text: string) => renderer.jobs.find((job) => job.code.includes(text))?.scope.name
    expect(scopeOf('four')).toBe('rhh4')
    expect(scopeOf('three')).toBe('rhh3')
    expect(scopeOf('five')).toBe('rhh5')
    expect(scopeOf('post')).toBe('rhh5')
  })

  it('leaves the live stage a cache hit: each block rendered once, a failing one reported there once', async () => {
    const config = await loadConfig(path.join(ROOT, 'site.config.ts'))
    const renderer = recordingRenderer()
    const cache = createLiveBlockCache()
    const file = 'content/docs/current/keys.md'
    const render = withLiveBlocksAhead(
      (source, options) => renderMarkdown(source, options),
      liveBlocksAhead(config, renderer, cache, LIBRARY_LIVE_SCOPES),
    )
    const markdown = [`${FENCE}jsx live`, '<b>good</b>', FENCE, '', `${FENCE}jsx live`, '<b>fail</b>', FENCE].join('\n')
    const result = render(markdown, { file })
    const sources: LiveSource[] = result.liveBlocks.map((block) => ({ file, version: 'current', block }))
    // both have settled when the live stage starts
    await Promise.allSettled(cache.values())
    const error = await compileLiveBlocks(sources, renderer, cache, LIBRARY_LIVE_SCOPES).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).message).toContain('it failed')
    // the two compile at once: their renders may come in either order
    expect(renderer.jobs.map((job) => (job.code.includes('fail') ? 'fail' : 'good')).sort()).toEqual(['fail', 'good'])
    // the failed block is not kept: the next build (watch mode) tries it again
    expect(cache.size).toBe(1)
  })
})
