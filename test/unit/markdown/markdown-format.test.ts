import { describe, expect, it } from 'vitest'
import { needsComponentModule } from '../../../src/markdown/render-markdown.js'
import { readsAsMdx, usesMdxSyntax } from '../../../src/markdown/markdown-format.js'
import { html, lines, render } from './render-helpers.js'

const MD = 'docs/guide.md'

describe('usesMdxSyntax', () => {
  it.each([
    ['an HTML block', '<details>\n<summary>More</summary>\n\nText.\n\n</details>'],
    ['an inline tag', 'Press <kbd>Esc</kbd> to close.'],
    ['a self-closing tag', 'One line<br/>and the next.'],
    ['a closing tag alone', 'end </div>'],
    ['a JSX component', '<Tabs groupId="pm">\n</Tabs>'],
    ['a member component', '<Foo.Bar />'],
    ['an import line', "import Tabs from '@theme/Tabs'\n\nText."],
    ['an export line', 'export const answer = 42\n\nText.'],
    ['an expression', 'The answer is {40 + 2}.'],
  ])('is true for %s', (_name, source) => {
    expect(usesMdxSyntax(source)).toBe(true)
  })

  it.each([
    ['plain Markdown', '# Title\n\nSome *text* and a [link](./other.md).'],
    ['an autolink', 'See <https://example.com> or <mailto:someone@example.com>.'],
    ['a comparison', 'When a < b and b > c, a < c.'],
    ['a heading id', '## Options {#options}\n\nText.'],
    ['tags in a fenced code block', '```html\n<div>{value}</div>\n```'],
    ['tags in a tilde fence', '~~~jsx\n<Tabs />\n~~~'],
    ['tags in a code span', 'Write `<Tabs groupId="x">` or ``{a}``.'],
    ['import in code', '```js\nimport x from "y"\n```'],
    ['"important" at a line start', 'imports are listed below.'],
  ])('is false for %s', (_name, source) => {
    expect(usesMdxSyntax(source)).toBe(false)
  })
})

describe('readsAsMdx', () => {
  it('reads .mdx as MDX, and .md as MDX only with mdFormat "mdx" and MDX syntax in the body', () => {
    const tagged = 'Press <kbd>Esc</kbd>.'
    expect(readsAsMdx('Plain.', { file: 'docs/a.mdx' })).toBe(true)
    expect(readsAsMdx('Plain.', { file: 'docs/A.MDX' })).toBe(true)
    expect(readsAsMdx(tagged, { file: MD })).toBe(false)
    expect(readsAsMdx(tagged, { file: MD, mdFormat: 'mdx' })).toBe(true)
    expect(readsAsMdx('Plain.', { file: MD, mdFormat: 'mdx' })).toBe(false)
  })
})

describe("renderMarkdown of a .md body on a site that reads .md as MDX (Docusaurus' default)", () => {
  const mdx = { file: MD, mdFormat: 'mdx' as const, markup: 'docusaurus' as const }

  it('renders its HTML as elements and evaluates its literal expressions, with no warning', () => {
    const source = lines(
      'Press <kbd>Esc</kbd> to close.',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden **text**.',
      '',
      '</details>',
      '',
      'Two is {2}.',
    )
    const result = render(source, mdx)
    expect(result.warnings).toEqual([])
    expect(result.html).toContain('<kbd>Esc</kbd>')
    expect(result.html).toContain('<details><summary>More</summary><p>Hidden <strong>text</strong>.</p></details>')
    expect(result.html).toContain('<p>Two is 2.</p>')
  })

  it('shows the same HTML as text with a warning when the site reads .md as Markdown', () => {
    const result = render('Press <kbd>Esc</kbd> to close.', { file: MD, markup: 'docusaurus' })
    expect(result.html).toContain('&#x3C;kbd>')
    expect(result.warnings.map((w) => w.code)).toEqual(['raw-html-not-supported'])
  })

  it('renders a body without MDX syntax exactly as the Markdown path does (indented code aside)', () => {
    const source = lines(
      '# Title',
      '',
      'Text with *emphasis*, a <https://example.com> autolink and a [link](./other.md).',
      '',
      '## Options {#options}',
      '',
      ':::tip',
      'A tip.',
      ':::',
    )
    expect(html(source, mdx)).toBe(html(source, { file: MD, markup: 'docusaurus' }))
  })

  it('falls back to Markdown with a warning at the line when the body is not valid MDX', () => {
    const result = render(lines('# Title', '', '<!-- a comment -->', '', 'Press <kbd>Esc</kbd>.'), {
      ...mdx,
      lineOffset: 3,
    })
    expect(result.warnings[0]).toMatchObject({ code: 'md-not-valid-mdx', file: MD, line: 6 })
    expect(result.warnings[0].message).toContain('read as Markdown')
    expect(result.warnings[0].hint).toContain('markdown.format: "detect"')
    // the Markdown path's own warnings follow: the tag is shown as text, the comment dropped
    expect(result.warnings.map((w) => w.code)).toEqual(['md-not-valid-mdx', 'raw-html-not-supported'])
    expect(result.html).toContain('&#x3C;kbd>')
    expect(result.html).not.toContain('a comment')
  })

  it('drops HTML comments with mdxHtmlComments (in .mdx files too), where MDX alone stops at them', () => {
    const source = lines('Press <kbd>Esc</kbd>.', '', '<!-- a note -->')
    const kept = render(source, { ...mdx, mdxHtmlComments: true })
    expect(kept.warnings).toEqual([])
    expect(kept.html).toBe('<p>Press <kbd>Esc</kbd>.</p>')
    expect(html('Text.\n\n<!-- a note -->', { file: 'docs/a.mdx', mdxHtmlComments: true })).toBe('<p>Text.</p>')
    expect(() => render('Text.\n\n<!-- a note -->', { file: 'docs/a.mdx' })).toThrow(/MDX syntax error/)
  })

  it('needs a component module when it imports a component, as an .mdx body does', () => {
    const source = lines("import Note from '@site/src/components/Note'", '', '<Note>Hi</Note>')
    expect(needsComponentModule(source, mdx)).toBe(true)
    expect(needsComponentModule(source, { file: MD, markup: 'docusaurus' })).toBe(false)
    expect(needsComponentModule('Press <kbd>Esc</kbd>.', mdx)).toBe(false)
  })
})
