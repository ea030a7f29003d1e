import { describe, expect, it } from 'vitest'
import { applyMagicComments } from '../../../src/shared/magic-comments.js'
import { html, lines } from '../markdown/render-helpers.js'

describe("applyMagicComments: Docusaurus' highlight comments", () => {
  it('highlights the next line, or the lines between start and end, and removes the comment lines', () => {
    const source = lines(
      'const a = 1',
      '// highlight-next-line',
      'const b = 2',
      '/* highlight-start */',
      'const c = 3',
      'const d = 4',
      '/* highlight-end */',
      'const e = 5',
    )
    expect(applyMagicComments(source)).toEqual({
      code: lines('const a = 1', 'const b = 2', 'const c = 3', 'const d = 4', 'const e = 5'),
      highlighted: [2, 3, 4],
    })
  })

  it.each([
    ['# highlight-next-line', 'python'],
    ['<!-- highlight-next-line -->', 'html'],
    ['{/* highlight-next-line */}', 'jsx'],
    ['  -- highlight-next-line', 'sql'],
  ])('reads %s (%s)', (comment) => {
    expect(applyMagicComments(lines('x', comment, 'y'))).toEqual({ code: lines('x', 'y'), highlighted: [2] })
  })

  it('leaves code without them, and comments that only mention them, as they are', () => {
    const source = lines('// highlight the next line', 'call() // highlight-next-line', 'done()')
    expect(applyMagicComments(source)).toEqual({ code: source, highlighted: [] })
  })
})

describe('magic comments in a fenced code block', () => {
  const FENCE = '```'
  it('mark the highlighted code lines and are not shown', () => {
    const out = html(lines(`${FENCE}text`, 'one', '// highlight-next-line', 'two', FENCE))
    expect(out).toBe(
      '<pre data-language="text"><code class="language-text"><span class="code-line">one\n</span>' +
        '<span class="code-line highlighted">two</span></code></pre>',
    )
  })

  it('are kept, as code, in a block with a line range and in a live block', () => {
    expect(html(lines(`${FENCE}text {1}`, 'one', '// highlight-next-line', 'two', FENCE))).toContain(
      '// highlight-next-line',
    )
    expect(html(lines(`${FENCE}jsx live`, '// highlight-next-line', '<p />', FENCE))).toContain('highlight-next-line')
  })
})
