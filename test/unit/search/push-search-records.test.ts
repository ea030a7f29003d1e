import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPushClient, pushSearchRecords } from '../../../src/search/push-search-records.js'
import { SEARCH_TIMEOUTS } from '../../../src/shared/constants.js'
import { runSearchRecords } from '../../../src/search/search-records-command.js'
import { createHostsCache } from '../../../src/shared/search/algolia-hosts-cache.js'
import type { SearchRecord } from '../../../src/shared/search/search-types.js'
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

const asAlgoliaHost = (h: LoopbackHost) => ({
  url: '127.0.0.1',
  port: h.port,
  protocol: 'http' as const,
  accept: 'readWrite' as const,
})

describe('pushing records with the algoliasearch client (replaceAllObjects)', () => {
  it('sends the records in batches with the admin key, and skips a failed host on the next push', async () => {
    const failing = await startLoopbackHost({ mode: 'fail' })
    const good = await startLoopbackHost()
    hosts.push(failing, good)
    let now = 0
    const hostsCache = createHostsCache({ now: () => now })
    const records = [1, 2, 3].map(record)
    const options = {
      appId: 'APP',
      apiKey: 'admin-key',
      indexName: 'idx',
      hosts: [failing, good].map(asAlgoliaHost),
      hostsCache,
      batchSize: 2,
    }
    const result = await pushSearchRecords(records, options)
    expect(result).toMatchObject({ records: 3, batches: 2 })
    const batches = good.requests.filter((r) => /^\/1\/indexes\/idx_tmp_\d+\/batch$/.test(r.path))
    expect(
      batches.map((b) =>
        b.body.requests.map((r: { action: string; body: SearchRecord }) => [r.action, r.body.objectID]),
      ),
    ).toEqual([
      [
        ['addObject', 'r1'],
        ['addObject', 'r2'],
      ],
      [['addObject', 'r3']],
    ])
    expect(good.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-key')).toBe(true)
    expect(failing.requests).toHaveLength(1)
    now += 60_000
    await pushSearchRecords(records, options)
    expect(failing.requests).toHaveLength(1)
    now += 60_000
    await pushSearchRecords(records, options)
    expect(failing.requests).toHaveLength(2)
  })

  it('replaces the index: records of removed pages are gone, the new ones are there, no temporary index is left', async () => {
    const host = await startLoopbackHost()
    hosts.push(host)
    const options = { appId: 'APP', apiKey: 'admin-key', indexName: 'idx', hosts: [asAlgoliaHost(host)] }
    await pushSearchRecords([1, 2, 3, 4].map(record), options)
    expect([...host.indices.get('idx')!.keys()].sort()).toEqual(['r1', 'r2', 'r3', 'r4'])
    // pages 3 and 4 were removed from the site, page 5 added, page 1 changed
    const changed = { ...record(1), hierarchy: { ...record(1).hierarchy, lvl1: 'Page one, renamed' } }
    await pushSearchRecords([changed, record(2), record(5)], options)
    const index = host.indices.get('idx')!
    expect([...index.keys()].sort()).toEqual(['r1', 'r2', 'r5'])
    expect((index.get('r1') as unknown as SearchRecord).hierarchy.lvl1).toBe('Page one, renamed')
    expect([...host.indices.keys()]).toEqual(['idx'])
    // the settings, rules and synonyms of the index are carried over to the temporary one before it replaces it
    const copies = host.requests.filter((r) => r.path === '/1/indexes/idx/operation')
    expect(copies.at(-1)!.body).toMatchObject({
      operation: 'copy',
      destination: expect.stringMatching(/^idx_tmp_\d+$/),
      scope: ['settings', 'rules', 'synonyms'],
    })
  })

  it('refuses to push no records (that would empty the hosted index)', async () => {
    const host = await startLoopbackHost()
    hosts.push(host)
    await expect(
      pushSearchRecords([], { appId: 'APP', apiKey: 'admin-key', indexName: 'idx', hosts: [asAlgoliaHost(host)] }),
    ).rejects.toThrow(/no search records/)
    expect(host.requests).toEqual([])
  })

  it("gives the algoliasearch client the spec's timeouts (connect 1 s, read 2 s, write 30 s)", () => {
    expect(createPushClient({ appId: 'APP', apiKey: 'admin-key' }).transporter.timeouts).toEqual(SEARCH_TIMEOUTS)
    expect(SEARCH_TIMEOUTS).toEqual({ connect: 1_000, read: 2_000, write: 30_000 })
  })

  it('needs an admin key', async () => {
    await expect(pushSearchRecords([record(1)], { appId: 'APP', apiKey: '', indexName: 'idx' })).rejects.toThrow(
      /ALGOLIA_ADMIN_KEY/,
    )
  })
})

describe('hotkeys-docs search-records', () => {
  it("writes the real site's records as JSON and pushes them only with ALGOLIA_ADMIN_KEY set", async () => {
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
    expect(records.find((r) => r.url.endsWith('/docs/4.x/intro') && r.type === 'lvl1')).toMatchObject({
      docusaurus_tag: 'docs-default-4.x',
      language: 'en',
    })
    expect(push).not.toHaveBeenCalled()
    expect(errors.mock.calls.join(' ')).toMatch(/ALGOLIA_ADMIN_KEY/)
    process.exitCode = undefined
    process.env.ALGOLIA_ADMIN_KEY = 'secret-admin-key'
    await runSearchRecords({ config: 'site.config.ts', out, push: true }, push)
    expect(push).toHaveBeenCalledWith(records, {
      appId: 'MVSFN13FOZ',
      indexName: 'react-hotkeys-hook',
      apiKey: 'secret-admin-key',
    })
    expect(await readFile(out, 'utf8')).not.toContain('secret-admin-key')
  }, 120_000)
})
