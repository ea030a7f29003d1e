import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sideEntriesWithoutSideEffects } from '../../../src/bundle/side-entries.js'
import { splitBundle } from '../../helpers/split-bundle.js'

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

describe('sideEntriesWithoutSideEffects', () => {
  it('keeps a module the entry does not use out of what it loads, though both import the side entry', async () => {
    const { holding } = await splitBundle(dir, [sideEntriesWithoutSideEffects([path.join(dir, 'theme/index.js')])])
    expect(holding('early.js')).toHaveLength(1)
    expect(holding('late.js')).toEqual([])
  })

  it('is needed: without it, esbuild puts every module the side entry re-exports where the entry loads it', async () => {
    const { holding } = await splitBundle(dir, [])
    expect(holding('early.js')).toHaveLength(1)
    expect(holding('late.js')).toEqual(holding('early.js'))
  })
})
