import { describe, expect, it } from 'vitest'
import { buildLocalIndex, indexFileGroups, NO_RECORDS, recordsDigest } from '../../../src/search/build-local-index.js'
import { extractSearchRecords, routeSearchRecords } from '../../../src/search/extract-search-records.js'
import { SEARCH_THREAD_ROUTE_CHARS, routesForThread } from '../../../src/workers/search-index-off-thread.js'
import { docData, h, root, source } from '../search/fixtures.js'

const options = { siteUrl: 'https://example.org', baseUrl: '/', siteTitle: 'Site' }
const long = 'word '.repeat(SEARCH_THREAD_ROUTE_CHARS / 5 + 1)

const sources = [
  source(docData({ path: '/docs/big', title: 'Big', content: root(h('p', {}, [long])) })),
  source(docData({ path: '/docs/small', title: 'Small', content: root(h('p', {}, ['Short.'])) })),
  source(docData({ path: '/docs/big-hidden', title: 'Hidden', noIndex: true, content: root(h('p', {}, [long])) })),
  source(docData({ path: '/docs/big-kept', title: 'Kept', content: root(h('p', {}, [long])) })),
]

describe('the search stage on a thread', () => {
  it('takes the records of big pages the cache does not know, and only those with records, to the thread', () => {
    const known = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'd', digest: 'kept' }]
    expect(routesForThread(sources, known)).toEqual([0])
  })

  it('names the index files before the records are made: a page has records exactly when it is indexable', () => {
    const digests = sources.map((s) => recordsDigest(routeSearchRecords(s, options)))
    expect(digests.map((d) => d !== NO_RECORDS)).toEqual([true, true, false, true])
    const groups = indexFileGroups(
      sources.map((s, i) => ({ tag: s.data.docsearchTag, indexed: digests[i] !== NO_RECORDS })),
    )
    const parts = buildLocalIndex(extractSearchRecords(sources, options)).parts
    expect(groups.map((g) => ({ tag: g.tag, url: `/${g.path}` }))).toEqual(parts)
    expect(groups.map((g) => g.routes)).toEqual([[0, 1, 3]])
  })

  it('makes the same records from JSON, the tree left out of the data and its top-level nodes given one by one (what the thread is sent)', () => {
    for (const s of sources) {
      const content = s.data.kind === 'doc' ? s.data.content : root()
      const data = JSON.parse(JSON.stringify({ ...s.data, content: { ...content, children: [] } }))
      const children = content.children.map((child) => JSON.parse(JSON.stringify(child)))
      expect(routeSearchRecords({ route: s.route, data }, options, children.values())).toEqual(
        routeSearchRecords(s, options),
      )
    }
  })
})
