import { describe, expect, it } from 'vitest'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { needsComponentModule } from '../../../src/markdown/render-markdown.js'
import { render } from './render-helpers.js'

/**
 * What Docusaurus 3.10 writes as `<meta name="description">` for a doc without `description` in its front matter,
 * observed by building docs of these bodies with it (`markdown.format: 'detect'`: `.md` is CommonMark, `.mdx` MDX).
 * `ours` is given where we differ on purpose: Docusaurus reads the source as text, and these are artefacts of that.
 */
const OBSERVED: Array<{ body: string; mdx?: true; docusaurus: string | undefined; ours?: string }> = [
  { body: 'First line of text\nsecond line of the same paragraph', docusaurus: 'First line of text' },
  { body: '# Heading One\n\nText after the title.', docusaurus: 'Text after the title.' },
  { body: '# First H1\n\n# Second H1\n\ntext', docusaurus: 'text' },
  { body: 'Setext title\n============\n\nText after setext.', docusaurus: 'Text after setext.' },
  { body: '# Title\nText directly under title', docusaurus: 'Text directly under title' },
  { body: '## Sub heading\n\nText after a sub heading.', docusaurus: 'Sub heading' },
  { body: '### Level 3 first', docusaurus: 'Level 3 first' },
  { body: '# **Bold** title `code`\n\n## Second **bold** `x`', docusaurus: 'Second bold x' },
  { body: '## Heading With Id {#custom-id}\n\nText', docusaurus: 'Heading With Id' },
  { body: '## [Linked](https://x.example) heading\n\nbody', docusaurus: 'Linked heading' },
  { body: '## Closing hashes ##\n\ntext', docusaurus: 'Closing hashes ##', ours: 'Closing hashes' },
  { body: '# Only a heading', docusaurus: undefined },
  { body: '', docusaurus: undefined },
  { body: "import Tabs from '@theme/Tabs';\n\nText after an import.", mdx: true, docusaurus: 'Text after an import.' },
  { body: 'export const x = 1;\n\nText after an export.', mdx: true, docusaurus: 'Text after an export.' },
  {
    body: "import Tabs from '@theme/Tabs';\n\n# Title After Import\n\nText after title after import.",
    mdx: true,
    docusaurus: 'Text after title after import.',
  },
  { body: ':::note\n\nInside the note.\n\n:::\n\nAfter the note.', docusaurus: 'Inside the note.' },
  { body: ':::tip Tip title here\n\nInside the tip.\n\n:::', docusaurus: 'Inside the tip.' },
  { body: ':::info[Bracket title]\n\nInside info.\n\n:::', docusaurus: 'Inside info.' },
  { body: ':::note Title\nText right under fence\n:::', docusaurus: 'Text right under fence' },
  { body: '::::note\n\n:::tip\n\ninner text\n\n:::\n\n::::', docusaurus: 'inner text' },
  { body: ':::warning **Bold** title\n\nWarn body.\n\n:::', mdx: true, docusaurus: 'Warn body.' },
  { body: '<!-- a comment -->\n\nText after a comment.', docusaurus: 'Text after a comment.' },
  {
    body: '<!--\nmulti\nline\n-->\n\nText after multiline comment.',
    docusaurus: '<!--',
    ours: 'Text after multiline comment.',
  },
  { body: 'Before <!-- inline --> after.', docusaurus: 'Before  after.' },
  {
    body: '{/* an mdx comment */}\n\nText after an mdx comment.',
    mdx: true,
    docusaurus: '{/ an mdx comment /}',
    ours: 'Text after an mdx comment.',
  },
  {
    body: '{/* c */} text after inline comment',
    mdx: true,
    docusaurus: '{/ c /} text after inline comment',
    ours: 'text after inline comment',
  },
  {
    body: '**Bold** and _em_ and `code` and [a link](/docs/intro) and ~~gone~~ and ![an image](/img/logo.svg) end.',
    docusaurus: 'Bold and em and code and a link and gone and an image end.',
  },
  { body: '__strong__ *em* _em2_', docusaurus: 'strong em em2' },
  { body: 'a*b*c and 2*3*4', docusaurus: 'abc and 234' },
  { body: 'snake_case_name and __init__', docusaurus: 'snakecasename and init', ours: 'snake_case_name and init' },
  { body: '**Only bold line**\n\nnext', docusaurus: 'Only bold line' },
  { body: '`code` first then text', docusaurus: 'code first then text' },
  { body: 'See [https://x.example](https://x.example) here', docusaurus: 'See https://x.example here' },
  { body: '[link\nsplit](https://x.example) rest', docusaurus: '[link', ours: 'link' },
  { body: '<https://example.com/path> and https://bare.example.com.', docusaurus: 'and https://bare.example.com.' },
  {
    body: '[ref]: https://example.com\n\nUses [the ref][ref] here.',
    docusaurus: '[ref]//example.com',
    ours: 'Uses the ref here.',
  },
  { body: '```js\nconst codeFirst = 1\n```\n\nText after code.', docusaurus: 'Text after code.' },
  { body: '```\nonly code\n```', docusaurus: undefined },
  { body: '    indented code line\n\nAfter indented.', docusaurus: 'indented code line' },
  { body: '\tTabbed code\n\nafter', docusaurus: 'Tabbed code' },
  { body: '- item one\n- item two\n\nText after list.', docusaurus: '- item one' },
  { body: '* star item', docusaurus: '* star item' },
  { body: '+ plus item', docusaurus: '+ plus item' },
  { body: '1. numbered item', docusaurus: '1. numbered item' },
  { body: '1) paren item', docusaurus: '1) paren item' },
  { body: '- [ ] a task', docusaurus: '- [ ] a task' },
  { body: '- **bold item**', docusaurus: '- bold item' },
  { body: '> Quoted line\n> second quoted\n\nAfter quote.', docusaurus: 'Quoted line' },
  { body: '> **Note**\n> text', docusaurus: 'Note' },
  { body: '> > deep quote', docusaurus: '> deep quote', ours: 'deep quote' },
  { body: '| Col A | Col B |\n|---|---|\n| a1 | b1 |\n\nAfter table.', docusaurus: '| Col A | Col B |' },
  { body: 'a | b\n--|--\n1 | 2', docusaurus: 'a | b' },
  { body: '<div>Hello from a div</div>\n\nAfter div.', mdx: true, docusaurus: 'Hello from a div' },
  { body: '<div class="x">\n\nInside an html div.\n\n</div>', docusaurus: 'Inside an html div.' },
  { body: '<p align="center">Centered text</p>', docusaurus: 'Centered text' },
  { body: '<details><summary>S text</summary>body</details>', docusaurus: 'S textbody' },
  {
    body: '<details>\n<summary>Sum text</summary>\n\nDetail body.\n\n</details>',
    mdx: true,
    docusaurus: 'Sum text',
  },
  { body: '<div\n  className="x">\n  Inner text\n</div>', mdx: true, docusaurus: '<div', ours: 'Inner text' },
  {
    body: 'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="a" label="A">\n\nTab A text.\n\n</TabItem>\n</Tabs>',
    mdx: true,
    docusaurus: 'Tab A text.',
  },
  { body: '<img src="/img/logo.svg" alt="x" />\n\nText after jsx img.', mdx: true, docusaurus: 'Text after jsx img.' },
  {
    body: 'export const C = () => null;\n\n<C prop="x" />\n\nText after component.',
    mdx: true,
    docusaurus: 'Text after component.',
  },
  { body: 'Press <kbd>Ctrl</kbd> and <b>bold</b> now.', docusaurus: 'Press Ctrl and bold now.' },
  { body: '<span>Span text</span> rest', docusaurus: 'Span text rest' },
  { body: 'Text <br/> more', mdx: true, docusaurus: 'Text  more' },
  { body: "Value {1 + 1} and {'str'} here.", mdx: true, docusaurus: "Value {1 + 1} and {'str'} here." },
  { body: '![Alt of image](/img/logo.svg)\n\nAfter image.', docusaurus: 'Alt of image' },
  { body: '![](/img/logo.svg)\n\nText after alt-less image.', docusaurus: 'Text after alt-less image.' },
  { body: '[![linked alt](/img/logo.svg)](https://x.example)', docusaurus: 'linked alt' },
  { body: 'Text with a footnote[^1].\n\n[^1]: The note.', docusaurus: 'Text with a footnote.' },
  { body: 'Line with hard break  \nnext line', docusaurus: 'Line with hard break' },
  { body: 'Line one\\\nline two', docusaurus: 'Line one\\', ours: 'Line one' },
  { body: '   Leading spaces text.', docusaurus: 'Leading spaces text.' },
  { body: 'Text with   many    spaces   inside.', docusaurus: 'Text with   many    spaces   inside.' },
  { body: 'Issue #12 and C# language.', docusaurus: 'Issue #12 and C# language.' },
  { body: 'Text & ampersand < raw', docusaurus: 'Text & ampersand < raw' },
  { body: 'Fish &amp; chips &copy; 2024 &lt;tag&gt; :smile:', docusaurus: 'Fish &amp; chips &copy; 2024 &lt;tag&gt;' },
  { body: 'Copy &#169; and &#x00A9;', docusaurus: 'Copy &#169; and &#x00A9;' },
  // react-redux's docs begin so, above a hidden title
  { body: "&nbsp;\n\n# React Redux Quick Start\n\n:::tip What You'll Learn\n\n- How to\n\n:::", docusaurus: '&nbsp;' },
  { body: '**Fish &amp; chips**, \\*sic\\*', docusaurus: 'Fish &amp; chips, \\sic\\', ours: 'Fish &amp; chips, *sic*' },
  { body: '\\*not em\\* and a \\# hash', docusaurus: '\\not em\\ and a \\# hash', ours: '*not em* and a # hash' },
  { body: 'Emoji :tada: in text', docusaurus: 'Emoji in text' },
  { body: 'Time 10:30:45 here', docusaurus: 'Time 1045 here', ours: 'Time 10:30:45 here' },
  { body: 'Text above\n\n***\n\nBelow.', docusaurus: 'Text above' },
  { body: `${'word '.repeat(120).trim()}`, docusaurus: 'word '.repeat(120).trim() },
]

/** the default description as the build finds it: from the static render, or from the module of MDX that needs one */
function descriptionOf(body: string, mdx: true | undefined): string | undefined {
  const options = { file: `docs/page.${mdx ? 'mdx' : 'md'}`, markup: 'docusaurus' as const }
  if (needsComponentModule(body, options)) return compileMdxModule(body, options, 'content').markdown.defaultDescription
  return render(body, options).defaultDescription
}

describe("a Docusaurus site's default description: the content's first line of text", () => {
  it.each(OBSERVED)('$body', ({ body, mdx, docusaurus, ours }) => {
    const expected = ours === undefined ? docusaurus : ours
    expect(descriptionOf(body, mdx)).toBe(expected || undefined)
  })

  it('is the same for MDX compiled as a component module', () => {
    const body =
      "import Badge from '@site/src/components/Badge';\n\n## Intro <Badge />\n\n:::note\n\nIn the note.\n\n:::"
    const module = compileMdxModule(body, { file: 'docs/page.mdx', markup: 'docusaurus' }, 'content')
    expect(module.markdown.defaultDescription).toBe('Intro')
  })

  it("leaves this theme's own sites with the first paragraph", () => {
    expect(render('## Sub heading\n\nFirst line\nsecond line').defaultDescription).toBe('First line second line')
  })
})
