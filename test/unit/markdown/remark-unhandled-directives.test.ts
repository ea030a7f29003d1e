import { describe, expect, it } from 'vitest'
import { html, lines, render } from './render-helpers.js'

describe('remark-unhandled-directives', () => {
  it('keeps times, ratios and ports as text', () => {
    const result = render('Meet at 3:30, ratio 16:9, at 10:30am on localhost:3000 with a:b.')
    expect(result.html).toBe('<p>Meet at 3:30, ratio 16:9, at 10:30am on localhost:3000 with a:b.</p>')
    expect(result.warnings).toEqual([])
  })

  it('merges the restored text into one text node', () => {
    const { hast } = render('At 3:30 today')
    const paragraph = hast.children[0]
    expect(paragraph).toMatchObject({
      type: 'element',
      tagName: 'p',
      children: [{ type: 'text', value: 'At 3:30 today' }],
    })
  })

  it('restores a text directive with label and attributes exactly, keeping Markdown in the label', () => {
    expect(html('Use :abbr[**HTML**]{title="Hyper Text"} here and :smile: there')).toBe(
      '<p>Use :abbr[<strong>HTML</strong>]{title="Hyper Text"} here and :smile: there</p>',
    )
  })

  it('keeps text directives inside headings, links and emphasis', () => {
    expect(html('## Opens at 9:00 {#opening}')).toBe(
      '<h2 id="opening">Opens at 9:00<a class="hash-link" href="#opening" aria-label="Direct link to Opens at 9:00">#</a></h2>',
    )
    expect(html('[at 3:30](https://example.com) *a:b*')).toBe(
      '<p><a href="https://example.com">at 3:30</a> <em>a:b</em></p>',
    )
  })

  it('turns a leaf directive back into a paragraph and warns', () => {
    const result = render(lines('Intro', '', '::foo[bar]{x=1}'), { lineOffset: 5 })
    expect(result.html).toBe('<p>Intro</p>\n<p>::foo[bar]{x=1}</p>')
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'unknown-directive', file: 'content/docs/current/page.md', line: 8 }),
    ])
  })

  it('turns an unknown container back into its fences around its rendered content, and warns', () => {
    const result = render(lines(':::warn[Careful]{x}', 'Some **bold** text', ':::'))
    expect(result.html).toBe('<p>:::warn[Careful]{x}</p>\n<p>Some <strong>bold</strong> text</p>\n<p>:::</p>')
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]).toMatchObject({ code: 'unknown-directive', line: 1 })
    expect(result.warnings[0].message).toContain(':::warn')
  })

  it('restores an unclosed unknown container without inventing a closing fence', () => {
    expect(html(lines(':::nope', 'text'))).toBe('<p>:::nope</p>\n<p>text</p>')
  })

  it('restores directives nested inside a restored container', () => {
    expect(html(lines('::::outer', 'at 3:30', '', '::inner', '::::'))).toBe(
      '<p>::::outer</p>\n<p>at 3:30</p>\n<p>::inner</p>\n<p>::::</p>',
    )
  })

  it('restores an unknown container inside a blockquote', () => {
    expect(html(lines('> :::foo', '> quoted', '> :::'))).toBe(
      '<blockquote>\n<p>:::foo</p>\n<p>quoted</p>\n<p>:::</p>\n</blockquote>',
    )
  })

  it('lets authors escape the colons', () => {
    const result = render(lines('\\:::note', 'x'))
    expect(result.html).toBe('<p>:::note\nx</p>')
    expect(result.warnings).toEqual([])
  })

  it('does not touch directives that a plugin handled', () => {
    expect(html(lines(':::note', 'at 3:30', ':::'))).toBe(
      '<div class="admonition admonition-note"><div class="admonition-heading">Note</div><div class="admonition-content"><p>at 3:30</p></div></div>',
    )
  })
})

describe('remark-unhandled-directives: labels of handled containers', () => {
  it('restores text directives in admonition titles and tab labels before they are read', () => {
    expect(html(lines(':::tip[Open at 9:00]', 'x', ':::'))).toContain(
      '<div class="admonition-heading">Open at 9:00</div>',
    )
    expect(html(lines('::::tabs', ':::tab[a:b]', 'x', ':::', '::::'))).toBe(
      '<hd-tabs><hd-tab label="a:b" value="a-b" default><p>x</p></hd-tab></hd-tabs>',
    )
  })

  it('restores text directives in table cells', () => {
    expect(html(lines('| time |', '| --- |', '| 3:30 |'))).toContain('<td>3:30</td>')
  })
})
