import { describe, expect, it } from 'vitest'
import { escapeMdxSource } from '../../../src/markdown/mdx-source-escapes.js'
import { lines } from './render-helpers.js'

describe('escapeMdxSource', () => {
  it('escapes the brace of a heading id so MDX keeps it as text', () => {
    expect(escapeMdxSource('## Options {#options}')).toBe('## Options \\{#options}')
    expect(escapeMdxSource('# Title {#top}  ')).toBe('# Title \\{#top}  ')
  })

  it('turns an admonition title after a space into a directive label', () => {
    expect(escapeMdxSource(':::note Some `code` title')).toBe(':::note[Some `code` title]')
    expect(escapeMdxSource('  ::::tip [brackets] too ')).toBe('  ::::tip[\\[brackets\\] too]')
    expect(escapeMdxSource(':::info')).toBe(':::info')
    expect(escapeMdxSource(':::tabs Title')).toBe(':::tabs Title')
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
    expect(escapeMdxSource(source)).toBe(
      lines('```md', '## In code {#x}', ':::note In code', '```', '  ~~~', '## Also {#y}', '  ~~~', '## Out \\{#z}'),
    )
  })

  it('keeps the number of lines', () => {
    const source = lines('a', '## B {#b}', '', ':::tip T', 'c', ':::')
    expect(escapeMdxSource(source).split('\n')).toHaveLength(6)
  })
})
