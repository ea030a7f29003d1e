/**
 * The watch-mode check both watch-build tests make: the output a watch session wrote equals a production build of
 * the same site, file by file (build ids blanked).
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import { expect } from 'vitest'
import { build } from '../../../src/build.js'
import type { FixtureCopy } from './watch-harness.js'

/** Every file of a folder, the build id blanked. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort()
  const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))
  return new Map(files.map((f, i) => [f, contents[i].replace(/"buildId":"[^"]*"/g, '"buildId":"?"')]))
}

/** Builds `site` for production into its `production-out` and compares it with its `watch-out`. */
export async function expectSameAsProduction(site: FixtureCopy): Promise<void> {
  const production = site.file('production-out')
  await rm(production, { recursive: true, force: true })
  await build({ configFile: site.file('site.config.ts'), outDir: production })
  const [fresh, watched] = await Promise.all([snapshot(production), snapshot(site.file('watch-out'))])
  expect([...watched.keys()]).toEqual([...fresh.keys()])
  for (const [file, text] of fresh) expect(watched.get(file), file).toBe(text)
}
