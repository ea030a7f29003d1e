/**
 * Watch mode's quick pass renders a page from the previous build's content and renderer: its files must equal the
 * rebuild's byte for byte, site-wide data from other stages included (a live block on another page gives every
 * page's site data the live editor's chunks). On a Docusaurus site with its own src/theme/Admonition, a doc given
 * an admonition waits for the rebuild, which compiles it as a component module the site's Admonition renders.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PageReady } from '../../../src/serve/build-worker-protocol.js'
import { createWatchBuild } from '../../../src/serve/watch-build.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'
import type { FixtureCopy } from './watch-harness.js'

const FENCE = '```'
let site: FixtureCopy

beforeAll(async () => {
  site = await copyFixtureSite('basic')
  await site.write(
    'content/docs/current/live-page.md',
    ['---', 'title: Live', '---', '', FENCE + 'jsx live', '<p>Live text</p>', FENCE, ''].join('\n'),
  )
})
afterAll(async () => {
  await site?.remove()
})

it('a quick page equals the rebuild’s page, the live editor’s chunks in its site data included', async () => {
  const watchBuild = createWatchBuild({ configFile: site.file('site.config.ts'), outDir: site.file('watch-out') })
  const first = await watchBuild.run({ id: 1, bundleStale: false })
  if (!first.ok) throw new Error(first.error.message)
  await site.edit('content/docs/current/intro.md', (t) => t.replace('Welcome to the fixture.', 'Welcome, quickly.'))
  const ready: PageReady[] = []
  const reply = await watchBuild.run(
    { id: 2, bundleStale: false, changedFiles: [site.file('content/docs/current/intro.md')], firstPaths: ['/docs'] },
    (message) => 'pageReady' in message && ready.push(message),
  )
  if (!reply.ok) throw new Error(reply.error.message)
  // the open page (the version's root, showing its main doc) and the edited doc's own page, then the build's
  const quick = ready.filter((m) => m.quick)
  expect(quick.map((m) => m.pageReady)).toEqual(['/docs', '/docs/intro'])
  const built = ready.find((m) => !m.quick && m.pageReady === '/docs')!
  expect(quick[0].files).toEqual(built.files)
  const html = new Map(quick[0].files).get('docs.html')!
  expect(html).toContain('Welcome, quickly.')
  expect(html).toContain('"liveEditor"')
  expect(new Map(quick[1].files).get('docs/intro.html')).toBe(await site.read('watch-out/docs/intro.html'))
})

it('on a site with its own Admonition, a quick page equals the rebuild’s, and an added admonition waits for it', async () => {
  const swizzled = await copyFixtureSite('docusaurus-swizzled')
  try {
    const watchBuild = createWatchBuild({
      configFile: swizzled.file('docusaurus.config.js'),
      outDir: swizzled.file('watch-out'),
    })
    const first = await watchBuild.run({ id: 1, bundleStale: false })
    if (!first.ok) throw new Error(first.error.message)
    const STORAGE = 'docs/storage.md'
    const edit = async (id: number, change: (text: string) => string) => {
      await swizzled.edit(STORAGE, change)
      const ready: PageReady[] = []
      const reply = await watchBuild.run(
        { id, bundleStale: false, changedFiles: [swizzled.file(STORAGE)], firstPaths: ['/docs/storage'] },
        (message) => 'pageReady' in message && ready.push(message),
      )
      if (!reply.ok) throw new Error(reply.error.message)
      const built = ready.find((m) => !m.quick && m.pageReady === '/docs/storage')!
      return { quick: ready.filter((m) => m.quick), built: new Map(built.files).get('docs/storage.html')! }
    }

    const plain = await edit(2, (t) => t.replace('somewhere dry', 'somewhere dry and dark'))
    expect(plain.quick.map((m) => m.pageReady)).toEqual(['/docs/storage'])
    expect(new Map(plain.quick[0].files).get('docs/storage.html')).toBe(plain.built)
    expect(plain.built).toContain('dry and dark')

    const admonition = await edit(3, (t) => `${t}\n:::warning\n\nMind the fount.\n\n:::\n`)
    expect(admonition.quick).toEqual([])
    expect(admonition.built).toContain('data-lantern-admonition="warning"')
  } finally {
    await swizzled.remove()
  }
})
