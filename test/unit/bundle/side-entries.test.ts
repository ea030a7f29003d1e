import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sideEntriesWithoutSideEffects } from '../../../src/bundle/side-entries.js'

/**
 * A side entry (theme/index.js re-exporting two modules) imported by the entry, which uses `early`, and by a part
 * loaded on demand, which uses `late`: `late` belongs in the part's chunk, never in what the entry loads.
 */
const FILES: Record<string, string> = {
  'entry.js': `import { early } from './theme/index.js'; console.log(early()); import('./part.js')`,
  'part.js': `import { late } from './theme/index.js'; export const shown = late()`,
  'theme/index.js': `export * from './early.js'\nexport * from './late.js'`,
  'theme/early.js': `export function early() { return 'EARLY' }`,
  'theme/late.js': `export function late() { return 'LATE' }`,
}

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-side-entries-'))
  await mkdir(path.join(dir, 'theme'))
  for (const [name, source] of Object.entries(FILES)) await writeFile(path.join(dir, name), source)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The text of every output the entry loads before the part (itself and the chunks it imports). */
async function loadedByEntry(plugins: esbuild.Plugin[]): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(dir, 'entry.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(dir, 'out'),
    write: false,
    metafile: true,
    plugins,
    logLevel: 'silent',
  })
  const entryOut = Object.keys(result.metafile.outputs).find((out) => result.metafile.outputs[out].entryPoint)!
  const loaded = [
    entryOut,
    ...result.metafile.outputs[entryOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
  ]
  return result.outputFiles
    .filter((file) => loaded.includes(path.relative(process.cwd(), file.path).split(path.sep).join('/')))
    .map((file) => file.text)
    .join('\n')
}

describe('sideEntriesWithoutSideEffects', () => {
  it('keeps a module the entry does not use out of what it loads, though both import the side entry', async () => {
    const code = await loadedByEntry([sideEntriesWithoutSideEffects([path.join(dir, 'theme/index.js')])])
    expect(code).toContain('EARLY')
    expect(code).not.toContain('LATE')
  })

  it('is needed: without it, esbuild puts every module the side entry re-exports where the entry loads it', async () => {
    const code = await loadedByEntry([])
    expect(code).toContain('EARLY')
    expect(code).toContain('LATE')
  })
})
