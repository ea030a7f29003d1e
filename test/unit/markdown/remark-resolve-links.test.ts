import { describe, expect, it, vi } from 'vitest'
import { FILE, html, lines, render } from './render-helpers.js'

const routes: Record<string, string> = {
  './scoping-hotkeys.md': '/docs/scoping-hotkeys',
  '../api/use-hotkeys.mdx': '/docs/api/use-hotkeys',
}
const resolveMarkdownLink = (href: string) => routes[href]

describe('remark-resolve-links', () => {
  it('resolves relative .md/.mdx links, keeping query and hash', () => {
    const result = render(
      lines('See [scopes](./scoping-hotkeys.md) and [enabled](../api/use-hotkeys.mdx?x=1#enabled).'),
      { resolveMarkdownLink },
    )
    expect(result.html).toBe(
      '<p>See <a href="/docs/scoping-hotkeys">scopes</a> and <a href="/docs/api/use-hotkeys?x=1#enabled">enabled</a>.</p>',
    )
    expect(result.warnings).toEqual([])
  })

  it('passes only the path part to the resolver and leaves other links alone', () => {
    const resolver = vi.fn(resolveMarkdownLink)
    render(
      lines(
        '[a](./scoping-hotkeys.md#x) [b](/docs/intro) [c](https://example.com/readme.md) [d](#local) [e](/docs/x.md) [f](mailto:a@b.md)',
      ),
      { resolveMarkdownLink: resolver },
    )
    expect(resolver.mock.calls).toEqual([['./scoping-hotkeys.md']])
  })

  it('keeps a broken .md link and warns with the line in the real file (lineOffset = 5)', () => {
    const result = render(lines('# Title', '', 'Intro text.', '', 'Read [missing](./missing.md#part).'), {
      lineOffset: 5,
      resolveMarkdownLink,
    })
    expect(result.html).toBe('<p>Intro text.</p>\n<p>Read <a href="./missing.md#part">missing</a>.</p>')
    expect(result.warnings).toEqual([
      {
        code: 'broken-markdown-link',
        message: 'The Markdown link "./missing.md#part" does not point to a known document',
        file: 'content/docs/current/page.md',
        line: 10,
        hint: expect.any(String),
      },
    ])
  })

  it('leaves .md links as written without a resolver, and does not warn', () => {
    const result = render('[x](./other.md)')
    expect(result.html).toBe('<p><a href="./other.md">x</a></p>')
    expect(result.warnings).toEqual([])
  })

  it('resolves reference-style links through their definition', () => {
    const result = render(lines('Use [scopes][s].', '', '[s]: ./scoping-hotkeys.md#top'), { resolveMarkdownLink })
    expect(result.html).toBe('<p>Use <a href="/docs/scoping-hotkeys#top">scopes</a>.</p>')
    expect(result.links).toEqual([{ href: '/docs/scoping-hotkeys#top', line: 1 }])
  })

  it('collects every link with its line (after resolution), including autolinks', () => {
    const result = render(
      lines(
        '[a](./scoping-hotkeys.md)',
        '',
        'text https://github.com/x and <https://example.com>',
        '',
        ':::tip',
        '[in tip](/docs/intro#x)',
        ':::',
      ),
      { resolveMarkdownLink, lineOffset: 3 },
    )
    expect(result.links).toEqual([
      { href: '/docs/scoping-hotkeys', line: 4 },
      { href: 'https://github.com/x', line: 6 },
      { href: 'https://example.com', line: 6 },
      { href: '/docs/intro#x', line: 9 },
    ])
  })

  it('does not collect generated links (heading anchors, footnotes)', () => {
    expect(render(lines('## Heading', '', 'Text[^1]', '', '[^1]: Note')).links).toEqual([])
  })

  it('adds loading="lazy" to images', () => {
    expect(html('![Logo](/img/logo.svg "The logo")')).toBe(
      '<p><img src="/img/logo.svg" alt="Logo" title="The logo" loading="lazy"></p>',
    )
  })
})

describe('unsafe URLs', () => {
  const file = lines(
    '# Links',
    '',
    '[click](javascript:alert(1)) and ![pixel](JaVaScRiPt:alert(2))',
    '',
    'An autolink <vbscript:msgbox> and [page](<java\tscript:alert(3)>).',
    '',
    '[html](data:text/html,<b>x</b>) [by reference][bad] and [fine](/docs/intro).',
    '',
    '[bad]: javascript:alert(4)',
  )

  it('are reported at their line, one warning each (the content stage makes them errors)', () => {
    const result = render(file, { lineOffset: 2 })
    expect(result.warnings.map((w) => [w.code, w.line])).toEqual([
      ['unsafe-url', 5],
      ['unsafe-url', 5],
      ['unsafe-url', 7],
      ['unsafe-url', 7],
      ['unsafe-url', 9],
      ['unsafe-url', 11],
    ])
    expect(result.warnings[0]).toMatchObject({
      file: FILE,
      message:
        'A link points to a "javascript:" URL, which could run script in the reader\'s browser: "javascript:alert(1)"',
    })
    expect(result.warnings[1].message).toMatch(/^An image points to a "javascript:" URL/)
    expect(result.warnings[5].message).toMatch(/^A link definition points to a "javascript:" URL/)
  })

  it('never reach the page: links keep their text, images their alt text, references stay text', () => {
    const result = render(file)
    expect(result.html).toBe(
      '<p>click and pixel</p>\n<p>An autolink vbscript:msgbox and page.</p>\n<p>html [by reference][bad] and <a href="/docs/intro">fine</a>.</p>',
    )
    // the autolink's text stays readable text; no element carries one of the URLs
    expect([...JSON.stringify(result.hast).matchAll(/"(?:href|src)":"([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/docs/intro',
    ])
    expect(result.links).toEqual([{ href: '/docs/intro', line: 7 }])
  })

  describe('files next to the source', () => {
    const files: Record<string, string> = {
      './img/shot.png': '/assets/files/shot.0123456789.png',
      '../files/spec.pdf': '/assets/files/spec.abcdef0123.pdf',
    }
    const resolve = (href: string) => routes[href] ?? files[href]

    it("point an image or a link to the file's copy, and collect the file (relative to the site dir)", () => {
      const result = render(lines('![Shot](./img/shot.png) [spec](../files/spec.pdf#page=2) [gone](./img/gone.png)'), {
        resolveMarkdownLink: resolve,
      })
      expect(result.html).toBe(
        '<p><img src="/assets/files/shot.0123456789.png" alt="Shot" loading="lazy"> <a href="/assets/files/spec.abcdef0123.pdf#page=2">spec</a> <a href="./img/gone.png">gone</a></p>',
      )
      expect(result.links).toEqual([
        {
          href: '/assets/files/shot.0123456789.png',
          line: 1,
          image: true,
          target: 'content/docs/current/img/shot.png',
        },
        { href: '/assets/files/spec.abcdef0123.pdf#page=2', line: 1, target: 'content/docs/files/spec.pdf' },
        { href: './img/gone.png', line: 1 },
      ])
      expect(result.warnings).toEqual([])
    })

    it('through a definition too', () => {
      const result = render(lines('![Shot][s]', '', '[s]: ./img/shot.png'), { resolveMarkdownLink: resolve })
      expect(result.links).toEqual([
        {
          href: '/assets/files/shot.0123456789.png',
          line: 1,
          image: true,
          target: 'content/docs/current/img/shot.png',
        },
      ])
    })
  })
})
