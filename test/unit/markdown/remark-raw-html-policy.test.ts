import { describe, expect, it } from 'vitest'
import { lines, render } from './render-helpers.js'

describe('remark-raw-html-policy', () => {
  it('drops HTML comments (block and inline) silently', () => {
    const result = render(
      lines('<!-- a note for editors -->', '', 'Text <!-- inline --> more', '', '<!--', 'multi', 'line', '-->'),
    )
    expect(result.html).toBe('<p>Text  more</p>')
    expect(result.warnings).toEqual([])
  })

  it('shows inline HTML as text and warns once per line', () => {
    const result = render(lines('Press <kbd>Ctrl</kbd> + <kbd>K</kbd>'), { lineOffset: 2 })
    expect(result.html).toBe('<p>Press &#x3C;kbd>Ctrl&#x3C;/kbd> + &#x3C;kbd>K&#x3C;/kbd></p>')
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'raw-html-not-supported', line: 3 })])
  })

  it('shows block HTML as a paragraph of text and warns', () => {
    const result = render(lines('<div id="x">', 'hi', '</div>'))
    expect(result.html).toBe('<p>&#x3C;div id="x">\nhi\n&#x3C;/div></p>')
    expect(result.warnings.map((w) => w.code)).toEqual(['raw-html-not-supported'])
    expect(result.anchors).toEqual([])
  })

  it('treats a comment followed by markup on the same line as raw HTML', () => {
    const result = render('<!-- a --> <b>x</b>')
    expect(result.html).toBe('<p>&#x3C;!-- a --> &#x3C;b>x&#x3C;/b></p>')
    expect(result.warnings).toHaveLength(1)
  })

  it('leaves HTML inside code alone', () => {
    const result = render(lines('`<b>`', '', '```html', '<b>x</b>', '```'))
    expect(result.warnings).toEqual([])
    expect(result.html).toContain('<p><code>&#x3C;b></code></p>')
  })

  it('says to rename the file to .mdx when a .md file holds JSX components or MDX imports', () => {
    const result = render(
      lines(
        "import Tabs from '@theme/Tabs'",
        '',
        '<Tabs>',
        '',
        'text',
        '',
        '</Tabs>',
        '',
        'Important text',
        '',
        'export const x = 1',
      ),
      { lineOffset: 3 },
    )
    expect(result.warnings.map((w) => [w.code, w.line, w.message])).toEqual([
      ['mdx-in-markdown', 4, "The MDX import in a .md file is shown as text: import Tabs from '@theme/Tabs'"],
      ['mdx-in-markdown', 6, 'The JSX component <Tabs> in a .md file is shown as text'],
      ['mdx-in-markdown', 10, 'The JSX component <Tabs> in a .md file is shown as text'],
      ['mdx-in-markdown', 14, 'The MDX export in a .md file is shown as text: export const x = 1'],
    ])
    expect(result.warnings[0].hint).toContain('Rename the file to .mdx')
    expect(result.html).toContain('&#x3C;Tabs>')
  })
})
