/**
 * Watch mode on a site of a few hundred pages (the bench's synthetic site, generated here: three docs versions of
 * ~100 pages, a blog): an edit re-renders what it changes, counted in pages and markdown files, and after the
 * edits the output equals a production build. The counts, not the time, are what scale to 10,000 pages.
 */
import { mkdir, mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSyntheticSite } from '../../../bench/generate-synthetic-site.js'
import type { BuildReply, BuildSummary, PageReady } from '../../../src/serve/build-worker-protocol.js'
import { createWatchBuild, type WatchBuild } from '../../../src/serve/watch-build.js'
import { siteFolder, TMP_ROOT } from '../../helpers/fixture-site.js'
import type { FixtureCopy } from './watch-harness.js'
import { expectSameAsProduction } from './watch-build-session.js'

const PAGES = 300
/** a doc of the 2.x version and its category's sidebar label */
const EDITED_DOC = 'content/docs/2.x/section-0/category-1/page-25.md'
const EDITED_CATEGORY = 'content/docs/2.x/section-0/category-1/_category_.json'
/** the edited doc's route, and a page of the same version (the open page of a label edit) */
const EDITED_PATH = '/docs/2.x/section-0/category-1/page-25'
const OPEN_PATH = '/docs/2.x/section-0/category-1/page-27'

let site: FixtureCopy
let watchBuild: WatchBuild
let requests = 0

/** A rebuild for the changed files; `ready` receives the PageReady messages of `firstPaths`, before the reply. */
async function rebuild(changed: string[] = [], firstPaths?: string[], ready: PageReady[] = []): Promise<BuildSummary> {
  const reply: BuildReply = await watchBuild.run(
    { id: ++requests, bundleStale: false, changedFiles: changed.map((f) => site.file(f)), firstPaths },
    (message) => 'pageReady' in message && ready.push(message),
  )
  if (!reply.ok) throw new Error(reply.error.message)
  return reply.summary
}

function startSession(): WatchBuild {
  return createWatchBuild({
    configFile: site.file('site.config.ts'),
    outDir: site.file('watch-out'),
    cacheDir: site.file('cache'),
  })
}

/** The quick pass's files of a page are the build's, byte for byte. */
function expectSameFiles(quick: PageReady, built: PageReady): void {
  expect(quick.files).toEqual(built.files)
}

/** The HTML pages a build wrote. */
const pagesWritten = (summary: BuildSummary) => summary.changedFiles.filter((f) => f.endsWith('.html'))

beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  const dir = await mkdtemp(path.join(TMP_ROOT, 'synthetic-'))
  await generateSyntheticSite(dir, PAGES)
  site = siteFolder(dir)
  watchBuild = startSession()
}, 120_000)

afterAll(async () => {
  await watchBuild?.stored()
  await site?.remove()
})

describe(`watch mode on a ${PAGES}-page site`, () => {
  let routes = 0

  it('the first build renders every page once', async () => {
    const summary = await rebuild()
    routes = summary.pages
    expect(routes).toBeGreaterThan(PAGES)
    expect(summary.rendered).toMatchObject({ pages: routes, documents: 0, bundled: true })
    expect(summary.rendered.markdown).toBeGreaterThanOrEqual(PAGES)
  }, 120_000)

  it("a body edit renders one markdown file and one page; no other page's document is made again (the search index keeps its file names)", async () => {
    await site.edit(EDITED_DOC, (text) => `${text}\nA paragraph added by the watch test.\n`)
    const ready: PageReady[] = []
    const summary = await rebuild([EDITED_DOC], [EDITED_PATH], ready)
    expect(summary.rendered).toMatchObject({ markdown: 1, pages: 1, bundled: false })
    // the requested page is rendered by the quick pass, then first by the build, each announced with its files
    expect(ready.map((m) => [m.pageReady, m.before, m.quick ?? false])).toEqual([
      [EDITED_PATH, 0, true],
      [EDITED_PATH, 0, false],
    ])
    expect(new Map(ready[0].files).get('docs/2.x/section-0/category-1/page-25.html')).toContain(
      'A paragraph added by the watch test.',
    )
    expectSameFiles(ready[0], ready[1])
    expect(summary.rendered.documents).toBe(0)
    expect(pagesWritten(summary)).toEqual(['docs/2.x/section-0/category-1/page-25.html'])
    expect(await site.read('watch-out/docs/2.x/section-0/category-1/page-25.html')).toContain(
      'A paragraph added by the watch test.',
    )
  }, 120_000)

  it('a sidebar label edit renders no markdown and only pages of that docs version', async () => {
    await site.edit(EDITED_CATEGORY, (text) => text.replace('"Category 1"', '"Renamed category"'))
    const ready: PageReady[] = []
    const summary = await rebuild([EDITED_CATEGORY], [OPEN_PATH], ready)
    expect(summary.rendered.markdown).toBe(0)
    // the open page first (by the quick pass, then by the build), though every page of the version changed
    expect(ready.map((m) => [m.pageReady, m.before, m.quick ?? false])).toEqual([
      [OPEN_PATH, 0, true],
      [OPEN_PATH, 0, false],
    ])
    expect(new Map(ready[0].files).get('docs/2.x/section-0/category-1/page-27.html')).toContain('Renamed category')
    expectSameFiles(ready[0], ready[1])
    const versionPages = pagesWritten(summary).filter((f) => f === 'docs/2.x.html' || f.startsWith('docs/2.x/'))
    expect(versionPages.length).toBeGreaterThan(PAGES / 4)
    expect(pagesWritten(summary)).toEqual(versionPages)
    expect(summary.rendered.pages).toBe(versionPages.length)
    expect(await site.read('watch-out/docs/2.x/section-0/category-1/page-25.html')).toContain('Renamed category')
  }, 120_000)

  it('a build stopped for a newer change writes nothing; the next one covers both changes', async () => {
    const before = await site.read('watch-out/docs/2.x/section-0/category-1/page-25.html')
    await site.edit(EDITED_DOC, (text) => `${text}\nA paragraph the stopped build never wrote.\n`)
    const ready: PageReady[] = []
    const stopped = watchBuild.run(
      { id: ++requests, bundleStale: false, changedFiles: [site.file(EDITED_DOC)], firstPaths: [] },
      (m) => 'pageReady' in m && ready.push(m),
    )
    watchBuild.abort()
    const reply = await stopped
    expect(reply).toMatchObject({ ok: false, aborted: true })
    // no page open: the quick pass rendered the edited doc's own page
    expect(ready.map((m) => [m.pageReady, m.quick])).toEqual([[EDITED_PATH, true]])
    expect(await site.read('watch-out/docs/2.x/section-0/category-1/page-25.html')).toBe(before)
    const summary = await rebuild([EDITED_DOC])
    expect(summary.rendered.pages).toBe(1)
    expect(await site.read('watch-out/docs/2.x/section-0/category-1/page-25.html')).toContain(
      'A paragraph the stopped build never wrote.',
    )
  }, 120_000)

  it('after the edits, the output equals a production build', async () => {
    await expectSameAsProduction(site)
  }, 120_000)

  it('a new session with the caches renders no markdown and bundles nothing', async () => {
    await watchBuild.stored()
    watchBuild = startSession()
    const summary = await rebuild()
    expect(summary.rendered).toMatchObject({ markdown: 0, bundled: false })
    expect(summary.changedFiles).toEqual([])
  }, 120_000)
})
