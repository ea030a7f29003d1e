import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createChangeRechecks } from '../../../src/serve/change-rechecks.js'
import { fileSignature } from '../../../src/serve/file-signature.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-rechecks-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('fileSignature', () => {
  it('changes with the content, even at the same size; a missing file is `missing`', async () => {
    const file = path.join(dir, 'a.md')
    await writeFile(file, 'one')
    const before = fileSignature(file)
    expect(fileSignature(file)).toBe(before)
    await writeFile(file, 'two')
    expect(fileSignature(file)).not.toBe(before)
    expect(fileSignature(path.join(dir, 'gone.md'))).toBe('missing')
  })
})

describe('createChangeRechecks', () => {
  it('knows a reported write the last build already read; removals and unbuilt files are changes', async () => {
    const file = path.join(dir, 'a.md')
    await writeFile(file, 'one')
    const rechecks = createChangeRechecks(() => {})
    expect(rechecks.alreadyBuilt({ event: 'add', file })).toBe(false)
    rechecks.noteBuildStart([file])
    expect(rechecks.alreadyBuilt({ event: 'add', file })).toBe(true)
    expect(rechecks.alreadyBuilt({ event: 'change', file })).toBe(true)
    expect(rechecks.alreadyBuilt({ event: 'unlink', file })).toBe(false)
    await writeFile(file, 'two')
    expect(rechecks.alreadyBuilt({ event: 'change', file })).toBe(false)
  })

  it('reports a file written again after the build covering it started, once, after the recheck delay', async () => {
    const file = path.join(dir, 'a.md')
    const same = path.join(dir, 'b.md')
    await writeFile(file, 'one')
    await writeFile(same, 'same')
    const changed: string[] = []
    const rechecks = createChangeRechecks((f) => changed.push(f), 20)
    rechecks.noteBuildStart([file, same])
    await writeFile(file, 'two')
    rechecks.recheckLater(file)
    rechecks.recheckLater(file)
    rechecks.recheckLater(same)
    expect(changed).toEqual([])
    await wait(80)
    expect(changed).toEqual([file])
  })

  it('reports nothing for a file whose change still waits for a rebuild to start (it will read the file then)', async () => {
    const file = path.join(dir, 'a.md')
    await writeFile(file, 'one')
    const changed: string[] = []
    let waiting = true
    const rechecks = createChangeRechecks(
      (f) => changed.push(f),
      10,
      (f) => waiting && f === file,
    )
    rechecks.noteBuildStart([file])
    await writeFile(file, 'two')
    rechecks.recheckLater(file)
    await wait(50)
    expect(changed).toEqual([])
    // once no rebuild waits to cover it, a recheck reports the difference again
    waiting = false
    rechecks.recheckLater(file)
    await wait(50)
    expect(changed).toEqual([file])
  })

  it('runs no recheck after close', async () => {
    const file = path.join(dir, 'a.md')
    await writeFile(file, 'one')
    const changed: string[] = []
    const rechecks = createChangeRechecks((f) => changed.push(f), 10)
    rechecks.noteBuildStart([file])
    await writeFile(file, 'two')
    rechecks.recheckLater(file)
    rechecks.close()
    rechecks.recheckLater(file)
    await wait(50)
    expect(changed).toEqual([])
  })
})
