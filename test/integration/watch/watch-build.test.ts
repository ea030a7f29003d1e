/**
 * The caches do not change the result: after each edit, a watch session's output folder (markdown, render,
 * bundle, config and page caches, written in place) holds exactly the files a fresh production build writes —
 * same names, same bytes — except for the build id, which watch mode keeps fixed.
 */
import { rm, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { BuildReply } from '../../../src/serve/build-worker-protocol.js'
import { createWatchBuild, type WatchBuild } from '../../../src/serve/watch-build.js'
import { expectSameAsProduction, withWatchBuildSession } from './watch-build-session.js'
import { ALGOLIA_CONFIG, type FixtureCopy } from './watch-harness.js'

// the local search index's files are named by docs version alone: an edit changes no other page (src/search/build-local-index.ts)
describe.each([
  { search: 'hosted', indexFiles: [] },
  { search: 'local', indexFiles: ['__search/index.docs-default-current.json'] },
])('a watch session writes what a production build writes ($search search)', ({ search, indexFiles }) => {
  let site: FixtureCopy
  let watchBuild: WatchBuild
  let requestId = 0

  withWatchBuildSession(
    'basic',
    (session) => ({ site, watchBuild } = session),
    async (copy) => {
      if (search === 'hosted')
        await copy.edit('site.config.ts', (text) =>
          text.replace('themeConfig: {', `themeConfig: {\n    ${ALGOLIA_CONFIG}`),
        )
    },
  )

  async function rebuild(): Promise<Extract<BuildReply, { ok: true }>> {
    const reply = await watchBuild.run({ id: ++requestId, bundleStale: false })
    if (!reply.ok) throw new Error(reply.error.message)
    return reply
  }

  it('first build (a newer change does not stop it: nothing could show the pages without it)', async () => {
    const building = watchBuild.run({ id: ++requestId, bundleStale: false })
    watchBuild.abort()
    const reply = await building
    if (!reply.ok) throw new Error(reply.error.message)
    expect(reply.summary.rendered.bundled).toBe(true)
    await expectSameAsProduction(site)
  })

  it('after a text edit (one markdown file rendered again, the bundle reused)', async () => {
    await site.edit('content/docs/current/api.md', (t) => t.replace('The API.', 'The API, edited.'))
    const reply = await rebuild()
    expect(reply.summary.rendered).toMatchObject({ markdown: 1, bundled: false })
    expect(reply.summary.update).toEqual({ kind: 'route-data', paths: ['/docs/api'] })
    // that page's files, its version's search index, llms-full.txt and llms.txt (the edit is in the page's first
    // paragraph, its description there): no other page's document changes
    expect([...(reply.summary.changedFiles ?? [])].sort()).toEqual(
      ['__data/docs/api.json', 'docs/api.html', 'llms-full.txt', 'llms.txt', ...indexFiles].sort(),
    )
    await expectSameAsProduction(site)
  })

  it('after a title change (sidebars, breadcrumbs and pagination of other pages)', async () => {
    await site.edit('content/docs/current/guides/first-guide.md', (t) => t.replace('# First guide', '# Renamed guide'))
    const reply = await rebuild()
    expect(reply.summary.update.kind).toBe('route-data')
    await expectSameAsProduction(site)
  })

  it('after a page is created and one deleted', async () => {
    await writeFile(
      site.file('content/docs/current/guides/third-guide.md'),
      '# Third guide\n\nLinks to [the first](./first-guide.md).\n',
    )
    await rm(site.file('content/docs/current/guides/second-guide.md'))
    const reply = await rebuild()
    expect(reply.summary.update).toEqual({ kind: 'reload' })
    expect(reply.summary.changedFiles).toEqual(
      expect.arrayContaining(['docs/guides/second-guide.html', 'docs/guides/third-guide.html']),
    )
    await expectSameAsProduction(site)
  })

  it('after a relative link target moves (the linking page renders again)', async () => {
    await writeFile(
      site.file('content/docs/current/guides/first-guide.md'),
      '---\nslug: /moved-guide\n---\n\n# Renamed guide\n\n## Setup\n\nSet it up.\n',
    )
    const reply = await rebuild()
    expect(reply.summary.rendered.markdown).toBeGreaterThanOrEqual(2) // the moved page and intro.md, which links to it
    await expectSameAsProduction(site)
  })

  it('a rebuild with nothing changed writes nothing', async () => {
    const reply = await rebuild()
    expect(reply.summary.changedFiles).toEqual([])
    expect(reply.summary.update).toEqual({ kind: 'none' })
    expect(reply.summary.rendered).toEqual({ markdown: 0, pages: 0, documents: 0, bundled: false })
  })

  it('a new session (a cold start) takes the stored markdown and renders only what changed meanwhile', async () => {
    await watchBuild.stored()
    await site.edit('content/docs/current/intro.md', (t) => t.replace('Welcome to the fixture.', 'Welcome back.'))
    const coldStart = createWatchBuild({
      configFile: site.file('site.config.ts'),
      outDir: site.file('watch-out'),
      cacheDir: site.file('cache'),
    })
    const reply = await coldStart.run({ id: 1, bundleStale: true })
    if (!reply.ok) throw new Error(reply.error.message)
    expect(reply.summary.rendered.markdown).toBe(1) // the file edited between the sessions
    await expectSameAsProduction(site)
  })
})
