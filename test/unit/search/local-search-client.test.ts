import { describe, expect, it, vi } from 'vitest'
import { buildLocalIndex, createLocalIndexCache, indexFileJson } from '../../../src/search/build-local-index.js'
import { extractSearchRecords } from '../../../src/search/extract-search-records.js'
import { createLocalSearchClient, indexPartsFor } from '../../../src/client/search/local-search-client.js'
import { versionFacetFilters } from '../../../src/client/search/contextual-search.js'
import { parseHighlight } from '../../../src/client/search/highlight.js'
import { SearchApiError, SearchUnreachableError, type SearchRecord } from '../../../src/shared/search/search-types.js'
import { docData, h, heading, root, source, versions } from './fixtures.js'
import { indexFileText } from '../../helpers/index-file-text.js'

const options = { siteUrl: 'https://example.org', baseUrl: '/', siteTitle: 'Site' }
const POISON = '<img src=x onerror="window.__xss=1">'

function records(): SearchRecord[] {
  const current = docData({
    path: '/docs/documentation/useHotkeys/scoping-hotkeys',
    title: 'Scoping Hotkeys',
    breadcrumbs: [{ label: 'Documentation', href: '' }],
    content: root(
      h('p', {}, [
        'Scopes let you group hotkeys together and enable or disable them as a whole, which is handy for modals and editors.',
      ]),
      heading(2, 'provider', 'HotkeysProvider'),
      h('p', {}, ['Wrap your app in the provider to activate scopes.']),
    ),
  })
  const old = docData({
    path: '/docs/4.x/documentation/useHotkeys/scoping-hotkeys',
    title: 'Scoping Hotkeys',
    docsearchTag: 'docs-default-4.x',
    version: '4.x',
    content: root(h('p', {}, ['Version four scopes text.'])),
  })
  const api = docData({
    path: '/docs/api/use-hotkeys',
    title: 'useHotkeys',
    breadcrumbs: [{ label: 'API', href: '' }],
    content: root(
      h('p', {}, ['The useHotkeys hook binds keys like ctrl+k to a callback.']),
      h('p', {}, [`Poisoned ${POISON} record & more`]),
    ),
  })
  const blog: Parameters<typeof source>[0] = {
    kind: 'markdownPage',
    path: '/markdown-page',
    title: 'Markdown pages',
    description: '',
    docsearchTag: 'default',
    hideTitle: false,
    hideTableOfContents: false,
    toc: [],
    content: root(h('p', {}, ['Standalone pages sit outside the documentation.'])),
  }
  return extractSearchRecords([source(current), source(old), source(api), source(blog)], options)
}

/** A client over the index of `recs`, with a fetch that serves its files (and records which it was asked for). */
function clientFor(recs: SearchRecord[]) {
  const { files, parts } = buildLocalIndex(recs)
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const json = files.get(String(url).slice(1))
    expect(json, String(url)).toBeDefined()
    return new Response(indexFileText(json!), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  const fetched = () => fetch.mock.calls.map(([url]) => String(url))
  return {
    client: createLocalSearchClient({ parts, fetch: fetch as unknown as typeof globalThis.fetch }),
    fetch,
    fetched,
    parts,
    files,
  }
}

const current = versionFacetFilters(versions[0])
const v4 = versionFacetFilters(versions[1])

describe('the embedded search index', () => {
  it('is one JSON text as JSON.stringify writes it, its records spliced in one by one, whatever their number', () => {
    for (const recs of [records(), records().slice(0, 1), []]) {
      const text = indexFileJson(recs)
      const file = JSON.parse(text)
      expect(JSON.stringify(file)).toBe(text)
      expect(Object.keys(file)).toEqual(['format', 'language', 'sections', 'records', 'index'])
      expect(file.records.map((r: { objectID: string }) => r.objectID)).toEqual(recs.map((r) => r.objectID))
    }
  })

  it('is written as one file per docs version under __search, named by its version alone, each with the pages outside the docs', () => {
    const out = buildLocalIndex(records())
    expect(out.parts.map((p) => p.tag)).toEqual(['docs-default-current', 'docs-default-4.x'])
    expect(out.parts.map((p) => p.url)).toEqual([
      '/__search/index.docs-default-current.json',
      '/__search/index.docs-default-4.x.json',
    ])
    expect([...out.files.keys()]).toEqual(out.parts.map((p) => p.url.slice(1)))
    const [current, v4] = out.parts.map((p) => JSON.parse(indexFileText(out.files.get(p.url.slice(1))!)))
    expect(current.records[0].url).toBe('/docs/documentation/useHotkeys/scoping-hotkeys')
    expect(new Set(current.records.map((r: { tag: string }) => r.tag))).toEqual(
      new Set(['docs-default-current', 'default']),
    )
    expect(new Set(v4.records.map((r: { tag: string }) => r.tag))).toEqual(new Set(['docs-default-4.x', 'default']))
    expect(current.sections).toEqual(expect.arrayContaining(['Documentation', 'API', 'Markdown pages']))
    expect(buildLocalIndex(records()).parts).toEqual(out.parts)
    // another page's text changes the file, not its name (every page's site data lists the names)
    const edited = buildLocalIndex(records().map((r, i) => (i === 0 ? { ...r, content: 'Edited text.' } : r)))
    expect(edited.parts).toEqual(out.parts)
    expect(edited.files.get(out.parts[0].url.slice(1))).not.toBe(out.files.get(out.parts[0].url.slice(1)))
  })

  it('with a cache, makes again only the file of the version whose records changed', () => {
    const cache = createLocalIndexCache()
    const first = buildLocalIndex(records(), cache)
    const same = buildLocalIndex(records(), cache)
    expect(same.parts).toEqual(first.parts)
    for (const [file, json] of first.files) expect(same.files.get(file)).toBe(json) // the very string: not made again
    const edited = records().map((r) =>
      r.docusaurus_tag === 'docs-default-4.x' && r.type === 'content' ? { ...r, content: `${r.content} edited` } : r,
    )
    const next = buildLocalIndex(edited, cache)
    const [current, v4] = next.parts
    expect(current).toEqual(first.parts[0])
    expect(next.files.get(current.url.slice(1))).toBe(first.files.get(current.url.slice(1)))
    expect(v4.url).toBe(first.parts[1].url)
    expect(next.files.get(v4.url.slice(1))).not.toBe(first.files.get(v4.url.slice(1)))
    expect(next).toEqual(buildLocalIndex(edited)) // what a build without the cache makes
  })

  it('is one file tagged default for a site without docs versions', () => {
    const pagesOnly = records().filter((r) => r.docusaurus_tag === 'default')
    const out = buildLocalIndex(pagesOnly)
    expect(out.parts).toEqual([{ tag: 'default', url: '/__search/index.default.json' }])
  })
})

describe('which index files a search needs', () => {
  const parts = [
    { tag: 'docs-default-current', url: '/c.json' },
    { tag: 'docs-default-4.x', url: '/4.json' },
    { tag: 'docs-default-3.x', url: '/3.json' },
  ]
  it('the file of the version the filters allow; all of them without a version filter; the first for default only', () => {
    expect(indexPartsFor(parts, v4).map((p) => p.url)).toEqual(['/4.json'])
    expect(indexPartsFor(parts, current).map((p) => p.url)).toEqual(['/c.json'])
    expect(indexPartsFor(parts, []).map((p) => p.url)).toEqual(['/c.json', '/4.json', '/3.json'])
    expect(indexPartsFor(parts, ['language:en']).map((p) => p.url)).toEqual(['/c.json', '/4.json', '/3.json'])
    expect(indexPartsFor(parts, ['language:en', ['docusaurus_tag:default']]).map((p) => p.url)).toEqual(['/c.json'])
    expect(indexPartsFor(parts, ['-docusaurus_tag:docs-default-3.x']).map((p) => p.url)).toEqual(['/c.json', '/4.json'])
  })
})

describe('the local search client', () => {
  it('downloads the index only when the first search runs, only the file of the version searched, and each file once', async () => {
    const { client, fetch, fetched, parts } = clientFor(records())
    expect(fetch).not.toHaveBeenCalled()
    await client.search({ query: 'scope', facetFilters: current })
    await client.search({ query: 'provider', facetFilters: current })
    expect(fetched()).toEqual([parts[0].url])
    await client.search({ query: 'scope', facetFilters: v4 })
    await client.search({ query: 'scope', facetFilters: current })
    expect(fetched()).toEqual([parts[0].url, parts[1].url])
  })

  it('without a version filter, searches every file as one ranking, pages outside the docs once', async () => {
    const { client, fetched, parts } = clientFor(records())
    const all = await client.search({ query: 'scopes', facetFilters: [] })
    expect(fetched()).toEqual(parts.map((p) => p.url))
    const urls = all.hits.map((h) => h.url)
    expect(urls).toContain('/docs/4.x/documentation/useHotkeys/scoping-hotkeys')
    expect(urls.some((u) => u.startsWith('/docs/documentation/'))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    const pages = await client.search({ query: 'standalone', facetFilters: [] })
    expect(pages.hits.map((h) => h.url)).toEqual(['/markdown-page'])
    expect(pages.nbHits).toBe(1)
  })

  it('matches the last word as a prefix', async () => {
    const { client } = clientFor(records())
    const result = await client.search({ query: 'hotkeysprov', facetFilters: current })
    expect(result.hits[0]).toMatchObject({
      type: 'lvl2',
      url: '/docs/documentation/useHotkeys/scoping-hotkeys#provider',
    })
  })

  it('tolerates a typo in longer words', async () => {
    const { client } = clientFor(records())
    const result = await client.search({ query: 'standlone', facetFilters: current })
    expect(result.hits.map((h) => h.url)).toContain('/markdown-page')
  })

  it('finds camelCase words by their parts and requires every word', async () => {
    const { client } = clientFor(records())
    expect((await client.search({ query: 'provider', facetFilters: current })).nbHits).toBeGreaterThan(0)
    const both = await client.search({ query: 'wrap activate', facetFilters: current })
    expect(both.hits.map((h) => h.content)).toEqual(['Wrap your app in the provider to activate scopes.'])
    expect((await client.search({ query: 'wrap zebra', facetFilters: current })).nbHits).toBe(0)
  })

  it('filters by docusaurus_tag: the docs version being read plus default pages', async () => {
    const { client } = clientFor(records())
    const inCurrent = await client.search({ query: 'scopes', facetFilters: current })
    expect(inCurrent.hits.every((h) => !h.url.startsWith('/docs/4.x'))).toBe(true)
    const in4 = await client.search({ query: 'scopes', facetFilters: v4 })
    expect(in4.hits.map((h) => h.url)).toContain('/docs/4.x/documentation/useHotkeys/scoping-hotkeys')
    expect(in4.hits.every((h) => !h.url.startsWith('/docs/documentation'))).toBe(true)
    const pages = await client.search({ query: 'standalone', facetFilters: v4 })
    expect(pages.nbHits).toBe(1)
    expect((await client.search({ query: 'standalone', facetFilters: ['language:fr'] })).nbHits).toBe(0)
  })

  it('returns Algolia-shaped hits with highlighted hierarchy and content', async () => {
    const { client } = clientFor(records())
    const { hits } = await client.search({ query: 'provider', facetFilters: current })
    const heading = hits.find((h) => h.type === 'lvl2')!
    expect(heading.hierarchy).toMatchObject({
      lvl0: 'Documentation',
      lvl1: 'Scoping Hotkeys',
      lvl2: 'HotkeysProvider',
      lvl3: null,
    })
    expect(heading._highlightResult!.hierarchy!.lvl2!.value).toBe('Hotkeys<mark>Provider</mark>')
    const [text] = (await client.search({ query: 'wrap', facetFilters: current })).hits
    expect(text.type).toBe('content')
    expect(text._highlightResult!.content!.value).toBe('<mark>Wrap</mark> your app in the provider to activate scopes.')
    expect(text._highlightResult!.content!.matchLevel).toBe('partial')
  })

  it('snippets content to 10 words around the first match, with ellipses', async () => {
    const { client } = clientFor(records())
    const { hits } = await client.search({ query: 'editors', facetFilters: current })
    const snippet = hits[0]._snippetResult!.content!.value
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet).toContain('<mark>editors</mark>')
    const words = parseHighlight(snippet)
      .map((s) => s.text)
      .join('')
      .replace(/…/g, '')
      .trim()
      .split(/\s+/)
    expect(words).toHaveLength(10)
  })

  it('escapes markup from the index: a poisoned record yields text, never tags', async () => {
    const { client } = clientFor(records())
    const { hits } = await client.search({ query: 'poisoned', facetFilters: current })
    const hit = hits.find((h) => h.content?.includes('Poisoned'))!
    for (const value of [hit._highlightResult!.content!.value, hit._snippetResult!.content!.value]) {
      expect(value).not.toContain('<img')
      expect(value).toContain('&lt;img')
      expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    }
    const segments = parseHighlight(hit._highlightResult!.content!.value)
    expect(segments.map((s) => s.text).join('')).toBe(hit.content)
    expect(segments.filter((s) => s.highlighted).map((s) => s.text)).toEqual(['Poisoned'])
  })

  it('returns one hit per URL: the best of a heading and its paragraphs', async () => {
    const { client } = clientFor(records())
    const { hits, nbHits } = await client.search({ query: 'provider', facetFilters: current })
    expect(hits.map((h) => h.url)).toEqual(['/docs/documentation/useHotkeys/scoping-hotkeys#provider'])
    expect(hits[0].type).toBe('lvl2')
    expect(nbHits).toBe(1)
  })

  it('searches key combinations like ctrl+k as words', async () => {
    const { client } = clientFor(records())
    const { hits } = await client.search({ query: 'ctrl+k', facetFilters: current })
    expect(hits[0]._highlightResult!.content!.value).toContain('<mark>ctrl+k</mark>')
  })

  it('pages results: 20 per page by default, nbHits and nbPages', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      docData({ path: `/docs/p${i}`, title: `Page ${i}`, content: root(h('p', {}, [`common word number ${i}`])) }),
    )
    const { client } = clientFor(
      extractSearchRecords(
        many.map((d) => source(d)),
        options,
      ),
    )
    const first = await client.search({ query: 'common', facetFilters: current })
    expect(first).toMatchObject({ nbHits: 45, page: 0, nbPages: 3, hitsPerPage: 20 })
    expect(first.hits).toHaveLength(20)
    const last = await client.search({ query: 'common', facetFilters: current, page: 2 })
    expect(last.hits).toHaveLength(5)
  })

  it('answers an empty or punctuation-only query with no hits', async () => {
    const { client } = clientFor(records())
    expect(await client.search({ query: '  ', facetFilters: current })).toMatchObject({ hits: [], nbHits: 0 })
    expect(await client.search({ query: '?!', facetFilters: current })).toMatchObject({ hits: [], nbHits: 0 })
  })

  it('suggests the index sections (lvl0 values)', async () => {
    const { client } = clientFor(records())
    expect(await client.suggestedQueries!()).toEqual(expect.arrayContaining(['Documentation', 'API', 'Markdown pages']))
  })

  it('reports an unreachable index as unreachable and tries again on the next search', async () => {
    const { files, parts } = buildLocalIndex(records())
    let calls = 0
    const fetch = (async (url: string) => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch')
      return new Response(indexFileText(files.get(url.slice(1))!))
    }) as unknown as typeof globalThis.fetch
    const client = createLocalSearchClient({ parts, fetch })
    await expect(client.search({ query: 'scope', facetFilters: current })).rejects.toBeInstanceOf(
      SearchUnreachableError,
    )
    expect((await client.search({ query: 'scope', facetFilters: current })).nbHits).toBeGreaterThan(0)
  })

  it('raises an API error for an index that is not JSON or not in its format', async () => {
    const notJson = createLocalSearchClient({
      parts: [{ tag: 'default', url: '/i.json' }],
      fetch: (async () => new Response('<html>')) as unknown as typeof fetch,
    })
    await expect(notJson.search({ query: 'a', facetFilters: [] })).rejects.toBeInstanceOf(SearchApiError)
    const wrong = createLocalSearchClient({
      parts: [{ tag: 'default', url: '/i.json' }],
      fetch: (async () => new Response('{"format":99}')) as unknown as typeof fetch,
    })
    await expect(wrong.search({ query: 'a', facetFilters: [] })).rejects.toThrow(/unknown format/)
    const missing = createLocalSearchClient({
      parts: [{ tag: 'default', url: '/i.json' }],
      fetch: (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch,
    })
    await expect(missing.search({ query: 'a', facetFilters: [] })).rejects.toBeInstanceOf(SearchApiError)
  })
})
