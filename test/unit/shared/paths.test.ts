import { describe, expect, it } from 'vitest'
import {
  cleanRouteUrl,
  htmlFileForRoute,
  isInternalHref,
  normalizeRoutePath,
  publicHref,
  routeCandidates,
  routePathOfPathname,
  routeDataFile,
  routeDataUrl,
  splitHref,
  withBaseUrl,
} from '../../../src/shared/paths.js'

describe('normalizeRoutePath', () => {
  it.each([
    ['/a/b', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/a/b.html', '/a/b'],
    ['/a/b/index.html', '/a/b'],
    ['/', '/'],
    ['/index.html', '/'],
    ['', '/'],
    ['a/b', '/a/b'],
    ['//x', '/x'],
    ['/a//b///', '/a/b'],
    ['/docs/4.x', '/docs/4.x'],
    ['/docs/4.x/', '/docs/4.x'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected)
  })

  it('is idempotent', () => {
    for (const p of ['/a/b/', '/a/b/index.html', '/index.html', '//x', '']) {
      const once = normalizeRoutePath(p)
      expect(normalizeRoutePath(once)).toBe(once)
    }
  })
})

describe('routeCandidates', () => {
  it('tries the exact path first, then the normalised one', () => {
    expect(routeCandidates('/a/b.html')).toEqual(['/a/b.html', '/a/b'])
    expect(routeCandidates('/a/b/')).toEqual(['/a/b/', '/a/b'])
  })
  it('has one candidate when the path is already normal', () => {
    expect(routeCandidates('/a/b')).toEqual(['/a/b'])
    expect(routeCandidates('/')).toEqual(['/'])
  })
})

describe('htmlFileForRoute', () => {
  it.each([
    ['/a/b', false, 'a/b.html'],
    ['/a/b', true, 'a/b/index.html'],
    ['/a/b/', false, 'a/b.html'],
    ['/a/b/', true, 'a/b/index.html'],
    ['/a/b.html', false, 'a/b.html'],
    ['/a/b/index.html', true, 'a/b/index.html'],
    ['/', false, 'index.html'],
    ['/', true, 'index.html'],
    ['/index.html', false, 'index.html'],
    ['/index.html', true, 'index.html'],
    ['//x', false, 'x.html'],
  ])('%j (trailingSlash %j) → %j', (route, trailingSlash, expected) => {
    expect(htmlFileForRoute(route, trailingSlash)).toBe(expected)
  })
})

describe('routeDataFile / routeDataUrl', () => {
  it.each([
    ['/a/b', '__data/a/b.json'],
    ['/a/b/', '__data/a/b.json'],
    ['/a/b.html', '__data/a/b.json'],
    ['/a/b/index.html', '__data/a/b.json'],
    ['/', '__data/index.json'],
    ['/index.html', '__data/index.json'],
    ['//x', '__data/x.json'],
  ])('%j → %j', (route, expected) => {
    expect(routeDataFile(route)).toBe(expected)
  })

  it('fetches the data file with the build id as an encoded query', () => {
    expect(routeDataUrl('/docs/intro/', 'a b&c')).toBe('/__data/docs/intro.json?v=a%20b%26c')
    expect(routeDataUrl('/', 'x')).toBe('/__data/index.json?v=x')
  })
})

describe('splitHref', () => {
  it.each([
    ['/a/b', { pathname: '/a/b', search: '', hash: '' }],
    ['/a/b?x=1', { pathname: '/a/b', search: '?x=1', hash: '' }],
    ['/a/b#c', { pathname: '/a/b', search: '', hash: '#c' }],
    ['/a/b?x=1&y=2#c', { pathname: '/a/b', search: '?x=1&y=2', hash: '#c' }],
    // a `?` after the `#` belongs to the hash
    ['/a#c?x=1', { pathname: '/a', search: '', hash: '#c?x=1' }],
    ['#only', { pathname: '', search: '', hash: '#only' }],
    ['?q=1', { pathname: '', search: '?q=1', hash: '' }],
    ['', { pathname: '', search: '', hash: '' }],
  ])('%j', (href, expected) => {
    expect(splitHref(href)).toEqual(expected)
  })
})

describe('isInternalHref', () => {
  it.each([
    ['/', true],
    ['/a/b', true],
    ['/a/b?x=1#c', true],
    ['//x', false],
    ['//cdn.example.com/a.js', false],
    ['https://example.com/', false],
    ['mailto:a@b.c', false],
    ['#x', false],
    ['a/b', false],
    ['', false],
  ])('%j → %j', (href, expected) => {
    expect(isInternalHref(href)).toBe(expected)
  })
})

describe('withBaseUrl', () => {
  it('leaves paths alone under the root base', () => {
    expect(withBaseUrl('/', '/docs/intro')).toBe('/docs/intro')
  })
  it('prefixes root-relative paths with a sub-folder base', () => {
    expect(withBaseUrl('/sub/', '/docs/intro')).toBe('/sub/docs/intro')
    expect(withBaseUrl('/sub', '/')).toBe('/sub/')
  })
  it('leaves relative and absolute URLs alone', () => {
    expect(withBaseUrl('/sub/', 'img/a.png')).toBe('img/a.png')
    expect(withBaseUrl('/sub/', 'https://x.test/')).toBe('https://x.test/')
  })
})

describe('publicHref', () => {
  const rules = (baseUrl: string, trailingSlash: boolean) => ({ baseUrl, trailingSlash })

  it.each([
    // [baseUrl, trailingSlash, href, expected]
    ['/', false, '/docs/intro', '/docs/intro'],
    ['/', false, '/docs/intro/', '/docs/intro'],
    ['/', true, '/docs/intro', '/docs/intro/'],
    ['/', true, '/docs/4.x', '/docs/4.x/'],
    ['/', true, '/docs/intro#usage', '/docs/intro/#usage'],
    ['/', true, '/search?q=a/b', '/search/?q=a/b'],
    ['/', true, '/', '/'],
    ['/', true, '/blog/rss.xml', '/blog/rss.xml'],
    ['/', true, '/img/logo.svg', '/img/logo.svg'],
    ['/', true, '/docs/intro.html', '/docs/intro.html'],
    ['/sub/', false, '/docs/intro', '/sub/docs/intro'],
    ['/sub/', false, '/', '/sub/'],
    ['/sub/', true, '/', '/sub/'],
    ['/sub/', true, '/docs/intro#x', '/sub/docs/intro/#x'],
    ['/sub/', false, '/sub/docs/intro', '/sub/docs/intro'], // already under the base (Docusaurus' useBaseUrl)
    ['/sub/', false, '/sub', '/sub/'],
    ['/sub/', false, '/img/icon.svg', '/sub/img/icon.svg'],
  ] as const)('%s trailingSlash %s: %j → %j', (baseUrl, trailingSlash, href, expected) => {
    expect(publicHref(rules(baseUrl, trailingSlash), href)).toBe(expected)
  })

  it('leaves external, fragment, relative and protocol-relative hrefs alone', () => {
    for (const href of ['https://x.test/a', '#top', 'img/a.png', './b', '//cdn.test/x', 'mailto:a@b.c'])
      expect(publicHref(rules('/sub/', true), href)).toBe(href)
  })
})

describe('routePathOfPathname', () => {
  it.each([
    ['/', '/docs/intro/', '/docs/intro'],
    ['/', '/', '/'],
    ['/sub/', '/sub/docs/intro', '/docs/intro'],
    ['/sub/', '/sub/docs/intro/', '/docs/intro'],
    ['/sub/', '/sub/', '/'],
    ['/sub/', '/sub', '/'],
    ['/sub/', '/docs/intro', null],
    ['/sub/', '/subway/x', null],
  ] as const)('%s: %j → %j', (baseUrl, pathname, expected) => {
    expect(routePathOfPathname(baseUrl, pathname)).toBe(expected)
  })
})

describe('cleanRouteUrl', () => {
  const url = (href: string) => new URL(href, 'https://example.test')
  it.each([
    ['/', false, '/docs/intro/', '/docs/intro', '/docs/intro'],
    ['/', false, '/docs/intro/index.html?x=1#y', '/docs/intro', '/docs/intro?x=1#y'],
    ['/', false, '/docs/intro.html', '/docs/intro', '/docs/intro'],
    ['/', false, '/docs/intro', '/docs/intro', '/docs/intro'],
    ['/', false, '/index.html', '/', '/'],
    ['/', false, '/docs/4.x/', '/docs/4.x', '/docs/4.x'],
    ['/', true, '/docs/intro', '/docs/intro', '/docs/intro/'],
    ['/', true, '/docs/intro.html#a', '/docs/intro', '/docs/intro/#a'],
    ['/sub/', true, '/sub/docs/intro/index.html', '/docs/intro', '/sub/docs/intro/'],
    ['/sub/', false, '/sub/index.html?q=1', '/', '/sub/?q=1'],
    ['/sub/', false, '/sub', '/', '/sub/'],
  ] as const)('%s (trailingSlash %s): %s names %s, written %s', (baseUrl, trailingSlash, href, routePath, clean) => {
    expect(cleanRouteUrl({ baseUrl, trailingSlash }, url(href))).toEqual({ routePath, href: clean })
  })

  it('is null outside the base URL and for files', () => {
    expect(cleanRouteUrl({ baseUrl: '/sub/', trailingSlash: false }, url('/docs/intro'))).toBeNull()
    expect(cleanRouteUrl({ baseUrl: '/', trailingSlash: true }, url('/blog/rss.xml'))).toBeNull()
    expect(cleanRouteUrl({ baseUrl: '/', trailingSlash: false }, url('/img/logo.svg'))).toBeNull()
  })
})
