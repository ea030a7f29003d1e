import { describe, expect, it } from 'vitest'
import { htmlOf, lines, render } from './render-helpers.js'

describe('rehype-truncate', () => {
  it('returns the content before <!-- truncate --> as excerpt and drops the marker', () => {
    const result = render(
      lines('# Post', '', 'First **paragraph**.', '', '- item', '', '<!-- truncate -->', '', 'After the fold.'),
    )
    expect(result.hasTruncateMarker).toBe(true)
    expect(htmlOf(result.excerpt!)).toBe('<p>First <strong>paragraph</strong>.</p>\n<ul>\n<li>item</li>\n</ul>')
    expect(result.html).toBe(
      '<p>First <strong>paragraph</strong>.</p>\n<ul>\n<li>item</li>\n</ul>\n\n<p>After the fold.</p>',
    )
    expect(result.html).not.toContain('truncate')
  })

  it('accepts the marker without spaces', () => {
    const result = render(lines('A', '', '<!--truncate-->', '', 'B'))
    expect(htmlOf(result.excerpt!)).toBe('<p>A</p>')
  })

  it('has no excerpt without a marker', () => {
    const result = render(lines('A', '', '<!-- not truncate -->', '', 'B'))
    expect(result.hasTruncateMarker).toBe(false)
    expect(result.excerpt).toBeUndefined()
    expect(result.html).toBe('<p>A</p>\n<p>B</p>')
  })

  it('ignores a marker nested in a list', () => {
    const result = render(lines('- a', '', '  <!-- truncate -->', '', 'B'))
    expect(result.hasTruncateMarker).toBe(false)
    expect(result.html).not.toContain('<!--')
  })

  it('keeps processed content in the excerpt (ids, highlighting) without positions', () => {
    const result = render(lines('## Hi', '', '```js', 'x', '```', '', '<!-- truncate -->', '', 'rest'))
    expect(htmlOf(result.excerpt!)).toContain('<h2 id="hi">Hi<a class="hash-link"')
    expect(htmlOf(result.excerpt!)).toContain('<span class="code-line">x</span>')
    expect(JSON.stringify(result.excerpt)).not.toContain('position')
  })
})
