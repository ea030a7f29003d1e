/**
 * What the watch-build tests share: a watch session (one warm build worker's builds, no watcher) on a throwaway copy
 * of a fixture site, and the check that its output equals a production build of the same site.
 */
import { cp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import { afterAll, beforeAll, expect } from 'vitest'
import { build } from '../../../src/build.js'
import { createWatchBuild, type WatchBuild } from '../../../src/serve/watch-build.js'
import { copyFixtureSite, TMP_ROOT } from '../../helpers/fixture-site.js'
import type { FixtureCopy } from './watch-harness.js'

/**
 * Before the tests: a copy of `fixture` (changed by `prepare`, if given) and a watch session of its `configFile`
 * writing to its `watch-out`, handed to `started`. After them: the session's cache writes awaited, then the copy removed.
 */
export function withWatchBuildSession(
  fixture: string,
  started: (session: { site: FixtureCopy; watchBuild: WatchBuild }) => void,
  prepare?: (site: FixtureCopy) => Promise<void>,
  configFile = 'site.config.ts',
): void {
  let site: FixtureCopy | undefined
  let watchBuild: WatchBuild | undefined
  beforeAll(async () => {
    site = await copyFixtureSite(fixture)
    await prepare?.(site)
    watchBuild = createWatchBuild({
      configFile: site.file(configFile),
      outDir: site.file('watch-out'),
      cacheDir: site.file('cache'),
    })
    started({ site, watchBuild })
  })
  afterAll(async () => {
    // the session writes its caches a moment after its last build: removing the folder before that races the write
    await watchBuild?.stored()
    await site?.remove()
  })
}

/** Every file of a folder, the build id blanked. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort()
  const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))
  return new Map(files.map((f, i) => [f, contents[i].replace(/"buildId":"[^"]*"/g, '"buildId":"?"')]))
}

/**
 * Builds `site` for production into its `production-out` and compares it with its `watch-out`. `configFile`: the
 * site's config, relative to the site (docusaurus.config.js for a Docusaurus fixture).
 */
export async function expectSameAsProduction(site: FixtureCopy, configFile = 'site.config.ts'): Promise<void> {
  const production = site.file('production-out')
  await rm(production, { recursive: true, force: true })
  await build({ configFile: site.file(configFile), outDir: production })
  const [fresh, watched] = await Promise.all([snapshot(production), snapshot(site.file('watch-out'))])
  const same = watched.size === fresh.size && [...fresh].every(([file, text]) => watched.get(file) === text)
  // a difference is kept for a look after the run (the copy is removed after the tests): the two outputs and the site
  const kept = same ? '' : await keepForInspection(site)
  expect([...watched.keys()], kept).toEqual([...fresh.keys()])
  for (const [file, text] of fresh) expect(watched.get(file), `${file} ${kept}`).toBe(text)
}

/** Copies `site` (its outputs and caches too) to a folder of TMP_ROOT that no test removes; its path, as a note. */
async function keepForInspection(site: FixtureCopy): Promise<string> {
  const kept = path.join(TMP_ROOT, `kept-${path.basename(site.dir)}-${Date.now()}`)
  await cp(site.dir, kept, { recursive: true })
  return `(the site and both outputs are kept in ${kept})`
}
