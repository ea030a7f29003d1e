import { describe, expect, it } from 'vitest'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { BuildError } from '../../../src/errors.js'
import { lines } from './render-helpers.js'

const FILE = 'content/docs/current/page.mdx'

describe('compileMdxModule (the component-module path)', () => {
  const source = lines(
    "import Badge from '@site/src/components/Badge'",
    '',
    'export const answer = 42',
    '',
    '# The title',
    '',
    'Intro with <Badge label="new" /> and {answer}.',
    '',
    '## Usage {#use}',
    '',
    ':::tip Careful',
    'See [the other page](./other.mdx#x).',
    ':::',
    '',
    '```jsx live',
    'function A() { return <b /> }',
    '```',
  )

  it('compiles to a module whose default export is the content, imports kept for the bundler', () => {
    const { code } = compileMdxModule(source, { file: FILE })
    expect(code).toContain("import Badge from '@site/src/components/Badge'")
    expect(code).toContain('export const answer = 42')
    expect(code).toMatch(/export default function MDXContent/)
    expect(code).toContain('"admonition admonition-tip"')
  })

  it('runs the project plugins: title, toc with {#id}, links, live blocks, plain text', () => {
    const { markdown } = compileMdxModule(source, {
      file: FILE,
      lineOffset: 2,
      resolveMarkdownLink: (href) => (href === './other.mdx' ? '/docs/other' : undefined),
    })
    expect(markdown.title).toBe('The title')
    expect(markdown.toc).toEqual([{ id: 'use', value: 'Usage', level: 2 }])
    expect(markdown.anchors).toEqual(['use'])
    expect(markdown.links).toEqual([{ href: '/docs/other#x', line: 14 }])
    expect(markdown.liveBlocks).toMatchObject([{ id: 'live-1', lang: 'jsx', line: 17 }])
    expect(markdown.plainText).toContain('See the other page.')
  })

  it("exports the page's headings h2–h6 as `toc`, flat, as Docusaurus' MDX modules do (for TOCInline)", () => {
    const { code } = compileMdxModule(`${source}\n\n<TOCInline toc={toc} />\n`, { file: FILE })
    const exported = /\nexport const toc = (.*)\n/.exec(code)?.[1]
    expect(JSON.parse(exported ?? 'null')).toEqual([{ id: 'use', value: 'Usage', level: 2 }])
    // a module that never names it goes without
    expect(compileMdxModule(source, { file: FILE }).code).not.toContain('export const toc')
    // an MDX that exports its own toc keeps it
    const own = compileMdxModule(lines('export const toc = []', '', '## Only'), { file: FILE }).code
    expect(own.match(/export const toc/g)).toHaveLength(1)
  })

  it('reports MDX syntax errors at the line of the real file', () => {
    let error: unknown
    try {
      compileMdxModule(lines('Text', '', '<div>', 'unclosed'), { file: FILE, lineOffset: 3 })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).code).toBe('mdx-syntax-error')
    expect((error as BuildError).file).toBe(FILE)
    expect([(error as BuildError).line, (error as BuildError).column]).toEqual([6, 1])
  })
})

describe("admonitions for the site's own Admonition (admonitionComponent)", () => {
  const source = lines(
    ':::note',
    '',
    'Plain.',
    '',
    ':::',
    '',
    ':::tip[Keep *spare* glass]',
    '',
    'Styled title.',
    '',
    ':::',
    '',
    ':::important Mind it',
    '',
    'Old name, title after a space.',
    '',
    ':::',
  )

  it("become the MDX component `admonition` with Docusaurus' props: type, a text title, a styled title as a child", () => {
    const { code } = compileMdxModule(source, { file: FILE, markup: 'docusaurus', admonitionComponent: true })
    const calls = [...code.matchAll(/_components\.admonition, \{\s*type: "(\w+)"(?:,\s*title: "([^"]*)")?/g)]
    expect(calls.map(([, type, title]) => [type, title])).toEqual([
      ['note', undefined],
      ['tip', undefined],
      ['important', 'Mind it'],
    ])
    expect(code).toMatch(/_components\.mdxAdmonitionTitle, \{\s*children: \["Keep ", _jsx\(_components\.em/)
    // no static admonition markup is left
    expect(code).not.toContain('theme-admonition')
  })

  it('compile an .md file as CommonMark (its braces are text, not expressions)', () => {
    const { code } = compileMdxModule(':::note\n\nSee {this}.\n\n:::', {
      file: 'docs/plain.md',
      admonitionComponent: true,
    })
    expect(code).toContain('_components.admonition')
    expect(code).toContain('"See {this}."')
  })

  it('stay static markup without the option', () => {
    const { code } = compileMdxModule(source, { file: FILE, markup: 'docusaurus' })
    expect(code).not.toContain('_components.admonition')
    expect(code).toContain('theme-admonition-tip')
  })
})
