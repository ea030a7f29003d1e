import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { searchRecordsEntries } from '../../../src/cache/search-records-entries.js'
import type { SearchRecord } from '../../../src/shared/search/search-types.js'

const record = (url: string): SearchRecord =>
  ({ objectID: url, url, content: `Text of ${url}`, type: 'content' }) as unknown as SearchRecord

describe('searchRecordsEntries', () => {
  let tmp: string
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hd-search-records-'))
  })
  afterEach(async () => rm(tmp, { recursive: true, force: true }))

  const open = () => searchRecordsEntries(path.join(tmp, 'search-records.json'), path.join(tmp, 'records'), [])
  const unmade = () => {
    throw new Error('made again')
  }

  it("keeps each route's records by its key, reads them for a later build, and makes them again when their file is gone", async () => {
    const first = open()
    const records = [record('/a')]
    first.set('key-a', 'digest-a', JSON.stringify(records))
    first.set('key-b', 'digest-b', JSON.stringify([record('/b')]))
    await first.save()

    const second = open()
    expect(second.get('key-a')).toBe('digest-a')
    expect(second.records?.('key-a', unmade)).toEqual(records)
    expect(second.read).toBe(1)
    // the file of b's records is gone (or cut short): they are made, and kept for the next build
    const files = await readdir(path.join(tmp, 'records'))
    expect(files).toHaveLength(2)
    for (const file of files) await writeFile(path.join(tmp, 'records', file), '{"key":"cut')
    expect(second.get('key-b')).toBe('digest-b')
    expect(second.records?.('key-b', () => [record('/b')])).toEqual([record('/b')])
    expect(second.read).toBe(1)
    await second.save()

    const third = open()
    expect(third.get('key-b')).toBe('digest-b')
    expect(third.records?.('key-b', unmade)).toEqual([record('/b')])
    await third.save()
    // a's records, neither used nor made by the third build, are gone with its key
    expect(await readdir(path.join(tmp, 'records'))).toHaveLength(1)
  })
})
