import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ClientBundle } from '../../../src/bundle/bundle-client.js'
import { clientBundleStore } from '../../../src/serve/client-bundle-store.js'

let dir: string
let cacheDir: string
let source: string

/** a bundle made from one source file (absolute: the store resolves sources against the generator root) */
function bundleOf(text: string): ClientBundle {
  return {
    files: new Map([
      ['assets/app.ABC.js', new TextEncoder().encode(`console.log(${JSON.stringify(text)})`)],
      ['assets/theme.DEF.css', new Uint8Array([0, 1, 2, 255])],
    ]),
    entry: '/assets/app.ABC.js',
    css: ['/assets/theme.DEF.css'],
    pageChunks: { index: '/assets/chunks/index.js' },
    entryChunks: {},
    dynamicChunks: {},
    staticImports: { '/assets/app.ABC.js': [] },
    sourceFiles: [source],
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-bundle-store-'))
  cacheDir = path.join(dir, 'cache')
  source = path.join(dir, 'entry.tsx')
  await writeFile(source, 'export const a = 1')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('clientBundleStore', () => {
  it('gives back the stored bundle, bytes and all, for the same input while its sources are unchanged', async () => {
    const store = clientBundleStore(cacheDir, dir, { delayMs: 60_000 })
    // nothing stored yet: the build starts the bundle's thread ahead of its job
    expect(store.holdsAny()).toBe(false)
    const bundle = bundleOf('one')
    store.save('{"input":1}', bundle)
    await store.flush()
    const later = clientBundleStore(cacheDir, dir, { delayMs: 60_000 })
    expect(later.holdsAny()).toBe(true)
    expect(await later.load('{"input":1}')).toEqual(bundle)
  })

  it('gives nothing for another input, after a source changed, or from a missing or broken file', async () => {
    const store = clientBundleStore(cacheDir, dir, { delayMs: 60_000 })
    expect(await store.load('{"input":1}')).toBeUndefined()
    store.save('{"input":1}', bundleOf('one'))
    await store.flush()
    expect(await store.load('{"input":2}')).toBeUndefined()
    await writeFile(source, 'export const a = 2')
    expect(await store.load('{"input":1}')).toBeUndefined()
    await writeFile(source, 'export const a = 1')
    expect(await store.load('{"input":1}')).toBeDefined()
    const [file] = await readdir(cacheDir)
    await writeFile(path.join(cacheDir, file), '{"format":1,')
    expect(await store.load('{"input":1}')).toBeUndefined()
  })

  it('keeps the sources as they were when the bundle was saved: an edit before the write makes it stale', async () => {
    const store = clientBundleStore(cacheDir, dir, { delayMs: 60_000 })
    store.save('{"input":1}', bundleOf('one'))
    // edited after the bundle was made, before its delayed write
    await writeFile(source, 'export const a = 2')
    await store.flush()
    expect(await store.load('{"input":1}')).toBeUndefined()
  })

  it('writes a save only after its delay or on flush, the last one', async () => {
    const store = clientBundleStore(cacheDir, dir, { delayMs: 60_000 })
    store.save('{"input":1}', bundleOf('one'))
    store.save('{"input":1}', bundleOf('two'))
    expect(await readdir(cacheDir).catch(() => [])).toEqual([])
    await store.flush()
    expect((await store.load('{"input":1}'))?.files.get('assets/app.ABC.js')).toEqual(
      new TextEncoder().encode('console.log("two")'),
    )
  })
})
