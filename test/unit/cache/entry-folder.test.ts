import { createHash } from 'node:crypto'
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

  it('stores a text tail as it is (text or UTF-8 bytes), reads it back whole, and tells a file cut short or unreadable', async () => {
    const isSized = (value: unknown): value is { bytes: number } =>
      typeof (value as { bytes?: unknown })?.bytes === 'number'
    const text = '{"index":["a \\"quoted\\" term","ünïcödé"]}\nand a second line'
    const bytes = Buffer.byteLength(text)
    // the non-ASCII letters take two bytes each: a length in characters would not match
    expect(bytes).toBe(text.length + 4)
    const first = entryFolder(folder, isSized, [], { tails: true })
    first.writeText('whole', { bytes }, text)
    first.writeText('encoded', { bytes }, new TextEncoder().encode(text))
    first.writeText('cut', { bytes }, text)
    first.writeText('head', { bytes }, text)
    await first.save()
    // an entry's file is named by a hash of its name (entry-folder.ts)
    const fileOf = (name: string) =>
      path.join(folder, `${createHash('sha1').update(name).digest('hex').slice(0, 20)}.json`)
    const stored = fs.readFileSync(fileOf('whole'), 'utf8')
    // the text after the entry's line, as it is: not a JSON string of it
    expect(stored).toBe(`{"bytes":${bytes}}\n${text}`)
    expect(fs.readFileSync(fileOf('encoded'), 'utf8')).toBe(stored)
    await writeFile(fileOf('cut'), stored.slice(0, -3))
    await writeFile(fileOf('head'), `{"bytes":${bytes}\n${text}`)

    const warnings: BuildWarning[] = []
    const next = entryFolder(folder, isSized, warnings, { tails: true })
    expect(next.textTail('whole', (entry) => entry.bytes)).toEqual({ entry: { bytes }, text })
    expect(next.textTail('encoded', (entry) => entry.bytes)).toEqual({ entry: { bytes }, text })
    expect(next.read('whole')).toEqual({ bytes }) // the first line alone
    expect(next.textTail('cut', (entry) => entry.bytes)).toBeUndefined()
    expect(next.textTail('head', (entry) => entry.bytes)).toBeUndefined()
    expect(next.textTail('missing', (entry) => entry.bytes)).toBeUndefined()
    expect(warnings.map((warning) => warning.file)).toEqual([fileOf('cut'), fileOf('head')])
    expect(warnings[0].message).toContain(`${bytes - 3} bytes long, not ${bytes}`)
  })

  it('reads a JSON tail back with its entry, and warns of one that is not JSON (a corrupt file: what it held is made again)', async () => {
    const first = entryFolder(folder, isText, [], { tails: true })
    first.write('good', { text: 'a' }, { hast: { type: 'root', children: [] } })
    first.write('broken', { text: 'b' }, { hast: { type: 'root', children: [] } })
    await first.save()
    const fileOf = (name: string) =>
      path.join(folder, `${createHash('sha1').update(name).digest('hex').slice(0, 20)}.json`)
    await writeFile(fileOf('broken'), '{"text":"b"}\n{"hast":{"type":"ro')

    const warnings: BuildWarning[] = []
    const next = entryFolder(folder, isText, warnings, { tails: true })
    expect(next.tail('good')).toEqual({ entry: { text: 'a' }, tail: { hast: { type: 'root', children: [] } } })
    expect(next.tail('broken')).toBeUndefined()
    expect(next.tail('missing')).toBeUndefined()
    expect(warnings.map((warning) => [warning.code, warning.file])).toEqual([
      ['build-cache-unreadable', fileOf('broken')],
    ])
  })
})
