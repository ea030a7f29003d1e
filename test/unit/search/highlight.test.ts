import { describe, expect, it } from 'vitest'
import { decodeEntities, highlightEntry, parseHighlight, snippetEntry } from '../../../src/client/search/highlight.js'
import { escapeHtml } from '../../../src/shared/escape-html.js'
import { hitPath } from '../../../src/client/search/hit-url.js'

describe('highlights and snippets', () => {
  it('marks whole words and camelCase parts, escaping everything else', () => {
    expect(highlightEntry('Use <b>useHotkeys</b> & more', new Set(['hotkeys'])).value).toBe(
      'Use &lt;b&gt;use<mark>Hotkeys</mark>&lt;/b&gt; &amp; more',
    )
    expect(highlightEntry('Hotkeys', new Set(['hotkeys']))).toMatchObject({
      value: '<mark>Hotkeys</mark>',
      matchLevel: 'full',
      matchedWords: ['hotkeys'],
    })
    expect(highlightEntry('nothing here', new Set(['x'])).matchLevel).toBe('none')
  })

  it('cuts snippets to 10 words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'
    expect(snippetEntry(text, new Set(['twelve'])).value).toBe(
      '…six seven eight nine ten eleven <mark>twelve</mark> thirteen fourteen fifteen',
    )
    expect(snippetEntry(text, new Set(['eight'])).value).toBe(
      '…six seven <mark>eight</mark> nine ten eleven twelve thirteen fourteen fifteen',
    )
    expect(snippetEntry(`${text} sixteen seventeen`, new Set(['seven'])).value).toBe(
      '…five six <mark>seven</mark> eight nine ten eleven twelve thirteen fourteen…',
    )
    expect(snippetEntry(text, new Set(['nomatch'])).value).toBe('one two three four five six seven eight nine ten…')
    expect(snippetEntry('short text', new Set(['text'])).value).toBe('short <mark>text</mark>')
  })

  it('parses values into text segments, decoding entities and keeping stray tags as text', () => {
    expect(parseHighlight('a <mark>b</mark> &lt;img src=x&gt; &amp;amp; &#39;q&#x27;')).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'b', highlighted: true },
      { text: " <img src=x> &amp; 'q'", highlighted: false },
    ])
    expect(parseHighlight('<img src=x onerror=alert(1)><mark>x')).toEqual([
      { text: '<img src=x onerror=alert(1)>', highlighted: false },
      { text: 'x', highlighted: true },
    ])
    expect(decodeEntities(escapeHtml(`<a href="x">'&'</a>`))).toBe(`<a href="x">'&'</a>`)
  })
})

describe('hit URLs', () => {
  it('keeps same-site paths and turns absolute http(s) URLs into paths', () => {
    expect(hitPath('/docs/intro#install')).toBe('/docs/intro#install')
    expect(hitPath('https://react-hotkeys-hook.vercel.app/docs/intro?x=1#install')).toBe('/docs/intro?x=1#install')
  })

  it('drops URLs that would leave the site or run script', () => {
    expect(hitPath('javascript:alert(1)')).toBeNull()
    expect(hitPath('//evil.example/x')).toBeNull()
    expect(hitPath('/\\evil.example/x')).toBeNull()
    expect(hitPath('data:text/html,<script>')).toBeNull()
    expect(hitPath('not a url')).toBeNull()
  })
})
