/**
 * A watch session of a site written in MDX (test/fixtures/sites/mdx-site) on one warm worker: an edited `.mdx`
 * content module, an edited site component that MDX imports and an edited statically lowered `.mdx` each show in
 * the output, which stays the same as a production build's; only what the edit affects is compiled and rendered
 * again.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuildReply } from '../../../src/serve/build-worker-protocol.js'
import type { WatchBuild } from '../../../src/serve/watch-build.js'
import { expectSameAsProduction, withWatchBuildSession } from './watch-build-session.js'
import { type FixtureCopy, startWatchHarness, type WatchHarness } from './watch-harness.js'

describe('a watch session rebuilds MDX component modules and the site components they import', () => {
  let site: FixtureCopy
  let watchBuild: WatchBuild
  let requestId = 0
  const out = (file: string) => readFile(site.file(path.join('watch-out', file)), 'utf8')

  withWatchBuildSession('mdx-site', (session) => ({ site, watchBuild } = session))

  /** a rebuild after `changed` (relative to the site) changed, as the watcher asks for it */
  async function rebuild(changed: string[] = [], bundleStale = false): Promise<Extract<BuildReply, { ok: true }>> {
    const reply = await watchBuild.run({
      id: ++requestId,
      bundleStale,
      changedFiles: changed.map((file) => site.file(file)),
    })
    if (!reply.ok) throw new Error(reply.error.message)
    return reply
  }

  it('first build: tells the watcher the site code the modules import', async () => {
    const reply = await rebuild()
    expect(reply.summary.inputs.siteCodeFiles).toEqual(
      expect.arrayContaining([site.file('src/components/Counter.jsx'), site.file('src/theme/MDXComponents.jsx')]),
    )
    // the pages themselves are not among them (a React page's edit starts a fresh worker; an .mdx is content)
    expect(reply.summary.inputs.siteCodeFiles).not.toContain(site.file('content/docs/current/guides/pouring.mdx'))
  })

  it('an edited .mdx content module: compiled and bundled again, the page shows the edit', async () => {
    const file = 'content/docs/current/guides/pouring.mdx'
    await site.edit(file, (t) => t.replace('A doc with a site component', 'A doc, edited, with a site component'))
    const reply = await rebuild([file])
    expect(reply.summary.rendered.bundled).toBe(true)
    expect(await out('docs/guides/pouring.html')).toContain('<p>A doc, edited, with a site component: <!-- -->4')
    expect(reply.summary.update.kind).not.toBe('none')
    await expectSameAsProduction(site)
  })

  it('an edited .mdx content module whose heading changed: the TOC and the anchor follow', async () => {
    const file = 'content/docs/current/guides/pouring.mdx'
    await site.edit(file, (t) => t.replace('## Slowly {#slowly}', '## Very slowly {#very-slowly}'))
    await rebuild([file])
    const html = await out('docs/guides/pouring.html')
    expect(html).toContain('<h2 id="very-slowly">Very slowly')
    expect(html).toContain('href="#very-slowly"')
    await expectSameAsProduction(site)
  })

  it('an edited site component: every page that uses it shows the edit', async () => {
    const file = 'src/components/Counter.jsx'
    await site.edit(file, (t) => t.replace('{label}: {count}', '{label} = {count}'))
    const reply = await rebuild([file], true)
    expect(reply.summary.rendered.bundled).toBe(true)
    for (const page of ['docs/guides/pouring.html', 'counter.html', 'blog/counting.html', 'kettle/measures.html'])
      expect(await out(page), page).toMatch(/class="kettle-counter">[A-Za-z]+<!-- --> = <!-- -->\d/)
    await expectSameAsProduction(site)
  })

  it('an edited statically lowered .mdx: rendered again like Markdown, nothing compiled or bundled', async () => {
    const file = 'content/docs/current/guides/saucers.mdx'
    await site.edit(file, (t) => t.replace('A saucer catches drips.', 'A saucer catches every drip.'))
    const reply = await rebuild([file])
    expect(reply.summary.rendered).toMatchObject({ markdown: 1, bundled: false })
    expect(await out('docs/guides/saucers.html')).toContain('A saucer catches every drip.')
    await expectSameAsProduction(site)
  })

  it('a rebuild with nothing changed compiles, bundles and writes nothing', async () => {
    const reply = await rebuild()
    expect(reply.summary.changedFiles).toEqual([])
    expect(reply.summary.rendered).toEqual({ markdown: 0, pages: 0, documents: 0, bundled: false })
  })
})

describe('serve --watch on a site written in MDX: the watcher follows the site components MDX imports', () => {
  let h: WatchHarness
  beforeAll(async () => {
    h = await startWatchHarness({ fixture: 'mdx-site' })
  })
  afterAll(() => h?.close())

  it('an edit to a site component is seen, rebuilt on the warm worker, and the open pages reload', async () => {
    const { ends, messages } = await h.changeAndRebuild(() =>
      h.site.edit('src/components/Counter.jsx', (t) => t.replace('{label}: {count}', '{label} → {count}')),
    )
    expect(ends.at(-1)).toMatchObject({ ok: true, freshWorker: false })
    expect(messages.map((m) => m.type)).toContain('reload')
    expect((await h.get('/docs/guides/pouring')).text).toMatch(/Poured<!-- --> → <!-- -->4/)
  })

  it('an edit to an .mdx content module is rebuilt on the warm worker and the page shows it', async () => {
    const { ends } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/guides/pouring.mdx', (t) => t.replace('cups poured so far', 'cups so far')),
    )
    expect(ends.at(-1)).toMatchObject({ ok: true, freshWorker: false })
    expect((await h.get('/docs/guides/pouring')).text).toContain('cups so far')
  })
})
