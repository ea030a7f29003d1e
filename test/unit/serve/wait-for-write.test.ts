import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitWhileEmpty } from '../../../src/serve/wait-for-write.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hd-wait-write-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('waitWhileEmpty', () => {
  it('waits for a file caught empty halfway through a save until it is written', async () => {
    const file = path.join(dir, 'page.md')
    await writeFile(file, '')
    // the rest of the save lands a few polls later (a later mtime)
    const writing = new Promise<void>((resolve) =>
      setTimeout(() => {
        void writeFile(file, '# Written').then(resolve)
      }, 30),
    )
    await waitWhileEmpty([file], { pollMs: 5, maxMs: 10_000 })
    expect(readFileSync(file, 'utf8')).toBe('# Written')
    await writing
  })

  it('gives up on a file that stays empty after maxMs; written, missing and folder paths are not waited for', async () => {
    const empty = path.join(dir, 'empty.md')
    const written = path.join(dir, 'written.md')
    await writeFile(empty, '')
    await writeFile(written, 'text')
    // (a wait that never ended would time the test out)
    await waitWhileEmpty([empty], { pollMs: 5, maxMs: 20 })
    expect(readFileSync(empty, 'utf8')).toBe('')
    await waitWhileEmpty([written, path.join(dir, 'missing.md'), dir], { pollMs: 5, maxMs: 60_000 })
  })
})
