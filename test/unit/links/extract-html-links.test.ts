import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import {
  decodeAttribute,
  extractHrefs,
  extractIds,
  readDocumentLinks,
  readPageLinks,
} from '../../../src/links/extract-html-links.js'

describe('extractHrefs', () => {
  it('reads the href of every <a>, in order, whatever its other attributes', () => {
    const html =
      '<a href="/a">A</a><p><a class="x" href="/b#c" target="_blank">B</a></p><a\nhref="/c">C</a><a id="no-href">D</a>'
    expect(extractHrefs(html)).toEqual(['/a', '/b#c', '/c'])
  })

  it('ignores other elements with href and attributes that only end in href', () => {
    expect(
      extractHrefs('<link href="/style.css"><area href="/x"><abbr href="/y">y</abbr><a data-href="/z">z</a>'),
    ).toEqual([])
  })

  it('decodes entities in the attribute value', () => {
    expect(extractHrefs('<a href="/search?q=a&amp;b=c">x</a><a href="/a#it&#x27;s">y</a>')).toEqual([
      '/search?q=a&b=c',
      "/a#it's",
    ])
  })

  it('keeps empty hrefs', () => {
    expect(extractHrefs('<a href="">x</a>')).toEqual([''])
  })

  it('reads what React renders, and not text that looks like markup', () => {
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement('a', { href: '/docs/a?x=1&y=2' }, 'real'),
        createElement('code', null, '<a href="/fake">fake</a> id="fake"'),
      ),
    )
    expect(extractHrefs(html)).toEqual(['/docs/a?x=1&y=2'])
    expect(extractIds(html)).toEqual(new Set())
  })
})

describe('extractIds', () => {
  it('collects every id attribute', () => {
    expect(extractIds('<h2 id="usage">U</h2><div class="a" id="__hd"><span id="x"></span></div>')).toEqual(
      new Set(['usage', '__hd', 'x']),
    )
  })

  it('does not take data-id or similar attributes for ids', () => {
    expect(extractIds('<div data-id="nope" aria-labelledby="also-nope"></div>')).toEqual(new Set())
  })

  it('decodes entities', () => {
    expect(extractIds('<h2 id="q&amp;a">Q</h2><h2 id="&quot;x&quot;">X</h2>')).toEqual(new Set(['q&a', '"x"']))
  })

  it('ignores ids inside JSON script data (quotes are escaped there)', () => {
    const json = JSON.stringify({ html: '<h2 id="inner">' })
    expect(extractIds(`<script type="application/json">${json}</script>`)).toEqual(new Set())
  })
})

describe('decodeAttribute', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;tag&gt;', '<tag>'],
    ['&quot;q&quot;', '"q"'],
    ['it&#39;s', "it's"],
    ['it&#x27;s', "it's"],
    ['&amp;lt;', '&lt;'],
    ['&copy; stays', '&copy; stays'],
  ])('%j → %j', (input, expected) => {
    expect(decodeAttribute(input)).toBe(expected)
  })
})

describe('readPageLinks', () => {
  it('reads each href once, in order, and every id, decoded', () => {
    const html =
      '<h2 id="a&amp;b">A</h2><a href="/x?y=1&amp;z=2">1</a><a class="c" href="/docs">2</a><a href="/x?y=1&amp;z=2">3</a><div id="b"></div>'
    const links = readPageLinks(html)
    expect(links.hrefs).toEqual(['/x?y=1&z=2', '/docs'])
    expect([...links.ids]).toEqual(['a&b', 'b'])
  })
})

describe('readDocumentLinks', () => {
  it('reads the frame around a render whose links are known, and gives what reading the whole document gives', () => {
    const app =
      '<nav id="top"><a href="/docs">Docs</a></nav><main><h2 id="usage">Usage</h2><a href="/a#b">a</a><a href="/">home</a></main>'
    const head =
      '<!doctype html><html><head><a href="/">skip</a><script id="theme"></script></head><body><div id="__hd">'
    const tail =
      '</div><script id="__HD_DATA__">{"html":"\\u003ca href=\\"/hidden\\"\\u003e"}</script><a href="/last" id="top"></a></body></html>'
    const html = head + app + tail
    const links = readDocumentLinks(html, head.length, app.length, readPageLinks(app))
    const whole = readPageLinks(html)
    expect(links.hrefs).toEqual(whole.hrefs)
    expect([...links.ids]).toEqual([...whole.ids])
    expect(links.hrefs).toEqual(['/', '/docs', '/a#b', '/last'])
    expect([...links.ids]).toEqual(['theme', '__hd', 'top', 'usage', '__HD_DATA__'])
  })

  it('takes the given links for the render instead of reading it again', () => {
    const html = '<div id="__hd"><a href="/read">x</a></div>'
    const at = '<div id="__hd">'.length
    const links = readDocumentLinks(html, at, '<a href="/read">x</a>'.length, {
      hrefs: ['/kept'],
      ids: new Set(['kept']),
    })
    expect(links.hrefs).toEqual(['/kept'])
    expect([...links.ids]).toEqual(['__hd', 'kept'])
  })
})
