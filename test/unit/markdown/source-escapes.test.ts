import { describe, expect, it } from 'vitest'
import { escapeSource } from '../../../src/markdown/source-escapes.js'
import { lines } from './render-helpers.js'

const MDX = { mdx: true }

describe('escapeSource', () => {
  it('escapes the brace of a heading id so MDX keeps it as text', () => {
    expect(escapeSource('## Options {#options}', MDX)).toBe('## Options \\{#options}')
    expect(escapeSource('# Title {#top}  ', MDX)).toBe('# Title \\{#top}  ')
  })

  it('turns an admonition title after a space into a directive label', () => {
    expect(escapeSource(':::note Some `code` title', MDX)).toBe(':::note[Some `code` title]')
    expect(escapeSource('  ::::tip [brackets] too ', MDX)).toBe('  ::::tip[\\[brackets\\] too]')
    expect(escapeSource(':::info', MDX)).toBe(':::info')
    expect(escapeSource(':::tabs Title', MDX)).toBe(':::tabs Title')
  })

  it("takes the title after a space of Docusaurus' older admonition names in a Docusaurus site only", () => {
    const docusaurus = { mdx: false, markup: 'docusaurus' as const }
    expect(escapeSource(':::important Mind the flame', docusaurus)).toBe(':::important[Mind the flame]')
    expect(escapeSource(':::secondary Aside', docusaurus)).toBe(':::secondary[Aside]')
    expect(escapeSource(':::success Done', docusaurus)).toBe(':::success[Done]')
    // elsewhere they are not admonitions: the line is left as written
    expect(escapeSource(':::important Mind the flame', { mdx: false })).toBe(':::important Mind the flame')
  })

  it('leaves fenced code alone, also inside indented JSX', () => {
    const source = lines(
      '```md',
      '## In code {#x}',
      ':::note In code',
      '```',
      '  ~~~',
      '## Also {#y}',
      '  ~~~',
      '## Out {#z}',
    )
    expect(escapeSource(source, MDX)).toBe(
      lines('```md', '## In code {#x}', ':::note In code', '```', '  ~~~', '## Also {#y}', '  ~~~', '## Out \\{#z}'),
    )
  })

  it('keeps the number of lines', () => {
    const source = lines('a', '## B {#b}', '', ':::tip T', 'c', ':::')
    expect(escapeSource(source, MDX).split('\n')).toHaveLength(6)
  })

  it('in a .md file, rewrites admonition titles but not heading ids (Markdown reads those as text already)', () => {
    expect(escapeSource(lines('## A {#a}', ':::tip A title'), { mdx: false })).toBe(
      lines('## A {#a}', ':::tip[A title]'),
    )
  })

  describe('HTML comments in MDX (htmlComments: Docusaurus mdx1Compat.comments)', () => {
    const COMMENTS = { mdx: true, htmlComments: true }

    it('makes each an MDX comment: alone, inline, over several lines, the truncate marker', () => {
      expect(escapeSource('<!-- a note -->', COMMENTS)).toBe('{/* a note */}')
      expect(escapeSource('Text <!-- mid --> more <!--x-->.', COMMENTS)).toBe('Text {/* mid */} more {/*x*/}.')
      expect(escapeSource(lines('<!--', 'several', 'lines -->', 'After.'), COMMENTS)).toBe(
        lines('{/*', 'several', 'lines */}', 'After.'),
      )
      expect(escapeSource('<!-- truncate -->', COMMENTS)).toBe('{/* truncate */}')
    })

    it('keeps code spans and fenced code as written, and a */ inside a comment from ending it early', () => {
      expect(escapeSource('Write `<!-- truncate -->` to cut <!-- here -->', COMMENTS)).toBe(
        'Write `<!-- truncate -->` to cut {/* here */}',
      )
      expect(escapeSource(lines('```html', '<!-- kept -->', '```'), COMMENTS)).toBe(
        lines('```html', '<!-- kept -->', '```'),
      )
      expect(escapeSource('<!-- a */ b -->', COMMENTS)).toBe('{/* a * / b */}')
    })

    it('leaves them alone without the option, and in Markdown', () => {
      expect(escapeSource('<!-- a note -->', MDX)).toBe('<!-- a note -->')
      expect(escapeSource('<!-- a note -->', { mdx: false, htmlComments: true })).toBe('<!-- a note -->')
    })
  })
})
