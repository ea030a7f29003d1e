import type { Heading, Paragraph, Text } from 'mdast'
import { describe, expect, it } from 'vitest'
import { type MdxParse, needsComponentModule, renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { htmlOf, lines } from './render-helpers.js'

const options = { file: 'docs/kettle.mdx' }

function keptParse(source: string): MdxParse {
  let kept: MdxParse | undefined
  expect(needsComponentModule(source, options, (parse) => (kept = parse))).toBe(false)
  return kept!
}

describe("renderMarkdown: an .mdx file's parse made once", () => {
  it('renders from the kept parse instead of parsing the source again', () => {
    const parse = keptParse('The kettle whistles.')
    // a changed tree shows that the tree was used, not the source
    ;((parse.tree.children[0] as Paragraph).children[0] as Text).value = 'The kettle is quiet.'
    expect(htmlOf(renderMarkdown('The kettle whistles.', options, parse).hast)).toBe('<p>The kettle is quiet.</p>')
  })

  it("parses again when the kept parse is of another version of the file's source", () => {
    const parse = keptParse('The kettle whistles.')
    expect(htmlOf(renderMarkdown('The kettle boils.', options, parse).hast)).toBe('<p>The kettle boils.</p>')
  })

  it('keeps the untouched parse of a file that needs a component module too, for its compiles', () => {
    const kept: MdxParse[] = []
    const source = "import Gauge from '@site/src/Gauge'\n\n# Dial\n\n<Gauge />"
    expect(needsComponentModule(source, options, (parse) => kept.push(parse))).toBe(true)
    expect(kept).toHaveLength(1)
    // as parsed, before the lowering stopped at the import: the import and the JSX are still there
    expect(kept[0].tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'heading', 'mdxJsxFlowElement'])
  })

  it('keeps nothing for a file that does not parse', () => {
    const kept: MdxParse[] = []
    expect(needsComponentModule('An <open tag.', options, (parse) => kept.push(parse))).toBe(false)
    expect(kept).toEqual([])
  })
})

describe("compileMdxModule: a component module's parse made once", () => {
  const source = lines(
    "import Gauge from '@site/src/Gauge'",
    '',
    '# Dial',
    '',
    'Turn the <Gauge level={3} /> up.',
    '',
    '## Settings',
    '',
    '```js',
    'const level = 3',
    '```',
  )
  const parseOf = (text: string) => {
    let kept: MdxParse | undefined
    needsComponentModule(text, options, (parse) => (kept = parse))
    return kept!
  }

  it('gives the very module and markdown its own parse gives', () => {
    expect(compileMdxModule(source, options, 'content', parseOf(source))).toEqual(
      compileMdxModule(source, options, 'content'),
    )
    expect(compileMdxModule(source, options, 'page', parseOf(source))).toEqual(
      compileMdxModule(source, options, 'page'),
    )
  })

  it('compiles the tree it is given instead of parsing the source again', () => {
    const parse = parseOf(source)
    const heading = parse.tree.children.find((node) => node.type === 'heading') as Heading
    ;(heading.children[0] as Text).value = 'Knob'
    const { code, markdown } = compileMdxModule(source, options, 'page', parse)
    expect(markdown.title).toBe('Knob')
    expect(code).toContain('"Knob"')
  })

  it("parses again when the parse is of another version of the file's source", () => {
    const { markdown } = compileMdxModule(source, options, 'page', parseOf(source.replace('# Dial', '# Meter')))
    expect(markdown.title).toBe('Dial')
  })
})
