import { describe, expect, it } from 'vitest'
import { checkLinks, type PageToCheck } from '../../../src/links/check-links.js'
import { readPageLinks } from '../../../src/links/extract-html-links.js'
import { blogRoutes } from '../../../src/routes/blog-routes.js'
import { BuildError } from '../../../src/errors.js'
import type { ResolvedConfig, ThemeConfig } from '../../../src/config/site-config.js'
import type { Route } from '../../../src/routes/route.js'
import { makeConfig, makeMarkdown, makePost, makeRoute } from '../pipeline-factories.js'
import { loadConfig } from '../../../src/config/load-config.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'

/** A page whose HTML holds `body` inside a minimal document (with the ids of its headings). */
function page(route: Route, body: string): PageToCheck {
  return { route, ...readPageLinks(`<!doctype html><html><body><div id="__hd">${body}</div></body></html>`) }
}
const a = (href: string) => `<a href="${href}">link</a>`

function configWith(theme: Partial<ThemeConfig> = {}, configText?: string): ResolvedConfig {
  const config = makeConfig({ themeConfig: { navbar: { title: 'S', items: [] }, footer: { links: [] }, ...theme } })
  if (configText !== undefined) config.configText = configText
  return config
}

/** A config text with `lines` (line number → text) and empty lines between them. */
function textWithLines(lines: Record<number, string>): string {
  const last = Math.max(...Object.keys(lines).map(Number))
  return Array.from({ length: last }, (_, index) => lines[index + 1] ?? '').join('\n')
}

const NO_FILES = new Set<string>()

describe('checkLinks: internal links', () => {
  it('accepts links to existing routes, with trailing slash, .html, query or hash', () => {
    const pages = [
      page(makeRoute('/docs/intro'), '<h2 id="usage">Usage</h2>'),
      page(
        makeRoute('/'),
        [
          a('/docs/intro'),
          a('/docs/intro/'),
          a('/docs/intro.html'),
          a('/docs/intro/index.html'),
          a('/docs/intro?x=1'),
          a('/'),
          a('/index.html'),
        ].join(''),
      ),
    ]
    const report = checkLinks(configWith(), pages, NO_FILES)
    expect(report.brokenLinks).toEqual([])
    expect(report.brokenAnchors).toEqual([])
    expect(report.checkedLinks).toBe(7)
  })

  it('a broken link written in Markdown is an error at its file and line', () => {
    const route = makeRoute('/docs/guide', {
      sourceFile: 'content/docs/current/guide.md',
      markdownLinks: [{ href: '/docs/missing', line: 14 }],
    })
    const { brokenLinks } = checkLinks(configWith(), [page(route, `<p>${a('/docs/missing')}</p>`)], NO_FILES)
    expect(brokenLinks).toHaveLength(1)
    expect(brokenLinks[0]).toBeInstanceOf(BuildError)
    expect(brokenLinks[0]).toMatchObject({
      code: 'broken-link',
      file: 'content/docs/current/guide.md',
      line: 14,
      message: 'Broken link on /docs/guide: /docs/missing',
    })
    expect(brokenLinks[0].hint).toMatch(/existing page/)
  })

  it('a broken link not found in the Markdown (theme markup) names the route source without a line', () => {
    const route = makeRoute('/docs/guide', { sourceFile: 'content/docs/current/guide.md' })
    const { brokenLinks } = checkLinks(configWith(), [page(route, a('/docs/elsewhere'))], NO_FILES)
    expect(brokenLinks[0]).toMatchObject({ file: 'content/docs/current/guide.md', line: undefined })
  })

  it("a link on a blog list page is attributed to the post's own file and line", () => {
    const list = makeRoute('/blog', {
      sourceFile: 'site.config.ts',
      markdownLinks: [{ href: '/docs/gone', line: 9, file: 'content/blog/2021-09-24-hello.md' }],
    })
    const { brokenLinks } = checkLinks(configWith(), [page(list, a('/docs/gone'))], NO_FILES)
    expect(brokenLinks[0]).toMatchObject({ file: 'content/blog/2021-09-24-hello.md', line: 9 })
  })

  it('a broken link in a post excerpt is reported once, at the post, across list, post and tag pages', () => {
    const post = makePost('hello', '2021-09-24', {
      tags: [{ label: 'news', permalink: '/blog/tags/news' }],
      markdown: makeMarkdown({ links: [{ href: '/docs/gone', line: 11 }] }),
    })
    const routes = blogRoutes(makeConfig().blog as Exclude<ResolvedConfig['blog'], false>, [post], 'site.config.ts')
    const pages = routes.map((r) =>
      page(r, r.data.kind === 'blogArchive' || r.data.kind === 'blogTags' ? '' : a('/docs/gone')),
    )
    const { brokenLinks } = checkLinks(configWith(), pages, NO_FILES)
    expect(brokenLinks.map((e) => [e.file, e.line])).toEqual([['content/blog/2021-09-24-hello.md', 11]])
  })

  it('navbar and footer links are attributed to the config file, with the line of the key when known', () => {
    const config = configWith(
      {
        navbar: {
          title: 'S',
          items: [
            { label: 'Docs', to: '/docs/nope' },
            { type: 'dropdown', label: 'More', items: [{ label: 'Old', to: '/old' }] },
          ],
        },
        footer: { links: [{ title: 'Docs', items: [{ label: 'API', to: '/api-missing' }] }] },
      },
      textWithLines({
        1: 'export default {',
        2: '  themeConfig: {',
        3: '    navbar: {',
        4: "      items: [{ label: 'Docs',",
        12: "        to: '/docs/nope' },",
        14: "        { type: 'dropdown', label: 'More', items: [{ label: 'Old',",
        15: "          to: '/old' }] },",
        16: '      ],',
        17: '    },',
        18: "    footer: { links: [{ title: 'Docs', items: [{ label: 'API',",
        30: "      to: '/api-missing' }] }] },",
        31: '  },',
        32: '}',
      }),
    )
    const { brokenLinks } = checkLinks(
      config,
      [page(makeRoute('/'), [a('/docs/nope'), a('/old'), a('/api-missing')].join(''))],
      NO_FILES,
    )
    expect(brokenLinks.map((e) => [e.file, e.line, e.message])).toEqual([
      ['site.config.ts', 12, 'Broken link on /: /docs/nope'],
      ['site.config.ts', 15, 'Broken link on /: /old'],
      ['site.config.ts', 30, 'Broken link on /: /api-missing'],
    ])
    expect(brokenLinks[0].hint).toMatch(/navbar or footer config/)
  })

  it('finds the line of a navbar link in a real config file', async () => {
    const site = await copyFixtureSite('basic')
    try {
      await site.edit('site.config.ts', (t) =>
        t.replace("{ to: '/blog', label: 'Blog'", "{ to: '/blogg', label: 'Blog'"),
      )
      const text = await site.read('site.config.ts')
      const line = text.split('\n').findIndex((l) => l.includes("'/blogg'")) + 1
      const config = await loadConfig(site.file('site.config.ts'))
      const [error] = checkLinks(config, [page(makeRoute('/'), a('/blogg'))], NO_FILES).brokenLinks
      expect(error).toMatchObject({ file: 'site.config.ts', line })
      expect(line).toBeGreaterThan(1)
    } finally {
      await site.remove()
    }
  })

  it('a broken navbar link shown on every page is reported once', () => {
    const config = configWith({ navbar: { title: 'S', items: [{ label: 'Docs', to: '/docs/nope' }] } })
    const pages = ['/', '/a', '/b'].map((p) => page(makeRoute(p), a('/docs/nope')))
    const { brokenLinks } = checkLinks(config, pages, NO_FILES)
    expect(brokenLinks).toHaveLength(1)
    expect(brokenLinks[0].file).toBe('site.config.ts')
  })

  it('the same broken link twice on a page is reported once', () => {
    const route = makeRoute('/x', { markdownLinks: [{ href: '/nope', line: 3 }] })
    expect(checkLinks(configWith(), [page(route, a('/nope') + a('/nope'))], NO_FILES).brokenLinks).toHaveLength(1)
  })

  it('the same broken href written on two lines is reported per line', () => {
    const route = makeRoute('/x', { markdownLinks: [{ href: '/nope', line: 3 }] })
    const other = makeRoute('/y', { markdownLinks: [{ href: '/nope', line: 8 }] })
    const { brokenLinks } = checkLinks(configWith(), [page(route, a('/nope')), page(other, a('/nope'))], NO_FILES)
    expect(brokenLinks.map((e) => [e.file, e.line])).toEqual([
      ['content/pages/x.md', 3],
      ['content/pages/y.md', 8],
    ])
  })

  it('static and generated files count as targets', () => {
    const files = new Set([
      'img/logo.svg',
      'assets/app-1234.js',
      'blog/rss.xml',
      'legacy/index.html',
      'file with space.pdf',
    ])
    const body = [
      a('/img/logo.svg'),
      a('/assets/app-1234.js'),
      a('/blog/rss.xml'),
      a('/legacy/'),
      a('/legacy'),
      a('/file%20with%20space.pdf'),
      a('/img/logo.svg#frag'),
    ].join('')
    const report = checkLinks(configWith(), [page(makeRoute('/'), body)], files)
    expect(report.brokenLinks).toEqual([])
    expect(report.brokenAnchors).toEqual([])
    expect(checkLinks(configWith(), [page(makeRoute('/'), a('/img/missing.svg'))], files).brokenLinks).toHaveLength(1)
  })

  it('percent-encoded route paths resolve', () => {
    const pages = [page(makeRoute('/docs/my notes'), ''), page(makeRoute('/'), a('/docs/my%20notes'))]
    expect(checkLinks(configWith(), pages, NO_FILES).brokenLinks).toEqual([])
  })

  it('external, protocol-relative and non-http links are ignored', () => {
    const body = [
      a('https://example.com/nope'),
      a('http://x.test'),
      a('//cdn.example.com/a.js'),
      a('mailto:a@b.c'),
      a('tel:123'),
    ].join('')
    const report = checkLinks(configWith(), [page(makeRoute('/'), body)], NO_FILES)
    expect(report.brokenLinks).toEqual([])
    expect(report.checkedLinks).toBe(0)
  })

  it('a link relative to its page is resolved against the page’s URL, as the browser does', () => {
    const pages = [
      page(makeRoute('/blog'), ''),
      page(makeRoute('/docs/api'), ''),
      // ./gone.md: a Markdown link the markdown stage could not resolve, left to onBrokenMarkdownLinks
      page(makeRoute('/docs/intro'), [a('api'), a('../blog'), a('blog'), a('./gone.md#x')].join('')),
    ]
    const report = checkLinks(configWith(), pages, NO_FILES)
    // `blog` on /docs/intro is /docs/blog: a navbar `to: 'blog'` made into such a link would be broken everywhere
    expect(report.brokenLinks.map((error) => error.message)).toEqual(['Broken link on /docs/intro: blog'])
    expect(report.checkedLinks).toBe(3)
  })

  it('resolves relative links against the folder URL of a page when URLs end with a slash', () => {
    const config = configWith()
    config.trailingSlash = true
    const pages = [page(makeRoute('/docs/intro/api'), ''), page(makeRoute('/docs/intro'), a('api'))]
    expect(checkLinks(config, pages, NO_FILES).brokenLinks).toEqual([])
  })

  it('only reads the href of <a> elements', () => {
    const body = '<link href="/missing.css"><abbr title="/x">x</abbr><area href="/y">'
    expect(checkLinks(configWith(), [page(makeRoute('/'), body)], NO_FILES).brokenLinks).toEqual([])
  })
})

describe('checkLinks: anchors', () => {
  it('a same-page anchor must match an id on the page', () => {
    const route = makeRoute('/docs/a', { markdownLinks: [{ href: '#missing', line: 6 }] })
    const report = checkLinks(
      configWith(),
      [page(route, '<h2 id="usage">Usage</h2>' + a('#usage') + a('#missing'))],
      NO_FILES,
    )
    expect(report.brokenLinks).toEqual([])
    expect(report.brokenAnchors).toEqual([
      {
        code: 'broken-anchor',
        message: 'Broken anchor on /docs/a: #missing',
        file: 'content/pages/docs/a.md',
        line: 6,
        hint: 'No heading or element on the target page has that id.',
      },
    ])
  })

  it('an anchor on another page must match an id on that page', () => {
    const pages = [
      page(makeRoute('/docs/a'), '<h2 id="options">Options</h2>'),
      page(
        makeRoute('/docs/b', { markdownLinks: [{ href: '/docs/a#nope', line: 4 }] }),
        a('/docs/a#options') + a('/docs/a/#options') + a('/docs/a#nope'),
      ),
    ]
    const report = checkLinks(configWith(), pages, NO_FILES)
    expect(report.brokenLinks).toEqual([])
    expect(report.brokenAnchors.map((w) => [w.message, w.file, w.line])).toEqual([
      ['Broken anchor on /docs/b: /docs/a#nope', 'content/pages/docs/b.md', 4],
    ])
  })

  it('percent-encoded and entity-encoded ids match', () => {
    const pages = [
      page(
        makeRoute('/docs/a'),
        '<h2 id="café">Café</h2><h2 id="a b">A b</h2><h2 id="q&amp;a">Q&amp;A</h2><span id="it&#x27;s"></span>',
      ),
      page(
        makeRoute('/docs/b'),
        [a('/docs/a#caf%C3%A9'), a('/docs/a#a%20b'), a('/docs/a#q&amp;a'), a('/docs/a#q%26a'), a("/docs/a#it's")].join(
          '',
        ),
      ),
    ]
    const report = checkLinks(configWith(), pages, NO_FILES)
    expect(report.brokenAnchors).toEqual([])
  })

  it('an empty hash and a malformed escape do not crash', () => {
    const pages = [page(makeRoute('/docs/a'), a('#') + a('/docs/a#') + a('#100%'))]
    const report = checkLinks(configWith(), pages, NO_FILES)
    expect(report.brokenAnchors.map((w) => w.message)).toEqual(['Broken anchor on /docs/a: #100%'])
  })

  it('anchors into static files are not checked', () => {
    expect(
      checkLinks(configWith(), [page(makeRoute('/'), a('/guide.pdf#page=2'))], new Set(['guide.pdf'])).brokenAnchors,
    ).toEqual([])
  })

  it('a broken anchor in the footer shown on every page is reported once', () => {
    const config = configWith({
      footer: { links: [{ title: 'Docs', items: [{ label: 'Usage', to: '/docs/a#gone' }] }] },
    })
    const pages = [
      page(makeRoute('/docs/a'), a('/docs/a#gone')),
      page(makeRoute('/docs/b'), a('/docs/a#gone')),
      page(makeRoute('/'), a('/docs/a#gone')),
    ]
    const report = checkLinks(config, pages, NO_FILES)
    expect(report.brokenAnchors).toHaveLength(1)
    expect(report.brokenAnchors[0]).toMatchObject({ code: 'broken-anchor', file: 'site.config.ts' })
  })

  it('a broken anchor written once in Markdown and shown on several pages is reported once', () => {
    const links = [{ href: '/docs/a#gone', line: 5, file: 'content/blog/2021-01-01-p.md' }]
    const pages = [
      page(makeRoute('/docs/a'), ''),
      page(makeRoute('/blog', { markdownLinks: links }), a('/docs/a#gone')),
      page(
        makeRoute('/blog/p', {
          sourceFile: 'content/blog/2021-01-01-p.md',
          markdownLinks: [{ href: '/docs/a#gone', line: 5 }],
        }),
        a('/docs/a#gone'),
      ),
    ]
    expect(checkLinks(configWith(), pages, NO_FILES).brokenAnchors).toHaveLength(1)
  })
})

describe('checkLinks: images written in Markdown', () => {
  const image = (href: string, line: number) => ({ href, line, image: true as const })
  const files = new Set(['img/logo.svg', 'docs/diagram.png'])

  it('a root-relative or page-relative image that is a file of the build is fine; a missing one warns with file and line', () => {
    const route = makeRoute('/docs/guide', {
      sourceFile: 'content/docs/current/guide.md',
      markdownLinks: [
        image('/img/logo.svg', 3),
        image('diagram.png', 4),
        image('/img/missing.png', 7),
        image('./gone.png', 9),
      ],
    })
    const { brokenImages, brokenLinks } = checkLinks(configWith(), [page(route, '<p>text</p>')], files)
    expect(brokenLinks).toEqual([])
    expect(brokenImages).toEqual([
      expect.objectContaining({
        code: 'broken-image',
        file: 'content/docs/current/guide.md',
        line: 7,
        message: 'Broken image on /docs/guide: /img/missing.png',
      }),
      expect.objectContaining({
        code: 'broken-image',
        file: 'content/docs/current/guide.md',
        line: 9,
        message: 'Broken image on /docs/guide: ./gone.png',
      }),
    ])
    expect(brokenImages[0].hint).toContain('static/')
  })

  it('external and data: images are not checked; a post image is reported once, at the post', () => {
    const route = makeRoute('/docs/guide', {
      markdownLinks: [
        image('https://cdn.test/x.png', 1),
        image('data:image/png;base64,AAAA', 2),
        image('//cdn.test/y.png', 3),
      ],
    })
    expect(checkLinks(configWith(), [page(route, '')], NO_FILES).brokenImages).toEqual([])
    const post = { href: '/img/nope.png', line: 5, image: true as const, file: 'content/blog/2021-09-24-hello.md' }
    const pages = ['/blog', '/blog/hello', '/blog/tags/news'].map((p) =>
      page(makeRoute(p, { markdownLinks: [post] }), ''),
    )
    const { brokenImages } = checkLinks(configWith(), pages, NO_FILES)
    expect(brokenImages).toHaveLength(1)
    expect(brokenImages[0]).toMatchObject({ file: 'content/blog/2021-09-24-hello.md', line: 5 })
  })

  it('under a base URL, images are looked up in the output folder without it', () => {
    const config = makeConfig({
      baseUrl: '/sub/',
      themeConfig: { navbar: { title: 'S', items: [] }, footer: { links: [] } },
    })
    const route = makeRoute('/docs/guide', { markdownLinks: [image('/img/logo.svg', 1), image('diagram.png', 2)] })
    expect(checkLinks(config, [page(route, '')], files).brokenImages).toEqual([])
  })
})
