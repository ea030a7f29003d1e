/**
 * Watch mode's client bundle cache (workers/client-bundle-off-thread.ts): the same input gives the cached bundle
 * until the watcher empties the cache; another input (a config change) bundles again. A thread started ahead of
 * the job runs it, or is ended when the cache answers.
 */
import { describe, expect, it } from 'vitest'
import type { ClientBundleCache } from '../../src/bundle/bundle-client.js'
import type { SiteBundleInput } from '../../src/bundle/site-client-bundle.js'
import { bundleClientOffThread, type ClientBundleThread } from '../../src/workers/client-bundle-off-thread.js'

const input = (baseUrl: string): SiteBundleInput => ({
  componentPages: {},
  minify: false,
  baseUrl,
  extraModules: {},
  extraEntries: {},
})

describe('the client bundle cache', () => {
  it('reuses the bundle for the same input, bundles again for another input or once emptied', async () => {
    const cache: ClientBundleCache = {}
    const first = await bundleClientOffThread(input('/'), cache)
    expect(cache.bundle).toBe(first)
    expect(await bundleClientOffThread(input('/'), cache)).toBe(first)

    const based = await bundleClientOffThread(input('/docs-site/'), cache)
    expect(based).not.toBe(first)
    expect(based.entry).toMatch(/^\/docs-site\/assets\//)

    cache.bundle = undefined // what the watcher does when browser code changed
    const again = await bundleClientOffThread(input('/docs-site/'), cache)
    expect(again).not.toBe(based)
    expect(again.entry).toBe(based.entry)
  }, 60_000)

  it('a thread started ahead is given the job when a bundle is made, and is ended when the cache answers', async () => {
    const made = await bundleClientOffThread(input('/'))
    const calls: string[] = []
    const thread = (): ClientBundleThread => ({
      run: async (job) => {
        calls.push(`run ${job.input.baseUrl}`)
        return made
      },
      close: () => calls.push('close'),
    })
    const cache: ClientBundleCache = {}
    expect(await bundleClientOffThread(input('/x/'), cache, { thread: thread() })).toBe(made)
    expect(await bundleClientOffThread(input('/x/'), cache, { thread: thread() })).toBe(made)
    expect(calls).toEqual(['run /x/', 'close'])
  }, 60_000)

  it('bundles without a cache every time', async () => {
    const [a, b] = [await bundleClientOffThread(input('/')), await bundleClientOffThread(input('/'))]
    expect(a).not.toBe(b)
    expect([...a.files.keys()].sort()).toEqual([...b.files.keys()].sort())
  }, 60_000)
})
