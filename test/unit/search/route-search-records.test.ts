import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { buildLocalIndex, buildLocalIndexOfRoutes } from '../../../src/search/build-local-index.js'
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
    source(docData({ path: '/docs/hidden', title: 'Hidden', noIndex: true, content: root(h('p', {}, ['Not here.'])) })),
  ]
}

describe('routesSearchRecords', () => {
  it('makes only the records of routes whose data changed, and the index is the one made from every record', () => {
    const cache = createSearchRecordsCache()
    const walk = vi.spyOn(extract, 'routeSearchRecords')
    const first = routesSearchRecords(sources(), options, digestOf, cache)
    expect(walk).toHaveBeenCalledTimes(3)
    const fresh = extract.extractSearchRecords(sources(), options)
    expect(first.flatMap((r) => JSON.parse(r.json))).toEqual(fresh)
    expect(buildLocalIndexOfRoutes(first)).toEqual(buildLocalIndex(fresh))

    walk.mockClear()
    const edited = routesSearchRecords(sources('Bind keys, edited.'), options, digestOf, cache)
    expect(walk).toHaveBeenCalledTimes(1)
    // kept routes come as JSON alone, parsed only for the version indexed again
    expect(edited.map((r) => r.records === undefined)).toEqual([false, true, true])
    expect(buildLocalIndexOfRoutes(edited)).toEqual(
      buildLocalIndex(extract.extractSearchRecords(sources('Bind keys, edited.'), options)),
    )
    walk.mockRestore()
  })

  it('makes the records again under other options', () => {
    const cache = createSearchRecordsCache()
    routesSearchRecords(sources(), options, digestOf, cache)
    const moved = routesSearchRecords(sources(), { ...options, baseUrl: '/base/' }, digestOf, cache)
    expect(moved.every((r) => r.records !== undefined)).toBe(true)
    expect(JSON.parse(moved[0].json)[0].url).toBe('https://example.org/base/docs/intro')
  })
})
