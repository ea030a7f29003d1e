// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createHtmlDocumentCache, renderHtmlDocument, type DocumentInput } from '../../../src/render/html-document.js'
import { jsonForScript } from '../../../src/render/json-for-script.js'
import { ROUTE_DATA_INLINE_MAX_CHARS } from '../../../src/render/fetched-route-data.js'
import { pageTitle } from '../../../src/shared/page-head.js'
import type { SiteConfig } from '../../../src/config/site-config.js'
import type { RouteData, SiteData } from '../../../src/shared/types.js'
import { makeConfig } from '../pipeline-factories.js'
import { makeSite, routesByKind } from '../templates/fixtures.js'

const ALGOLIA_SEARCH: SiteData['search'] = {
  backend: 'algolia',
  appId: 'BH4D9OD16A',
  apiKey: 'key',
  indexName: 'idx',
  contextualSearch: true,
  searchPagePath: '/search',
}

function render(
  patch: {
    config?: Partial<SiteConfig>
    site?: Partial<SiteData>
    route?: RouteData
    canonicalPath?: string
    extraHead?: string
    appHtml?: string
  } = {},
): { html: string; doc: Document } {
  const input: DocumentInput = {
    config: makeConfig(patch.config),
    site: makeSite({ url: 'https://example.test', ...patch.site }),
    route: patch.route ?? routesByKind.doc,
    appHtml: patch.appHtml ?? '<main>app</main>',
    assets: { css: ['/assets/app-1.css'], entry: '/assets/entry-2.js', preload: ['/assets/page-3.js'] },
    canonicalPath: patch.canonicalPath ?? (patch.route ?? routesByKind.doc).path,
    extraHead: patch.extraHead,
  }
  const html = renderHtmlDocument(input, createHtmlDocumentCache())
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') }
}
const meta = (doc: Document, attr: 'name' | 'property', key: string) =>
  doc.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content')

describe('jsonForScript', () => {
  const tricky = {
    a: '</script><script>alert(1)</script>',
    b: '<!-- comment -->',
    c: 'line\u2028sep\u2029par',
    d: 'a & b > c',
  }

  it('never contains a closing script tag, a comment opener or raw line separators', () => {
    const text = jsonForScript(tricky)
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain('<!--')
    expect(text).not.toContain('<')
    expect(text).not.toContain('\u2028')
    expect(text).not.toContain('\u2029')
    expect(text).toContain('\\u2028')
  })

  it('parses back to the same value', () => {
    expect(JSON.parse(jsonForScript(tricky))).toEqual(tricky)
    expect(JSON.parse(jsonForScript([1, null, 'x']))).toEqual([1, null, 'x'])
  })

  it('survives inside a real script element', () => {
    const doc = new DOMParser().parseFromString(
      `<script id="d" type="application/json">${jsonForScript(tricky)}</script><p id="after">after</p>`,
      'text/html',
    )
    expect(JSON.parse(doc.getElementById('d')!.textContent!)).toEqual(tricky)
    expect(doc.getElementById('after')?.textContent).toBe('after')
  })
})

describe('pageTitle', () => {
  it('is "page | site", or the site title alone for an untitled page', () => {
    const site = makeSite({ title: 'React Hotkeys Hook' })
    expect(pageTitle(site, { ...routesByKind.doc, title: 'useHotkeys' })).toBe('useHotkeys | React Hotkeys Hook')
    expect(pageTitle(site, { ...routesByKind.componentPage, title: '' })).toBe('React Hotkeys Hook')
  })

  it("takes the site's titleDelimiter instead of |, as Docusaurus does", () => {
    const site = makeSite({ title: 'Jest', titleDelimiter: '·' })
    expect(pageTitle(site, { ...routesByKind.doc, title: 'Globals' })).toBe('Globals · Jest')
    expect(pageTitle(site, { ...routesByKind.componentPage, title: '' })).toBe('Jest')
  })
})

describe('renderHtmlDocument', () => {
  it('head: title, description, generator, Open Graph and docsearch tags', () => {
    const { doc } = render({
      route: {
        ...routesByKind.doc,
        title: 'useHotkeys',
        description: 'The hook',
        docsearchTag: 'docs-default-current',
      },
    })
    expect(doc.title).toBe('useHotkeys | React Hotkeys Hook')
    expect(meta(doc, 'name', 'description')).toBe('The hook')
    expect(meta(doc, 'name', 'generator')).toBe('hotkeys-docs')
    expect(meta(doc, 'property', 'og:title')).toBe('useHotkeys | React Hotkeys Hook')
    expect(meta(doc, 'property', 'og:type')).toBe('website')
    expect(meta(doc, 'name', 'docsearch:language')).toBe('en')
    expect(meta(doc, 'name', 'docsearch:docusaurus_tag')).toBe('docs-default-current')
    expect(doc.documentElement.getAttribute('lang')).toBe('en')
  })

  it('a blog post is an article; the tagline stands in for a missing description', () => {
    const { doc } = render({ route: { ...routesByKind.blogPost, description: '' } })
    expect(meta(doc, 'property', 'og:type')).toBe('article')
    expect(meta(doc, 'name', 'description')).toBe('Use hotkeys in a declarative way')
  })

  it('a page without a description on a site that gives it none (a Docusaurus site) has no description tags', () => {
    const { doc } = render({ site: { noTaglineDescription: true }, route: { ...routesByKind.doc, description: '' } })
    expect(doc.querySelector('meta[name="description"]')).toBeNull()
    expect(doc.querySelector('meta[property="og:description"]')).toBeNull()
    const described = render({ site: { noTaglineDescription: true }, route: { ...routesByKind.doc, description: 'x' } })
    expect(meta(described.doc, 'property', 'og:description')).toBe('x')
  })

  it("writes a React page's <Head><title> as given; og:title is the page's title with the site's", () => {
    const { doc } = render({ route: { ...routesByKind.componentPage, title: 'Showcase', headTitle: 'Our users' } })
    expect(doc.title).toBe('Our users')
    expect(meta(doc, 'property', 'og:title')).toBe('Showcase | React Hotkeys Hook')
    const untitled = render({ route: { ...routesByKind.componentPage, title: '', headTitle: 'Our users' } })
    expect(meta(untitled.doc, 'property', 'og:title')).toBe('React Hotkeys Hook')
  })

  it('escapes titles and descriptions', () => {
    const { html, doc } = render({
      route: { ...routesByKind.doc, title: '</title><script>x()</script>', description: '"quoted" & <b>' },
    })
    expect(html).not.toContain('<script>x()')
    expect(doc.title).toBe('</title><script>x()</script> | React Hotkeys Hook')
    expect(meta(doc, 'name', 'description')).toBe('"quoted" & <b>')
  })

  it('the canonical URL is the absolute canonical path (a version root points at its main doc)', () => {
    const { doc } = render({ route: { ...routesByKind.doc, path: '/docs' }, canonicalPath: '/docs/intro' })
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.test/docs/intro')
    expect(meta(doc, 'property', 'og:url')).toBe('https://example.test/docs/intro')
    expect(
      render({ route: routesByKind.componentPage, canonicalPath: '/' })
        .doc.querySelector('link[rel="canonical"]')
        ?.getAttribute('href'),
    ).toBe('https://example.test/')
  })

  it('the not-found page has no canonical URL and no og:url, and is never indexed', () => {
    const { doc } = render({ route: routesByKind.notFound, canonicalPath: '/404' })
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
    expect(meta(doc, 'property', 'og:url')).toBeUndefined()
    expect(meta(doc, 'name', 'robots')).toBe('noindex, nofollow')
  })

  it('noindex when the route or the whole site says so, not otherwise', () => {
    const robots = (doc: Document) => meta(doc, 'name', 'robots')
    expect(robots(render().doc)).toBeUndefined()
    expect(robots(render({ route: routesByKind.markdownPage }).doc)).toBeUndefined()
    expect(robots(render({ route: { ...routesByKind.markdownPage, noIndex: true } }).doc)).toBe('noindex, nofollow')
    expect(robots(render({ config: { noIndex: true } }).doc)).toBe('noindex, nofollow')
  })

  it('favicon: under the base URL, typed when it is an SVG', () => {
    const icon = (config: Partial<SiteConfig>) => render({ config }).doc.querySelector('link[rel="icon"]')
    expect(icon({ favicon: 'img/favicon.svg' })?.getAttribute('href')).toBe('/img/favicon.svg')
    expect(icon({ favicon: 'img/favicon.svg' })?.getAttribute('type')).toBe('image/svg+xml')
    expect(icon({ favicon: '/favicon.ico' })?.getAttribute('href')).toBe('/favicon.ico')
    expect(icon({ favicon: '/favicon.ico' })?.hasAttribute('type')).toBe(false)
    expect(icon({ favicon: 'img/icon.png', baseUrl: '/sub/' })?.getAttribute('href')).toBe('/sub/img/icon.png')
    expect(icon({ favicon: 'https://cdn.test/icon.svg' })?.getAttribute('href')).toBe('https://cdn.test/icon.svg')
    expect(icon({})).toBeNull()
  })

  it('preconnects to the search host only with the hosted search', () => {
    const local = render().doc
    expect(local.querySelector('link[rel="preconnect"]')).toBeNull()
    const hosted = render({ site: { search: ALGOLIA_SEARCH } }).doc
    const preconnects = [...hosted.querySelectorAll('link[rel="preconnect"]')]
    expect(preconnects.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['https://bh4d9od16a-dsn.algolia.net', 'anonymous'],
    ])
  })

  it('head tags from the config, with escaped attributes; extra head markup', () => {
    const { doc } = render({
      config: { headTags: [{ tagName: 'meta', attributes: { name: 'x-test', content: 'a "b" & c' } }] },
      extraHead: '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Feed">',
    })
    expect(meta(doc, 'name', 'x-test')).toBe('a "b" & c')
    expect(doc.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe('/blog/rss.xml')
  })

  it("a twitter:card of the head tags replaces the default one, as Docusaurus' metadata does", () => {
    const cards = (doc: Document) =>
      [...doc.querySelectorAll('meta[name="twitter:card"]')].map((m) => m.getAttribute('content'))
    expect(cards(render().doc)).toEqual(['summary'])
    const own = { tagName: 'meta' as const, attributes: { name: 'twitter:card', content: 'summary_large_image' } }
    expect(cards(render({ config: { headTags: [own] } }).doc)).toEqual(['summary_large_image'])
  })

  it('script head tags: closed, true attributes bare, false ones left out', () => {
    const { html, doc } = render({
      config: {
        headTags: [
          { tagName: 'script', attributes: { src: 'https://cdn.example/a.js', async: true, defer: false } },
          { tagName: 'link', attributes: { rel: 'stylesheet', href: '/b.css' } },
        ],
      },
    })
    expect(html).toContain(
      '<script src="https://cdn.example/a.js" async></script>\n<link rel="stylesheet" href="/b.css">',
    )
    expect(doc.querySelector('script[src="https://cdn.example/a.js"]')?.hasAttribute('defer')).toBe(false)
  })

  it('assets: stylesheets, the module entry and preloads', () => {
    const { doc } = render()
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/app-1.css',
    ])
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/entry-2.js')
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/page-3.js',
    ])
    // after the stylesheet first paint waits for
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('fetchpriority'))).toEqual([
      'low',
    ])
  })

  it('the theme script runs in the head, before the stylesheets', () => {
    const { html } = render()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf("classList.add('js')")).toBeGreaterThan(0)
    expect(head.indexOf("classList.add('js')")).toBeLessThan(head.indexOf('rel="stylesheet"'))
  })

  it('adds the announcement-bar script only for a closeable bar', () => {
    const marker = 'data-announcement-bar-initially-dismissed'
    expect(render({ site: { announcementBar: { id: 'v5', content: 'New!', closeable: true } } }).html).toContain(marker)
    expect(render({ site: { announcementBar: { id: 'v5', content: 'New!', closeable: false } } }).html).not.toContain(
      marker,
    )
    expect(render().html).not.toContain(marker)
  })

  it('the body holds the app and the route and site data as safe JSON', () => {
    const route = { ...routesByKind.doc, title: '</script><!-- sneaky' }
    const site = { title: 'Site \u2028 & </script>' }
    const { doc } = render({ route, site, appHtml: '<main id="app">rendered</main>' })
    expect(doc.getElementById('__hd')?.innerHTML).toBe('<main id="app">rendered</main>')
    expect(JSON.parse(doc.getElementById('__HD_DATA__')!.textContent!)).toEqual({ route })
    expect(JSON.parse(doc.getElementById('__HD_SITE__')!.textContent!)).toMatchObject(site)
  })

  it('a route whose data is too long to inline: the page fetches its data file, then imports the entry', () => {
    const withText = (value: string) => ({ type: 'root' as const, children: [{ type: 'text' as const, value }] })
    const routeWith = (path: string, chars: number) => {
      const empty = { ...routesByKind.doc, path, content: withText('') }
      // route data JSON of exactly `chars` characters
      return { ...empty, content: withText('x'.repeat(chars - JSON.stringify(empty).length)) }
    }
    const route = routeWith('/docs/long</script>', ROUTE_DATA_INLINE_MAX_CHARS + 1)
    const { html, doc } = render({ route, site: { buildId: 'b1', baseUrl: '/sub/' } })
    expect(html).not.toContain('xxxxxxxxxx')
    expect(doc.getElementById('__HD_DATA__')!.textContent).toBe('')
    expect(doc.querySelector('script[src="/assets/entry-2.js"]')).toBeNull()
    // the entry is downloaded meanwhile
    expect(doc.querySelector('link[rel="modulepreload"][href="/assets/entry-2.js"]')).not.toBeNull()
    const loader = [...doc.querySelectorAll('script[type="module"]')].map((script) => script.textContent!)
    expect(loader).toHaveLength(1)
    expect(loader[0]).not.toContain('</script>')
    expect(loader[0]).toContain('fetch("/sub/__data/docs/long\\u003c/script\\u003e.json?v=b1"')
    // the data's text put where the entry reads it, then the entry imported: promises, no top-level await
    expect(loader[0]).toMatch(
      /\.then\(t=>\{document\.getElementById\("__HD_DATA__"\)\.textContent='\{"route":'\+t\+"\}";return import\("\/assets\/entry-2\.js"\)\}\)$/,
    )
    expect(loader[0]).not.toMatch(/\bawait\b/)
    // at the limit: inlined as every other page's data, with the entry's module script
    const atLimit = routeWith('/docs/long', ROUTE_DATA_INLINE_MAX_CHARS)
    const inlined = render({ route: atLimit }).doc
    expect(inlined.querySelector('script[src="/assets/entry-2.js"]')).not.toBeNull()
    expect(inlined.querySelector('link[rel="modulepreload"][href="/assets/entry-2.js"]')).toBeNull()
    expect(JSON.parse(inlined.getElementById('__HD_DATA__')!.textContent!)).toEqual({ route: atLimit })
  })

  it('the html element starts in the default colour mode', () => {
    const { doc } = render({
      site: { colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false } },
    })
    expect(doc.documentElement.getAttribute('data-theme')).toBe('dark')
  })
})
