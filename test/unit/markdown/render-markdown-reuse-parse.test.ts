import type { Paragraph, Text } from 'mdast'
import { describe, expect, it } from 'vitest'
import { type MdxParse, needsComponentModule, renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { htmlOf } from './render-helpers.js'

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

  it('keeps nothing for a file that needs a component module', () => {
    const kept: MdxParse[] = []
    const source = "import Gauge from '@site/src/Gauge'\n\n<Gauge />"
    expect(needsComponentModule(source, options, (parse) => kept.push(parse))).toBe(true)
    expect(kept).toEqual([])
  })
})
