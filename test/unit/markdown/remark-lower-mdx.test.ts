import { describe, expect, it } from 'vitest'
import { html, lines, render, renderError } from './render-helpers.js'

const MDX = { file: 'content/docs/current/page.mdx' }
const mdx = (...parts: string[]) => html(lines(...parts), MDX)
const mdxError = (...parts: string[]) => renderError(lines(...parts), MDX)
const TABS_IMPORTS = ["import Tabs from '@theme/Tabs'", "import TabItem from '@theme/TabItem'", '']

describe('remark-lower-mdx: Tabs and TabItem', () => {
  it('lowers to the same markup as ::::tabs in Markdown', () => {
    const fromMdx = mdx(
      ...TABS_IMPORTS,
      '<Tabs>',
      '  <TabItem value="npm" label="npm">',
      '    npm i',
      '  </TabItem>',
      '  <TabItem value="yarn-berry" label="Yarn Berry" default>',
      '',
      '    yarn add',
      '',
      '  </TabItem>',
      '</Tabs>',
    )
    const fromMarkdown = html(
      lines('::::tabs', ':::tab[npm]', 'npm i', ':::', ':::tab[Yarn Berry]{default}', 'yarn add', ':::', '::::'),
    )
    expect(fromMdx).toBe(fromMarkdown)
  })

  it('takes labels from values, the default from defaultValue, and keeps groupId and queryString', () => {
    const out = mdx(
      ...TABS_IMPORTS,
      "<Tabs groupId=\"pm\" queryString defaultValue=\"npm\" values={[{label: 'Yarn', value: 'yarn'}, {label: 'NPM', value: 'npm'}]}>",
      '<TabItem value="yarn">a</TabItem>',
      '<TabItem value="npm" default>b</TabItem>',
      '</Tabs>',
    )
    expect(out).toBe(
      '<hd-tabs groupId="pm" queryString="true"><hd-tab label="Yarn" value="yarn">a</hd-tab>' +
        '<hd-tab label="NPM" value="npm" default>b</hd-tab></hd-tabs>',
    )
  })

  it('orders the tabs as values lists them, whatever the order of the TabItems', () => {
    const out = mdx(
      ...TABS_IMPORTS,
      "<Tabs defaultValue=\"npm\" values={[{label: 'NPM', value: 'npm'}, {label: 'Bun', value: 'bun'}, {label: 'Yarn', value: 'yarn'}]}>",
      '<TabItem value="yarn">y</TabItem>',
      '<TabItem value="npm">n</TabItem>',
      '<TabItem value="bun">b</TabItem>',
      '</Tabs>',
    )
    expect(out).toBe(
      '<hd-tabs><hd-tab label="NPM" value="npm" default>n</hd-tab><hd-tab label="Bun" value="bun">b</hd-tab>' +
        '<hd-tab label="Yarn" value="yarn">y</hd-tab></hd-tabs>',
    )
  })

  it('labels a tab with its value when nothing else names it, and defaults to the first tab', () => {
    expect(mdx(...TABS_IMPORTS, '<Tabs>', '<TabItem value="bun">x</TabItem>', '</Tabs>')).toBe(
      '<hd-tabs><hd-tab label="bun" value="bun" default>x</hd-tab></hd-tabs>',
    )
  })

  it('reports what Docusaurus rejects, at the line of the element', () => {
    const cases: Array<[string[], string, number]> = [
      [['<Tabs>', '<TabItem label="x">a</TabItem>', '</Tabs>'], 'mdx-tab-item-value', 5],
      [
        ['<Tabs>', '<TabItem value="a">a</TabItem>', '<TabItem value="a">b</TabItem>', '</Tabs>'],
        'mdx-tabs-duplicate-value',
        6,
      ],
      [
        ['<Tabs values={[{label: "A", value: "a"}]}>', '<TabItem value="b">b</TabItem>', '</Tabs>'],
        'mdx-tab-item-not-in-values',
        5,
      ],
      [['<Tabs values={["a"]}>', '<TabItem value="a">a</TabItem>', '</Tabs>'], 'mdx-tabs-values', 4],
      [['<Tabs defaultValue="z">', '<TabItem value="a">a</TabItem>', '</Tabs>'], 'mdx-tabs-default-value', 4],
      [
        ['<Tabs>', '<TabItem value="a" default>a</TabItem>', '<TabItem value="b" default>b</TabItem>', '</Tabs>'],
        'mdx-tabs-multiple-defaults',
        6,
      ],
      [['<Tabs>', '', 'text', '', '</Tabs>'], 'mdx-tabs-invalid-child', 6],
      [['<Tabs></Tabs>'], 'mdx-tabs-empty', 4],
      [['<TabItem value="a">a</TabItem>'], 'mdx-tab-item-outside-tabs', 4],
    ]
    for (const [body, code, line] of cases) {
      const error = mdxError(...TABS_IMPORTS, ...body)
      expect([error.code, error.line], body.join(' ')).toEqual([code, line])
      expect(error.file).toBe(MDX.file)
    }
  })

  it('warns about props it ignores', () => {
    const { warnings } = render(
      lines(
        ...TABS_IMPORTS,
        '<Tabs lazy className="x">',
        '<TabItem value="a" attributes={{}} foo="1">a</TabItem>',
        '</Tabs>',
      ),
      MDX,
    )
    expect(warnings.map((w) => [w.code, w.line, w.message])).toEqual([
      ['mdx-prop-ignored', 4, 'The prop "className" of <Tabs> is not supported yet and is ignored'],
      ['mdx-prop-ignored', 5, 'The prop "attributes" of <TabItem> is not supported yet and is ignored'],
      ['mdx-prop-ignored', 5, 'The prop "foo" of <TabItem> is unknown and is ignored'],
    ])
  })
})

describe('remark-lower-mdx: CodeBlock', () => {
  const IMPORT = "import CodeBlock from '@theme/CodeBlock'"

  it('lowers to the same markup as a fenced block, from className or language', () => {
    const fence = html(lines('```shell title="Install"', 'npm i react-hotkeys-hook', '```'))
    expect(
      mdx(IMPORT, '', '<CodeBlock className="language-shell" title="Install">npm i react-hotkeys-hook</CodeBlock>'),
    ).toBe(fence)
    expect(
      mdx(IMPORT, '', '<CodeBlock language="shell" title="Install">{`npm i react-hotkeys-hook`}</CodeBlock>'),
    ).toBe(fence)
  })

  it('makes live blocks from the live prop, with their line', () => {
    // MDX eats up to two spaces of indentation on an expression's continuation lines (mdx-js/mdx#2533, on
    // purpose): Docusaurus shows the same code
    const { liveBlocks, html: out } = render(
      lines(
        IMPORT,
        '',
        'Text',
        '',
        '<CodeBlock language="jsx" live>',
        '{`function A() {',
        '    return <b />',
        '}`}',
        '</CodeBlock>',
      ),
      MDX,
    )
    expect(liveBlocks).toEqual([
      { id: 'live-1', lang: 'jsx', code: 'function A() {\n  return <b />\n}', noInline: false, line: 5 },
    ])
    expect(out).toContain('data-live-id="live-1"')
  })

  it('passes metastring through (highlighted lines) and warns about showLineNumbers', () => {
    const { html: out, warnings } = render(
      lines(IMPORT, '', '<CodeBlock language="js" metastring="{2}" showLineNumbers>{`a\nb`}</CodeBlock>'),
      MDX,
    )
    expect(out).toContain('<span class="code-line highlighted">b</span>')
    expect(warnings.map((w) => w.code)).toEqual(['mdx-prop-ignored'])
  })

  it('rejects code that is not text or a string literal', () => {
    expect(mdxError(IMPORT, '', '<CodeBlock>{code}</CodeBlock>').code).toBe('mdx-expression-not-supported')
  })
})

describe('remark-lower-mdx: Admonition and Details', () => {
  it('lowers <Admonition> to the markup of :::type[Title]', () => {
    expect(
      mdx(
        "import Admonition from '@theme/Admonition'",
        '',
        '<Admonition type="tip" title="Careful">',
        '',
        'Body',
        '',
        '</Admonition>',
      ),
    ).toBe(html(lines(':::tip[Careful]', 'Body', ':::')))
    // on one line, the content is inline (no paragraph), as MDX parses it
    expect(mdx("import Admonition from '@theme/Admonition'", '', '<Admonition type="danger">x</Admonition>')).toBe(
      '<div class="admonition admonition-danger"><div class="admonition-heading">Danger</div><div class="admonition-content">x</div></div>',
    )
    expect(
      mdxError("import Admonition from '@theme/Admonition'", '', '<Admonition type="oops">x</Admonition>').code,
    ).toBe('mdx-admonition-type')
  })

  it('reads :::note Title (a title after a space) as Docusaurus does', () => {
    expect(mdx(':::note Some *title*', 'Body', ':::')).toBe(html(lines(':::note[Some *title*]', 'Body', ':::')))
  })

  it('lowers <Details summary> and <details><summary> to the same element', () => {
    const expected = '<details><summary>More</summary><p>Hidden.</p></details>'
    expect(
      mdx("import Details from '@theme/Details'", '', '<Details summary="More">', '', 'Hidden.', '', '</Details>'),
    ).toBe(expected)
    expect(mdx('<details>', '<summary>More</summary>', '', 'Hidden.', '', '</details>')).toBe(expected)
  })
})

describe('remark-lower-mdx: HTML elements, expressions, headings', () => {
  it('keeps HTML elements with className, style objects and literal props, out of paragraphs', () => {
    expect(
      mdx(
        '<div className="row  wide" style={{fontSize: 12, opacity: 0.5}} data-x={2} hidden={false}>',
        '',
        'a *b*',
        '',
        '</div>',
      ),
    ).toBe('<div class="row wide" style="font-size: 12px; opacity: 0.5" data-x="2"><p>a <em>b</em></p></div>')
    expect(mdx('a<br/>b <kbd>Ctrl</kbd>')).toBe('<p>a<br>b <kbd>Ctrl</kbd></p>')
  })

  it('turns <a href> and <img> into links and images that are resolved and collected', () => {
    const { html: out, links } = render(
      lines('<a href="./other.md#x" target="_blank">other</a>', '', '<img src="/img/a.png" alt="A"/>'),
      {
        ...MDX,
        resolveMarkdownLink: (href) => (href === './other.md' ? '/docs/other' : undefined),
      },
    )
    expect(out).toBe('<a href="/docs/other#x" target="_blank">other</a>\n<img src="/img/a.png" alt="A" loading="lazy">')
    expect(links).toEqual([
      { href: '/docs/other#x', line: 1 },
      { href: '/img/a.png', line: 3, image: true },
    ])
  })

  it('makes literal expressions text, drops comments and keeps {/* truncate */} as the excerpt marker', () => {
    const result = render(lines('Intro{" "}{2}', '', '{/* a note */}', '', '{/* truncate */}', '', 'More'), MDX)
    expect(result.html).toBe('<p>Intro 2</p>\n\n<p>More</p>')
    expect(result.hasTruncateMarker).toBe(true)
    expect(result.excerpt?.children).toHaveLength(1)
  })

  it('reads heading ids {#id} and the title as in Markdown', () => {
    const result = render(lines('# The title', '', '## Options {#opts}', '', 'x'), MDX)
    expect(result.title).toBe('The title')
    expect(result.toc).toEqual([{ id: 'opts', value: 'Options', level: 2 }])
  })

  it('drops imports of packages used by live code only', () => {
    expect(mdx("import { useState } from 'react'", "import { Key } from 'ts-key-enum'", '', 'Text')).toBe('<p>Text</p>')
  })
})

describe('remark-lower-mdx: what is not supported yet is an error at its place', () => {
  const cases: Array<[string, string[], string, number, number?]> = [
    [
      'a site component',
      ["import Notice from '@site/src/components/Notice'", '', '<Notice />'],
      'mdx-import-not-supported',
      1,
    ],
    ['a relative import', ["import X from './x'"], 'mdx-import-not-supported', 1],
    ['a Docusaurus module', ["import Link from '@docusaurus/Link'"], 'mdx-import-not-supported', 1],
    ['another theme module', ["import Layout from '@theme/Layout'"], 'mdx-import-not-supported', 1],
    ['a named theme import', ["import { Tabs } from '@theme/Tabs'"], 'mdx-import-not-supported', 1],
    ['an export', ['Text', '', 'export const meta = 1'], 'mdx-export-not-supported', 3],
    [
      'a component from a package',
      ["import { Frame } from 'react-frame'", '', '<Frame />'],
      'mdx-component-not-supported',
      3,
      1,
    ],
    ['a component not imported', ['Text', '', '  <Tabs />'], 'mdx-component-not-supported', 3, 3],
    ['an expression', ['Count: {count}'], 'mdx-expression-not-supported', 1, 8],
    ['a spread', ['<div {...props} />'], 'mdx-expression-not-supported', 1],
    ['a non-literal prop', ['<div title={title} />'], 'mdx-expression-not-supported', 1],
    ['an event handler', ['<div onClick="x()" />'], 'mdx-html-prop-not-supported', 1],
    ['a script element', ['<script src="x.js" />'], 'mdx-html-element-not-supported', 1],
    ['an object prop', ['<div title={{a: 1}} />'], 'mdx-html-prop-not-supported', 1],
    ['an HTML comment (MDX syntax)', ['Text', '', '<!-- comment -->'], 'mdx-syntax-error', 3],
    ['an unclosed tag (MDX syntax, place in the message)', ['Text', '', '<div>', 'x'], 'mdx-syntax-error', 3, 1],
  ]
  for (const [name, body, code, line, column] of cases) {
    it(name, () => {
      const error = mdxError(...body)
      expect([error.code, error.file, error.line]).toEqual([code, MDX.file, line])
      if (column !== undefined) expect(error.column).toBe(column)
      expect(error.hint).toBeTruthy()
    })
  }

  it('counts lines in the real file (after front matter)', () => {
    expect(renderError('{count}', { ...MDX, lineOffset: 4 }).line).toBe(5)
    expect(renderError('<!-- x -->', { ...MDX, lineOffset: 4 }).line).toBe(5)
  })

  it('names the expression and what is supported', () => {
    const error = mdxError('Count: {count}')
    expect(error.message).toBe('The MDX expression {count} is not supported yet')
    expect(error.hint).toContain('<Tabs>, <TabItem>, <CodeBlock>')
    // what the MDX stage does with the rest today: no "not supported yet" for site components or expressions
    expect(error.hint).toContain('compiled to a component module')
    expect(error.hint).toContain('{expressions}')
    expect(error.hint).not.toMatch(/not supported/)
  })
})
