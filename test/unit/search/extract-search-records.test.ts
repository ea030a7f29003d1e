import { describe, expect, it } from 'vitest'
import { extractSearchRecords, searchRecordSources } from '../../../src/search/extract-search-records.js'
import type { Route } from '../../../src/routes/route.js'
import type { RouteData } from '../../../src/shared/types.js'
import { docData, h, heading, root, source } from './fixtures.js'

const options = { siteUrl: 'https://example.org', baseUrl: '/', siteTitle: 'React Hotkeys Hook' }

const scoping = docData({
  path: '/docs/documentation/useHotkeys/scoping-hotkeys',
  title: 'Scoping Hotkeys',
  breadcrumbs: [
    { label: 'Documentation', href: '' },
    { label: 'useHotkeys', href: '' },
  ],
  content: root(
    h('p', {}, ['Scopes group ', h('code', {}, ['useHotkeys']), ' calls.']),
    heading(2, 'provider', 'The provider'),
    h('p', {}, ['Wrap the app in a HotkeysProvider.']),
    h('pre', {}, [h('code', {}, ['const x = 1'])]),
    heading(3, 'initial-scopes', 'Initial scopes'),
    h('ul', {}, [h('li', {}, ['Outer item', h('ul', {}, [h('li', {}, ['Inner item'])])])]),
    h('div', { className: ['admonition', 'admonition-tip'] }, [
      h('div', { className: ['admonition-heading'] }, ['Tip']),
      h('div', { className: ['admonition-content'] }, [h('p', {}, ['A tip.'])]),
    ]),
    heading(2, 'toggling', 'Toggling'),
    h('table', {}, [h('tbody', {}, [h('tr', {}, [h('td', {}, ['enableScope']), h('td', {}, ['turns a scope on'])])])]),
  ),
})

describe('extractSearchRecords', () => {
  const records = extractSearchRecords([source(scoping)], options)

  it('writes one lvl1 record for the page, one per heading and one per text block, in page order', () => {
    expect(records.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Scoping Hotkeys'],
      ['content', 'Scopes group useHotkeys calls.'],
      ['lvl2', 'The provider'],
      ['content', 'Wrap the app in a HotkeysProvider.'],
      ['lvl3', 'Initial scopes'],
      ['content', 'Outer item'],
      ['content', 'Inner item'],
      ['content', 'A tip.'],
      ['lvl2', 'Toggling'],
      ['content', 'enableScope'],
      ['content', 'turns a scope on'],
    ])
  })

  it('gives each record the hierarchy above it, lvl0 being the top sidebar category', () => {
    const inner = records.find((r) => r.content === 'Inner item')!
    expect(inner.hierarchy).toEqual({
      lvl0: 'Documentation',
      lvl1: 'Scoping Hotkeys',
      lvl2: 'The provider',
      lvl3: 'Initial scopes',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    })
    const toggling = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Toggling')!
    expect(toggling.hierarchy.lvl3).toBeNull()
  })

  it('takes lvl0 from the top sidebar category, whatever its label', () => {
    const api = docData({
      path: '/docs/api/use-hotkeys',
      title: 'useHotkeys',
      breadcrumbs: [
        { label: 'API', href: '' },
        { label: 'Hooks', href: '' },
      ],
      content: root(h('p', {}, ['The hook.']), heading(2, 'options', 'Options'), h('p', {}, ['Its options.'])),
    })
    const apiRecords = extractSearchRecords([source(api)], options)
    expect(apiRecords.map((r) => r.hierarchy.lvl0)).toEqual(['API', 'API', 'API', 'API'])
    expect(apiRecords.at(-1)!.hierarchy).toMatchObject({ lvl0: 'API', lvl1: 'useHotkeys', lvl2: 'Options' })
  })

  it('points each record at the closest heading anchor; the page title and the intro at the page', () => {
    const base = 'https://example.org/docs/documentation/useHotkeys/scoping-hotkeys'
    expect(records[0]).toMatchObject({ url: base, url_without_anchor: base, anchor: null })
    expect(records[1].url).toBe(base)
    expect(records[3]).toMatchObject({ url: `${base}#provider`, anchor: 'provider' })
    expect(records.find((r) => r.content === 'Inner item')!.url).toBe(`${base}#initial-scopes`)
  })

  it('carries language, docusaurus_tag and stable unique object ids', () => {
    for (const r of records) expect(r).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current' })
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
    expect(extractSearchRecords([source(scoping)], options).map((r) => r.objectID)).toEqual(
      records.map((r) => r.objectID),
    )
  })

  it('leaves out code, heading anchors (#) and admonition titles', () => {
    const text = JSON.stringify(records)
    expect(text).not.toContain('const x')
    expect(text).not.toContain('Tip"')
    expect(records.find((r) => r.type === 'lvl2')!.hierarchy.lvl2).toBe('The provider')
  })

  it("leaves out the title of an admonition in Docusaurus' markup too", () => {
    const page = docData({
      path: '/docs/tips',
      title: 'Tips',
      content: root(
        h(
          'div',
          { className: ['theme-admonition', 'theme-admonition-tip', 'admonition_hd', 'alert', 'alert--success'] },
          [
            h('div', { className: ['admonitionHeading_hd'] }, [
              h('span', { className: ['admonitionIcon_hd'] }, []),
              'Lamp',
            ]),
            h('div', { className: ['admonitionContent_hd'] }, [h('p', {}, ['Keep the wick short.'])]),
          ],
        ),
      ),
    })
    const text = JSON.stringify(extractSearchRecords([source(page)], options))
    expect(text).toContain('Keep the wick short.')
    expect(text).not.toContain('Lamp')
  })

  it('uses "Documentation" for docs outside categories, "Blog" for posts and the title for pages', () => {
    const intro = docData({
      path: '/docs/4.x/intro',
      title: 'Quick Start',
      docsearchTag: 'docs-default-4.x',
      content: root(h('p', {}, ['Hello.'])),
    })
    const post: RouteData = {
      kind: 'blogPost',
      path: '/blog/new-docs',
      title: 'New docs',
      description: '',
      docsearchTag: 'default',
      post: {
        title: 'New docs',
        permalink: '/blog/new-docs',
        date: '2024-01-01',
        formattedDate: '',
        readingTimeMinutes: 1,
        authors: [],
        tags: [],
        hasTruncateMarker: false,
        content: root(h('p', {}, ['Post text.'])),
        toc: [],
        hideTableOfContents: false,
      },
      sidebar: { title: 'Recent', years: [] },
    }
    const page: RouteData = {
      kind: 'markdownPage',
      path: '/markdown-page',
      title: 'Markdown pages',
      description: '',
      docsearchTag: 'default',
      hideTitle: false,
      content: root(h('p', {}, ['Page text.'])),
      toc: [],
      hideTableOfContents: false,
    }
    const home: RouteData = {
      kind: 'componentPage',
      path: '/',
      title: '',
      description: 'Declarative hotkeys.',
      docsearchTag: 'default',
      component: 'index',
    }
    const all = extractSearchRecords([source(intro), source(post), source(page), source(home)], options)
    expect(
      all.filter((r) => r.type === 'lvl1').map((r) => [r.hierarchy.lvl0, r.hierarchy.lvl1, r.docusaurus_tag, r.url]),
    ).toEqual([
      ['Documentation', 'Quick Start', 'docs-default-4.x', 'https://example.org/docs/4.x/intro'],
      ['Blog', 'New docs', 'default', 'https://example.org/blog/new-docs'],
      ['Markdown pages', 'Markdown pages', 'default', 'https://example.org/markdown-page'],
      ['React Hotkeys Hook', 'React Hotkeys Hook', 'default', 'https://example.org/'],
    ])
    expect(all.find((r) => r.url === 'https://example.org/' && r.type === 'content')!.content).toBe(
      'Declarative hotkeys.',
    )
  })

  it('skips unlisted, no-index, version-root copies, list pages, the search page and the not-found page', () => {
    const listed = docData({ path: '/docs/a', title: 'A', content: root() })
    const skipped = [
      source(docData({ path: '/docs/b', title: 'B', content: root() }), { unlisted: true }),
      source(docData({ path: '/docs/c', title: 'C', content: root(), noIndex: true })),
      source(docData({ path: '/docs', title: 'A', content: root() }), { canonicalPath: '/docs/a' }),
      source({ kind: 'search', path: '/search', title: 'Search', description: '', docsearchTag: 'default' }),
      source({
        kind: 'notFound',
        path: '/404',
        title: 'Page Not Found',
        description: '',
        docsearchTag: 'default',
        noIndex: true,
      }),
      source({
        kind: 'blogTags',
        path: '/blog/tags',
        title: 'Tags',
        description: '',
        docsearchTag: 'default',
        tags: [],
        sidebar: { title: '', years: [] },
      }),
    ]
    expect(extractSearchRecords([source(listed), ...skipped], options).map((r) => r.url)).toEqual([
      'https://example.org/docs/a',
    ])
  })

  it('prefixes URLs with the base URL', () => {
    const [first] = extractSearchRecords([source(docData({ path: '/docs/a', title: 'A', content: root() }))], {
      ...options,
      baseUrl: '/sub/',
    })
    expect(first.url).toBe('https://example.org/sub/docs/a')
  })

  it("takes React pages' titles and descriptions from their meta, as the renderer does", () => {
    const route = {
      path: '/',
      data: {
        kind: 'componentPage',
        path: '/',
        title: '',
        description: '',
        docsearchTag: 'default',
        component: 'index',
      },
      sourceFile: 'x',
      markdownLinks: [],
    } as Route
    const [s] = searchRecordSources([route], {
      index: { component: () => null, meta: { title: 'Home', description: 'Welcome.' }, version: '1' },
    })
    expect(s.data).toMatchObject({ title: 'Home', description: 'Welcome.' })
  })

  it("indexes a generated index page's cards as its list of links (their labels), not as sections", () => {
    const card = (label: string, icon: string, description?: string) =>
      h('article', { className: ['col', 'col--6'] }, [
        h('a', { href: '/docs/x', className: ['card', 'doc-card'] }, [
          h('h2', { className: ['doc-card__title'], title: label }, [`${icon} ${label}`]),
          ...(description ? [h('p', { className: ['doc-card__description'] }, [description])] : []),
        ]),
      ])
    const index = docData({
      path: '/docs/category/recipes',
      title: 'Recipes',
      content: root(
        h('p', {}, ['Short answers.']),
        h('section', { className: ['row'] }, [card('Dim the page', '📄️', 'Dims it.'), card('Peeking', '🗃️', '1 item')]),
      ),
    })
    const found = extractSearchRecords([source(index)], options)
    expect(found.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Recipes'],
      ['content', 'Short answers.'],
      ['content', 'Dim the page'],
      ['content', 'Peeking'],
    ])
  })
})
