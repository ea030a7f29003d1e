import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import {
  buildLocalIndex,
  buildLocalIndexOfRoutes,
  createLocalIndexCache,
  NO_RECORDS,
  recordsDigest,
  recordsJsonDigest,
} from '../../../src/search/build-local-index.js'
import * as extract from '../../../src/search/extract-search-records.js'
import { createSearchRecordsCache, routesSearchRecords } from '../../../src/search/route-search-records.js'
import type { RouteData } from '../../../src/shared/types.js'
import { docData, h, heading, root, source } from './fixtures.js'

const options = { siteUrl: 'https://example.org', baseUrl: '/', siteTitle: 'Site' }
const digestOf = (data: RouteData) => createHash('sha256').update(JSON.stringify(data)).digest('hex')

function sources(introText = 'Bind keys to callbacks.') {
  return [
    source(
      docData({
        path: '/docs/intro',
        title: 'Intro',
        content: root(h('p', {}, [introText]), heading(2, 'usage', 'Usage'), h('p', {}, ['Call the hook.'])),
      }),
    ),
    source(
      docData({
        path: '/docs/1.x/intro',
        title: 'Intro',
        version: '1.x',
        docsearchTag: 'docs-default-1.x',
        content: root(h('p', {}, ['Old intro.'])),
      }),
    ),
    source(docData({ path: '/docs/api', title: 'API', content: root(h('p', {}, ['The hook and its options.'])) })),
    source(docData({ path: '/docs/hidden', title: 'Hidden', noIndex: true, content: root(h('p', {}, ['Not here.'])) })),
  ]
}

describe('routesSearchRecords', () => {
  it('makes only the records of routes whose data changed, walks kept ones only for a version indexed again, and the index is the one made from every record', () => {
    const cache = createSearchRecordsCache()
    const walk = vi.spyOn(extract, 'routeSearchRecords')
    const first = routesSearchRecords(sources(), options, digestOf, cache)
    expect(walk).toHaveBeenCalledTimes(4)
    const fresh = extract.extractSearchRecords(sources(), options)
    expect(first.flatMap((r) => r.records())).toEqual(fresh)
    expect(walk).toHaveBeenCalledTimes(4) // made once
    expect(buildLocalIndexOfRoutes(first)).toEqual(buildLocalIndex(fresh))

    walk.mockClear()
    const edited = routesSearchRecords(sources('Bind keys, edited.'), options, digestOf, cache)
    expect(walk).toHaveBeenCalledTimes(1)
    expect(edited.map((r, i) => r.digest === first[i].digest)).toEqual([false, true, true, true])
    // a kept route is walked only for a version indexed again: the edited page's, with the versionless pages
    const index = createLocalIndexCache()
    buildLocalIndexOfRoutes(first, index)
    walk.mockClear()
    const next = buildLocalIndexOfRoutes(edited, index)
    expect(walk.mock.calls.map(([s]) => s.route.path)).toEqual(['/docs/api'])
    expect(next).toEqual(buildLocalIndex(extract.extractSearchRecords(sources('Bind keys, edited.'), options)))
    walk.mockRestore()
  })

  it('makes the records again under other options', () => {
    const cache = createSearchRecordsCache()
    routesSearchRecords(sources(), options, digestOf, cache)
    const moved = routesSearchRecords(sources(), { ...options, baseUrl: '/base/' }, digestOf, cache)
    expect(moved.map((r) => r.digest)).not.toEqual(
      routesSearchRecords(sources(), options, digestOf, cache).map((r) => r.digest),
    )
    expect(moved[0].records()[0].url).toBe('https://example.org/base/docs/intro')
  })
})

describe('recordsDigest', () => {
  it('is the digest of the JSON of the records (hashed a record at a time), none included', () => {
    const records = extract.extractSearchRecords(sources('Bind keys — to callbacks, « quoted ».'), options)
    expect(records.length).toBeGreaterThan(3)
    for (const some of [records, records.slice(0, 1), []])
      expect(recordsDigest(some)).toBe(recordsJsonDigest(JSON.stringify(some)))
    expect(recordsDigest([])).toBe(NO_RECORDS)
  })
})
