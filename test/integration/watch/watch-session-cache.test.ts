/**
 * The markdown cache and the client bundle outlive a `serve --watch` session: they are written a moment after the
 * last build that made them (off the edit → reload path), and closing the session writes them at once, so the next
 * cold start renders no Markdown and runs no esbuild for the browser code.
 */
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createWatchBuild } from '../../../src/serve/watch-build.js'
import { watchSite, type WatchBuildEnd } from '../../../src/serve/watch-site.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'
import { ALGOLIA_CONFIG, type FixtureCopy } from './watch-harness.js'

let site: FixtureCopy

beforeAll(async () => {
  site = await copyFixtureSite('basic')
  await site.edit('site.config.ts', (text) => text.replace('themeConfig: {', `themeConfig: {\n    ${ALGOLIA_CONFIG}`))
})
afterAll(async () => {
  await site?.remove()
})

it('closing a session right after an edit stores its markdown and bundle: the next session renders and bundles none', async () => {
  const cacheDir = site.file('cache')
  const ends: WatchBuildEnd[] = []
  let wake: (() => void) | undefined
  const watched = await watchSite({
    configFile: site.file('site.config.ts'),
    outDir: site.file('build'),
    port: 0,
    strictPort: true,
    codeDirs: [],
    cacheDir,
    log: () => {},
    logError: () => {},
    onBuildEnd: (end) => {
      ends.push(end)
      wake?.()
    },
  })
  try {
    await watched.whenIdle()
    const rebuilt = new Promise<void>((resolve) => (wake = resolve))
    await site.edit('content/docs/current/intro.md', (t) =>
      t.replace('Welcome to the fixture.', 'Welcome to the stored fixture.'),
    )
    await rebuilt
    const last = ends.at(-1)
    expect(last?.ok && last.summary.rendered.markdown).toBe(1)
    expect(ends[0].ok && ends[0].summary.rendered.bundled).toBe(true)
  } finally {
    await watched.close() // at once: the delayed write has not happened yet
  }

  const next = createWatchBuild({
    configFile: site.file('site.config.ts'),
    outDir: site.file('build'),
    cacheDir: path.resolve(cacheDir),
  })
  const reply = await next.run({ id: 1, bundleStale: true })
  if (!reply.ok) throw new Error(reply.error.message)
  expect(reply.summary.rendered.markdown).toBe(0)
  expect(reply.summary.rendered.bundled).toBe(false)
  const page = await site.read('build/docs/intro.html')
  expect(page).toContain('Welcome to the stored fixture.')
  // the stored bundle's files are served, under the names the pages load
  const entry = /<script type="module" src="\/(assets\/[^"]+\.js)"/.exec(page)?.[1]
  expect(entry).toBeDefined()
  expect(site.exists(`build/${entry}`)).toBe(true)
  await next.stored() // before afterAll removes the folder its delayed cache write goes to
}, 120_000)
