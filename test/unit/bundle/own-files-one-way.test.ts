import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownFilesOneWay } from '../../../src/bundle/own-files-one-way.js'

/**
 * A package of `"type": "module"` (as the generator is) whose `shared.js` imports a CommonJS package, and is reached
 * both by a name a plugin resolves (`alias:shared`, as `@docusaurus/Head` is) and by its relative path, in either
 * order. The helper's call for the CommonJS import (`__toESM(require_dep(), 1)` in an ESM module) must not depend on
 * which import reached the file first.
 */
const FILES: Record<string, string> = {
  'package.json': '{ "type": "module" }',
  'node_modules/dep/package.json': '{ "name": "dep", "main": "index.js" }',
  'node_modules/dep/index.js': 'module.exports = { value: 1 }',
  'shared.js': `import dep from 'dep'\nexport const shared = () => dep.value`,
  // a package of its own type: ESM by its package.json, importing its CommonJS file
  'node_modules/esmdep/package.json': '{ "name": "esmdep", "type": "module" }',
  'node_modules/esmdep/index.cjs': 'module.exports = { value: 2 }',
  'node_modules/esmdep/esm.js': "import dep from './index.cjs'\nexport default dep",
  'from-package.js': "import dep from 'esmdep/esm.js'\nconsole.log(dep)",
  'alias-first.js': `import { shared } from 'alias:shared'\nimport { shared as again } from './shared.js'\nconsole.log(shared(), again())`,
  'path-first.js': `import { shared as again } from './shared.js'\nimport { shared } from 'alias:shared'\nconsole.log(shared(), again())`,
}

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-own-files-'))
  await mkdir(path.join(dir, 'node_modules/dep'), { recursive: true })
  await mkdir(path.join(dir, 'node_modules/esmdep'), { recursive: true })
  for (const [name, source] of Object.entries(FILES)) await writeFile(path.join(dir, name), source)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** the bundle of `entry`, with a plugin resolving `alias:shared` (and `plugins` after it) */
async function bundled(entry: string, plugins: esbuild.Plugin[]): Promise<string> {
  const alias: esbuild.Plugin = {
    name: 'alias',
    setup(build) {
      build.onResolve({ filter: /^alias:shared$/ }, () => ({ path: path.join(dir, 'shared.js') }))
    },
  }
  const result = await esbuild.build({
    entryPoints: [path.join(dir, entry)],
    absWorkingDir: dir,
    bundle: true,
    format: 'esm',
    write: false,
    plugins: [alias, ...plugins],
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}

/** the `__toESM(…)` calls of the bundle of `entry` for `dep` */
async function helperCalls(entry: string, plugins: esbuild.Plugin[]): Promise<string[]> {
  return (await bundled(entry, plugins)).match(/__toESM\(require_dep\(\)(, 1)?\)/g) ?? []
}

describe('ownFilesOneWay', () => {
  it("gives a file reached by a plugin's name and by its path the same module type, whichever comes first", async () => {
    const calls = await Promise.all(['alias-first.js', 'path-first.js'].map((e) => helperCalls(e, [ownFilesOneWay()])))
    expect(calls[0]).toHaveLength(1)
    expect(calls[1]).toEqual(calls[0])
  })

  it('is needed: without it, the first import decides', async () => {
    const calls = await Promise.all(['alias-first.js', 'path-first.js'].map((e) => helperCalls(e, [])))
    expect(calls).toEqual([['__toESM(require_dep())'], ['__toESM(require_dep(), 1)']])
  })

  it("leaves packages' own files to esbuild: their module type is kept", async () => {
    // node_modules/esmdep/esm.js is ESM by its package.json: its CommonJS import keeps the flag
    expect(await bundled('from-package.js', [ownFilesOneWay()])).toMatch(/__toESM\(require_esmdep\(\), 1\)/)
  })
})
