import { describe, expect, it } from 'vitest'
import { docusaurusExcerpt } from '../../../src/content/docusaurus-excerpt.js'

const lines = (...parts: string[]) => parts.join('\n')

describe("docusaurusExcerpt: a Docusaurus site's default description, the first line of text", () => {
  it('takes the first line of the first text, not the whole paragraph', () => {
    expect(docusaurusExcerpt(lines('# Title', '', 'First line of', 'a paragraph.', '', 'Next.'))).toBe('First line of')
  })

  it('skips imports up to a blank line, code fences and what they hold, and a setext title', () => {
    const source = lines(
      'Guide',
      '=====',
      "import Tabs from '@theme/Tabs'",
      "  from: 'still the import'",
      '',
      '````md',
      '```js',
      'inside()',
      '```',
      '````',
      'After the code.',
    )
    expect(docusaurusExcerpt(source)).toBe('After the code.')
  })

  it("reads the text inside an admonition, not its fence; a heading's text below the title", () => {
    expect(docusaurusExcerpt(lines(':::caution', '', 'Careful **now**.', '', ':::', '', 'Later.'))).toBe('Careful now.')
    expect(docusaurusExcerpt(lines('# Title', '', '## Setting up {#setup}', '', 'Text.'))).toBe('Setting up')
  })

  it('drops Markdown syntax: tags, emphasis, code ticks, a quote mark; images and links keep their text', () => {
    expect(docusaurusExcerpt('> Use <kbd>Ctrl</kbd> with _care_ and `keys`, see [the guide](./guide.md).')).toBe(
      'Use Ctrl with care and keys, see the guide.',
    )
    expect(docusaurusExcerpt('![A lamp](./lamp.png) lit ~~off~~ on :fire:')).toBe('A lamp lit off on')
  })

  it('gives nothing for a page of code and headings of the title only', () => {
    expect(docusaurusExcerpt(lines('# Title', '', '```js', 'code()', '```'))).toBeUndefined()
  })
})
