import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StoredMarkdownEntry } from '../../../src/serve/markdown-cache.js'
import { markdownStore } from '../../../src/serve/markdown-store.js'

const entry = (key: string): StoredMarkdownEntry => ({
  key,
  linkLookups: [['./b.md', null]],
  result: {
    hast: { type: 'root', children: [] },
    toc: [],
    anchors: [],
    links: [],
    liveBlocks: [],
    plainText: key,
    warnings: [],
    hasTruncateMarker: false,
  },
})

describe('markdown store', () => {
  let cacheDir: string
  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'hd-markdown-store-'))
  })
  afterEach(async () => {
    await rm(cacheDir, { recursive: true, force: true })
  })

  /** the store's folder for the site (one per version of the markdown stage) and its entry files */
  async function entryFiles(): Promise<{ folder: string; files: string[] }> {
    const [folder] = (await readdir(cacheDir)).filter((name) => name.startsWith('markdown-'))
    return { folder: path.join(cacheDir, folder), files: await readdir(path.join(cacheDir, folder)) }
  }

  it('keeps one file per entry: a save adds what it is given, the next session loads them all', async () => {
    const store = markdownStore(cacheDir, '/site')
    await store.save([['/site/a.md', entry('a1')]])
    await store.save([['/site/b.md', entry('b1')]])
    await store.save([['/site/a.md', entry('a2')]])
    expect((await entryFiles()).files).toHaveLength(2)
    const loaded = new Map(await markdownStore(cacheDir, '/site').load())
    expect([...loaded.keys()].sort()).toEqual(['/site/a.md', '/site/b.md'])
    expect(loaded.get('/site/a.md')?.key).toBe('a2')
    expect(loaded.get('/site/a.md')?.linkLookups).toEqual([['./b.md', null]])
  })

  it('skips an unreadable entry file and keeps the others', async () => {
    const store = markdownStore(cacheDir, '/site')
    await store.save([
      ['/site/a.md', entry('a')],
      ['/site/b.md', entry('b')],
    ])
    const { folder, files } = await entryFiles()
    await writeFile(path.join(folder, files[0]), '{"file": "/site/a.md", "entry": ')
    expect(await markdownStore(cacheDir, '/site').load()).toHaveLength(1)
  })

  it('another site has its own entries; what another version of the stage left is removed', async () => {
    await markdownStore(cacheDir, '/site').save([['/site/a.md', entry('a')]])
    expect(await markdownStore(cacheDir, '/other-site').load()).toEqual([])
    const { folder } = await entryFiles()
    const stem = folder.replace(/-[0-9a-f]+$/, '')
    await mkdir(`${stem}-0000000000000000`) // another version's folder
    await writeFile(`${stem}.json`, '{"format":1}') // the single file of format 1
    expect(await markdownStore(cacheDir, '/site').load()).toHaveLength(1)
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('markdown-'))).toEqual([path.basename(folder)])
  })
})
