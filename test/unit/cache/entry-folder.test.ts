import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuildWarning } from '../../../src/errors.js'
import * as fs from 'node:fs'
import { entryFolder } from '../../../src/cache/entry-folder.js'

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>()
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) }
})

const isText = (value: unknown): value is { text: string } => typeof (value as { text?: unknown })?.text === 'string'

describe('entryFolder', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'hd-entry-folder-'))
  })
  afterEach(async () => rm(folder, { recursive: true, force: true }))

  it('reads preloaded entries without reading their files on this thread, and still tells an unreadable one', async () => {
    const first = entryFolder(folder, isText, [])
    first.write('a', { text: 'A' })
    first.write('b', { text: 'B' })
    await first.save()
    const [broken] = (await readdir(folder)).sort()
    await writeFile(path.join(folder, broken), '{"cut sh')

    const warnings: BuildWarning[] = []
    const next = entryFolder(folder, isText, warnings)
    await next.preload(['a', 'b', 'missing'])
    vi.mocked(fs.readFileSync).mockClear()
    const read = ['a', 'b'].map((name) => next.read(name)?.text)
    expect(read.filter(Boolean)).toHaveLength(1) // one of the two was cut short
    expect(warnings).toHaveLength(1)
    expect(warnings[0].file).toBe(path.join(folder, broken))
    expect(fs.readFileSync).not.toHaveBeenCalled()
    expect(next.read('missing')).toBeUndefined() // not preloaded: read here, and missing
    expect(fs.readFileSync).toHaveBeenCalledTimes(1)
  })
})
