import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { firstParagraphText, hastToPlainText } from '../../../src/markdown/plain-text.js'
import { lines, render } from './render-helpers.js'

describe('plain text', () => {
  it('gives the whole text, code included (indentation kept), one block per line, without anchors or back-links', () => {
    const result = render(
      lines(
        '# Title',
        '',
        'First *para*',
        'continues.',
        '',
        '## Section',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '```js',
        'const a = 1',
        '',
        '  const b = 2',
        '```',
        '',
        ':::note[Heads up]',
        'Careful[^1].',
        ':::',
        '',
        '[^1]: Footnote text.',
      ),
    )
    expect(result.plainText).toBe(
      [
        'First para continues.',
        'Section',
        'one',
        'two',
        'a b',
        '1 2',
        'const a = 1',
        '  const b = 2',
        'Heads up',
        'Careful1.',
        'Footnotes',
        'Footnote text.',
      ].join('\n'),
    )
  })

  it('gives the first non-empty top-level paragraph, whitespace collapsed', () => {
    expect(
      render(lines('# Title', '', ':::note', 'not this', ':::', '', '![img](/x.png)', '', 'The *real*', 'description.'))
        .defaultDescription,
    ).toBe('The real description.')
    expect(render('## Only a heading').defaultDescription).toBeUndefined()
  })

  it('works on hand-made trees', () => {
    const root: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'text', value: 'a' },
            { type: 'element', tagName: 'br', properties: {}, children: [] },
            { type: 'text', value: 'b' },
          ],
        },
      ],
    }
    expect(hastToPlainText(root)).toBe('a\nb')
    expect(firstParagraphText(root)).toBe('ab')
  })
})
