/**
 * Compiled live blocks' browser modules as the build emits them (emitLiveModules: each block's module importing its
 * library's scope module by a relative URL), written to files, so that a test imports a block's module by its URL
 * the way the page does (loadLiveModule). Under the repository, so that the scope modules resolve React and the
 * library from its node_modules, as the test does.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ClientBundle } from '../../src/bundle/bundle-client.js'
import type { CompiledLiveBlocks } from '../../src/live/compile-live-blocks.js'
import { TMP_ROOT } from './fixture-site.js'

export async function writeLiveModules(
  compiled: CompiledLiveBlocks,
): Promise<{ urlOfKey: Map<string, string>; remove: () => Promise<void> }> {
  // imported here: a jsdom test loads the build's modules only inside withNodeUint8Array (node-uint8array.ts)
  const [{ scopeModuleSource }, { emitLiveModules }] = await Promise.all([
    import('../../src/live/live-scopes.js'),
    import('../../src/live/live-pages.js'),
  ])
  await mkdir(TMP_ROOT, { recursive: true })
  const dir = await mkdtemp(path.join(TMP_ROOT, 'live-modules-'))
  await mkdir(path.join(dir, 'assets'))
  // the blocks of this generator's own format: each scope is a library's
  const libraries = new Set([...compiled.blocks.values()].map((block) => block.scope))
  const entryChunks: Record<string, string> = {}
  for (const library of libraries) {
    const file = `assets/live-scope-${library}.js`
    await writeFile(path.join(dir, file), scopeModuleSource(library))
    entryChunks[`live-scope-${library}`] = `/${file}`
  }
  const modules = emitLiveModules(compiled, { entryChunks } as Pick<ClientBundle, 'entryChunks'> as ClientBundle)
  for (const [file, text] of modules.files) await writeFile(path.join(dir, file), text)
  const urlOfKey = new Map(
    [...modules.urlOfKey].map(([key, url]) => [key, pathToFileURL(path.join(dir, url)).href] as const),
  )
  return { urlOfKey, remove: () => rm(dir, { recursive: true, force: true }) }
}
