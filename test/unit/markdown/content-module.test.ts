import { describe, expect, it } from 'vitest'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { contentModuleKey } from '../../../src/markdown/mdx-support.js'
import { renderContentModule } from '../../../src/markdown/render-content-module.js'
import { needsComponentModule } from '../../../src/markdown/render-markdown.js'
import { lines } from './render-helpers.js'

const DOC = 'content/docs/current/guide.mdx'
const WITH_COMPONENT = lines(
  "import Gauge from '@site/src/components/Gauge'",
  '',
  '# Pressure',
  '',
  'Read the <Gauge unit="bar" /> first.',
  '',
  '## Valves {#valves}',
  '',
  'See [the intro](./intro.md).',
)

describe('contentModuleKey', () => {
  it('is the source file without .mdx, with a colon no page key has', () => {
    expect(contentModuleKey('content/docs/current/guide.mdx')).toBe('mdx:content/docs/current/guide')
    expect(contentModuleKey('content\\blog\\2024-01-01-post.mdx')).toBe('mdx:content/blog/2024-01-01-post')
  })
})

describe('needsComponentModule (parse and lowering only)', () => {
  it('is true for MDX with a site component, an export or an expression', () => {
    expect(needsComponentModule(WITH_COMPONENT, { file: DOC })).toBe(true)
    expect(needsComponentModule('export const a = 1\n\nText.', { file: DOC })).toBe(true)
    expect(needsComponentModule('Two is {1 + 1}.', { file: DOC })).toBe(true)
  })

  it('is false for MDX the lowering renders, for .md files and for mistakes the author must fix', () => {
    const tabs = lines(
      "import Tabs from '@theme/Tabs'",
      "import TabItem from '@theme/TabItem'",
      '',
      '<Tabs>',
      '<TabItem value="a">A</TabItem>',
      '</Tabs>',
    )
    expect(needsComponentModule(tabs, { file: DOC })).toBe(false)
    expect(needsComponentModule(WITH_COMPONENT, { file: 'content/docs/current/guide.md' })).toBe(false)
    // a syntax error: renderMarkdown reports it
    expect(needsComponentModule('Count: {count +}', { file: DOC })).toBe(false)
    // a TabItem without a value: an error of the lowering that is not about components
    expect(
      needsComponentModule(lines("import TabItem from '@theme/TabItem'", '', '<TabItem>A</TabItem>'), { file: DOC }),
    ).toBe(false)
  })
})

describe('needsComponentModule on a site with its own Admonition (admonitionComponent)', () => {
  const OWN = { admonitionComponent: true }
  it('is true for an .md or .mdx body with an admonition, or an <Admonition> the lowering would render', () => {
    expect(needsComponentModule(':::note\n\nTrim it.\n\n:::', { file: 'docs/a.md', ...OWN })).toBe(true)
    expect(needsComponentModule(':::tip[Hint]\n\nTrim it.\n\n:::', { file: DOC, ...OWN })).toBe(true)
    const jsx = lines("import Admonition from '@theme/Admonition'", '', '<Admonition type="info">Hi</Admonition>')
    expect(needsComponentModule(jsx, { file: DOC, ...OWN })).toBe(true)
    // without the site's Admonition, the same bodies are static markup
    expect(needsComponentModule(jsx, { file: DOC })).toBe(false)
    expect(needsComponentModule(':::note\n\nTrim it.\n\n:::', { file: 'docs/a.md' })).toBe(false)
  })

  it('is false without an admonition, for other directives and for the older names outside a Docusaurus site', () => {
    expect(needsComponentModule('# Plain\n\nText.', { file: 'docs/a.md', ...OWN })).toBe(false)
    expect(needsComponentModule('Text.', { file: DOC, ...OWN })).toBe(false)
    expect(needsComponentModule('::::tabs\n:::tab[A]\nx\n:::\n::::', { file: 'docs/a.md', ...OWN })).toBe(false)
    const important = ':::important\n\nOld name.\n\n:::'
    expect(needsComponentModule(important, { file: 'docs/a.md', ...OWN })).toBe(false)
    expect(needsComponentModule(important, { file: 'docs/a.md', markup: 'docusaurus', ...OWN })).toBe(true)
  })
})

describe('renderContentModule', () => {
  it('gives the content stage one placeholder naming the module, and the toc, title and links of the compile', () => {
    const result = renderContentModule(WITH_COMPONENT, {
      file: DOC,
      resolveMarkdownLink: (href) => (href === './intro.md' ? '/docs/intro' : undefined),
    })
    expect(result.contentModule).toBe('mdx:content/docs/current/guide')
    expect(result.hast).toEqual({
      type: 'root',
      children: [
        { type: 'element', tagName: 'hd-mdx-content', properties: { module: result.contentModule }, children: [] },
      ],
    })
    expect(result.title).toBe('Pressure')
    expect(result.toc).toEqual([{ value: 'Valves', id: 'valves', level: 2 }])
    expect(result.links.map((l) => l.href)).toEqual(['/docs/intro'])
    expect(result.plainText).toContain('Read the')
    expect(result.hasTruncateMarker).toBe(false)
  })
})

describe("compileMdxModule's frame", () => {
  it('puts the title back at the top of a page, not of the content of a doc or post', () => {
    const restored = /jsx\(_components\.h1, \{\s*children: "Pressure"/
    expect(compileMdxModule(WITH_COMPONENT, { file: DOC }).code).toMatch(restored)
    expect(compileMdxModule(WITH_COMPONENT, { file: DOC }, 'content').code).not.toMatch(restored)
  })
})

describe('{/* truncate */} in a content module', () => {
  const post = lines(
    "import Gauge from '@site/src/components/Gauge'",
    '',
    'Before <Gauge />.',
    '',
    '{/* truncate */}',
    '',
    'After.',
  )

  it('wraps what follows the marker in hd-after-truncate, and gives an excerpt placeholder', () => {
    const { code, markdown } = compileMdxModule(post, { file: DOC }, 'content')
    expect(markdown.hasTruncateMarker).toBe(true)
    expect(code).toContain('"hd-after-truncate"')
    const result = renderContentModule(post, { file: DOC })
    expect(result.hasTruncateMarker).toBe(true)
    expect(result.excerpt?.children).toEqual([
      {
        type: 'element',
        tagName: 'hd-mdx-content',
        properties: { module: result.contentModule, excerpt: true },
        children: [],
      },
    ])
  })

  it('leaves a module without the marker unwrapped, with no excerpt', () => {
    const { code, markdown } = compileMdxModule(WITH_COMPONENT, { file: DOC }, 'content')
    expect(markdown.hasTruncateMarker).toBe(false)
    expect(code).not.toContain('hd-after-truncate')
    expect(renderContentModule(WITH_COMPONENT, { file: DOC }).excerpt).toBeUndefined()
  })
})

describe('the description of a content module', () => {
  it('is the first paragraph of plain text, skipping paragraphs with JSX or expressions', () => {
    const source = lines(
      "import Gauge from '@site/src/components/Gauge'",
      '',
      'Read the <Gauge />.',
      '',
      'Two is {1 + 1}.',
      '',
      'Plain words here.',
    )
    expect(compileMdxModule(source, { file: DOC }).markdown.defaultDescription).toBe('Plain words here.')
  })
})
