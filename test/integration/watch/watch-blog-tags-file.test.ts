/**
 * A watch session of a Docusaurus site whose blog has a tags file (test/fixtures/sites/docusaurus-versioned,
 * blog/tags.yml): an edit of the tags file alone, with no post touched, shows on the post, the blog list and the
 * tag's own page, a changed permalink moves the tag's page, and the output stays the same as a production build's.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { WatchBuild } from '../../../src/serve/watch-build.js'
import { expectSameAsProduction, withWatchBuildSession } from './watch-build-session.js'
import type { FixtureCopy } from './watch-harness.js'

const CONFIG = 'docusaurus.config.js'
const TAGS_FILE = 'blog/tags.yml'
const POST = 'blog/2026/03/01/lantern-2.html'

describe('a watch session follows edits of the blog’s tags file', () => {
  let site: FixtureCopy
  let watchBuild: WatchBuild
  let requestId = 0
  const out = (file: string) => readFile(site.file(path.join('watch-out', file)), 'utf8')
  const exists = (file: string) =>
    stat(site.file(path.join('watch-out', file))).then(
      () => true,
      () => false,
    )

  withWatchBuildSession('docusaurus-versioned', (session) => ({ site, watchBuild } = session), undefined, CONFIG)

  async function rebuild(changed: string[] = []) {
    const reply = await watchBuild.run({
      id: ++requestId,
      bundleStale: false,
      changedFiles: changed.map((file) => site.file(file)),
    })
    if (!reply.ok) throw new Error(reply.error.message)
    return reply
  }

  it('first build: the tag’s label and page come from the tags file', async () => {
    await rebuild()
    expect(await out(POST)).toContain('>Releases</a>')
    expect(await exists('blog/tags/new-versions.html')).toBe(true)
  })

  it('a new label: the post, the blog list and the tag’s page show it', async () => {
    await site.edit(TAGS_FILE, (t) => t.replace('label: Releases', 'label: Shipped versions'))
    await rebuild([TAGS_FILE])
    for (const page of [POST, 'blog.html', 'blog/tags/new-versions.html', 'blog/tags.html']) {
      const html = await out(page)
      expect(html, page).toContain('Shipped versions')
      expect(html, page).not.toContain('>Releases<')
    }
    await expectSameAsProduction(site, CONFIG)
  })

  it('a new permalink: the tag’s page moves and the post links to it', async () => {
    await site.edit(TAGS_FILE, (t) => t.replace('permalink: /new-versions', 'permalink: /shipped'))
    await rebuild([TAGS_FILE])
    expect(await exists('blog/tags/shipped.html')).toBe(true)
    expect(await exists('blog/tags/new-versions.html')).toBe(false)
    expect(await out(POST)).toContain('href="/blog/tags/shipped"')
    await expectSameAsProduction(site, CONFIG)
  })
})
