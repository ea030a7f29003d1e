/**
 * A watch session of a Docusaurus site whose stylesheet names a static file in `url(…)` (docusaurus-versioned: its
 * custom.css inlines static/img/lamp.svg): the file is part of the client bundle, so the watcher treats its change as
 * one to the site's code, and the rebuilt stylesheet holds the new file, as a production build's does.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { classifyChange } from '../../../src/serve/classify-change.js'
import type { WatchBuild } from '../../../src/serve/watch-build.js'
import { expectSameAsProduction, withWatchBuildSession } from './watch-build-session.js'
import type { FixtureCopy } from './watch-harness.js'

const CONFIG = 'docusaurus.config.js'

describe("a watch session and the static files a site's stylesheet names", () => {
  let site: FixtureCopy
  let watchBuild: WatchBuild

  withWatchBuildSession('docusaurus-versioned', (session) => ({ site, watchBuild } = session), undefined, CONFIG)

  const stylesheets = async () => {
    const dir = site.file('watch-out/assets')
    const names = (await readdir(dir)).filter((name) => name.endsWith('.css'))
    return (await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')))).join('\n')
  }

  it("counts the file among the site's code, and a change to it rebuilds the bundle with the new file", async () => {
    const first = await watchBuild.run({ id: 1, bundleStale: false, changedFiles: [] })
    if (!first.ok) throw new Error(first.error.message)
    const lamp = site.file('static/img/lamp.svg')
    expect(first.summary.inputs.siteCodeFiles).toContain(lamp)
    const { staticDir, siteCodeFiles } = first.summary.inputs
    const layout = { configFiles: new Set<string>(), codeDirs: [], staticDir, siteCodeFiles: new Set(siteCodeFiles) }
    expect(classifyChange(lamp, layout)).toBe('site-code')

    await site.edit('static/img/lamp.svg', (svg) => svg.replace('<svg', '<svg data-edited="yes"'))
    const again = await watchBuild.run({ id: 2, bundleStale: true, changedFiles: [lamp] })
    if (!again.ok) throw new Error(again.error.message)
    const edited = Buffer.from(await site.read('static/img/lamp.svg')).toString('base64')
    expect(await stylesheets()).toContain(`url(data:image/svg+xml;base64,${edited})`)
    await expectSameAsProduction(site, CONFIG)
  })
})
