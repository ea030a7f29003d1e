import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushSearchRecords } from '../../../src/search/push-search-records.js'
import { runSearchRecords } from '../../../src/search/search-records-command.js'
import { createHostsCache } from '../../../src/client/search/hosted-search-client.js'
import type { SearchRecord } from '../../../src/client/search/search-types.js'
import { startLoopbackHost, type LoopbackHost } from '../../helpers/algolia-loopback.js'

function record(n: number): SearchRecord {
  return {
    objectID: `r${n}`,
    url: `https://example.org/p${n}`,
    url_without_anchor: `https://example.org/p${n}`,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Documentation', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: 'default',
    weight: { pageRank: 0, level: 100, position: 0 },
  }
}

const hosts: LoopbackHost[] = []
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  vi.restoreAllMocks()
  delete process.env.ALGOLIA_ADMIN_KEY
})

const asAlgoliaHost = (h: LoopbackHost) => ({ url: '127.0.0.1', port: h.port, protocol: 'http' as const, accept: 'readWrite' as const })

describe('pushing records with the algoliasearch batch API', () => {
  it('sends the records in batches with the admin key, and skips a failed host on the next push', async () => {
    const failing = await startLoopbackHost({ mode: 'fail' })
    const good = await startLoopbackHost()
    hosts.push(failing, good)
    let now = 0
    const hostsCache = createHostsCache({ now: () => now })
    const records = [1, 2, 3].map(record)
    const options = { appId: 'APP', apiKey: 'admin-key', indexName: 'idx', hosts: [failing, good].map(asAlgoliaHost), hostsCache, batchSize: 2 }
    const result = await pushSearchRecords(records, options)
    expect(result).toMatchObject({ records: 3, batches: 2 })
    const batches = good.requests.filter((r) => r.path === '/1/indexes/idx/batch')
    expect(batches.map((b) => b.body.requests.map((r: { action: string; body: SearchRecord }) => [r.action, r.body.objectID]))).toEqual([
      [
        ['addObject', 'r1'],
        ['addObject', 'r2'],
      ],
      [['addObject', 'r3']],
    ])
    expect(good.requests[0].headers['x-algolia-api-key']).toBe('admin-key')
    expect(failing.requests).toHaveLength(1)
    now += 60_000
    await pushSearchRecords(records, options)
    expect(failing.requests).toHaveLength(1)
    now += 60_000
    await pushSearchRecords(records, options)
    expect(failing.requests).toHaveLength(2)
  })

  it('needs an admin key', async () => {
    await expect(pushSearchRecords([record(1)], { appId: 'APP', apiKey: '', indexName: 'idx' })).rejects.toThrow(/ALGOLIA_ADMIN_KEY/)
  })
})

describe('hotkeys-docs search-records', () => {
  it('writes the real site\'s records as JSON and pushes them only with ALGOLIA_ADMIN_KEY set', async () => {
    const { mkdtemp, readFile } = await import('node:fs/promises')
    const os = await import('node:os')
    const path = await import('node:path')
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hd-records-'))
    const out = path.join(dir, 'records.json')
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const push = vi.fn(async () => {})
    await runSearchRecords({ config: 'site.config.ts', out, push: true }, push)
    const records = JSON.parse(await readFile(out, 'utf8')) as SearchRecord[]
    expect(records.length).toBeGreaterThan(500)
    expect(records.find((r) => r.url.endsWith('/docs/4.x/intro') && r.type === 'lvl1')).toMatchObject({ docusaurus_tag: 'docs-default-4.x', language: 'en' })
    expect(push).not.toHaveBeenCalled()
    expect(errors.mock.calls.join(' ')).toMatch(/ALGOLIA_ADMIN_KEY/)
    process.exitCode = undefined
    process.env.ALGOLIA_ADMIN_KEY = 'secret-admin-key'
    await runSearchRecords({ config: 'site.config.ts', out, push: true }, push)
    expect(push).toHaveBeenCalledWith(records, { appId: 'MVSFN13FOZ', indexName: 'react-hotkeys-hook', apiKey: 'secret-admin-key' })
    expect(await readFile(out, 'utf8')).not.toContain('secret-admin-key')
  }, 120_000)
})
