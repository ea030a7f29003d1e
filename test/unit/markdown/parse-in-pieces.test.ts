import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { generateBigPage } from '../../../bench/generate-big-page.js'
import {
  joinPieceRanges,
  parseInPieces,
  parsePieceRange,
  type ParsedPiece,
} from '../../../src/markdown/parse-in-pieces.js'
import { pieceRanges } from '../../../src/markdown/piece-ranges.js'
import { proposeSplitPoints } from '../../../src/markdown/split-points.js'
import { BuildError } from '../../../src/errors.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { seededRandom } from '../../helpers/seeded-random.js'

// the extensions of render-markdown.ts' processors
const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze()
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze()

/** a parser that counts its calls, and those of the whole source (the fallback) */
function counted(processor: typeof markdown, source?: string) {
  const counter = {
    calls: 0,
    wholeCalls: 0,
    parse: (text: string): Root => {
      counter.calls++
      if (text === source) counter.wholeCalls++
      return processor.parse(text)
    },
  }
  return counter
}

/**
 * In `parts` ranges as threads parse them (workers/markdown-peers.ts): each range's pieces parsed on their own and
 * crossing as structured clones (none when a piece did not parse), then joined in order.
 */
function parseInRanges(source: string, parse: (text: string) => Root, parts: number, isMdx = false): Root {
  const ranges = pieceRanges(source, proposeSplitPoints(source, 1, isMdx), parts)
  const parsed = ranges.map((range): ParsedPiece[] | undefined => {
    try {
      return structuredClone(parsePieceRange(source, range, parse))
    } catch {
      return undefined
    }
  })
  return joinPieceRanges(source, parsed, parse)
}

/**
 * The differential check: in pieces (cut wherever proposed) = whole, positions included, and so in ranges of
 * pieces parsed apart (2, 3 and 5 of them). Unless `mayFallBack`, the body must really have been parsed in pieces
 * (no parse of the whole body as a fallback).
 */
function expectSameTree(source: string, processor = markdown, { mdx: isMdx = false, mayFallBack = false } = {}) {
  const counter = counted(processor, source)
  const inPieces = parseInPieces(source, counter.parse, { minPieceLength: 1, mdx: isMdx })
  const whole = processor.parse(source)
  expect(inPieces).toEqual(whole)
  if (!mayFallBack) expect(counter.wholeCalls).toBe(0)
  for (const parts of [2, 3, 5]) {
    const inRanges = counted(processor, source)
    expect(parseInRanges(source, inRanges.parse, parts, isMdx)).toEqual(whole)
    if (!mayFallBack) expect(inRanges.wholeCalls).toBe(0)
  }
  return counter
}

const EDGE_CASES: Record<string, string> = {
  'definitions after their references, in other pieces':
    'See [the guide] and [docs][Guide].\n\nA paragraph.\n\nThen [x].\n\n[the guide]: /guide "Guide"\n\nEnd [THE  GUIDE].\n\n[x]: <https://example.test/x>\n',
  'definitions before their references, and duplicates (the first wins)':
    '[a]: /first\n\nText.\n\n[a]: /second\n\nUse [a].\n\n> [b]: /quoted\n\nAnd [b].\n',
  'footnotes defined in another piece':
    'A claim[^1] and another[^note].\n\nMiddle.\n\n[^1]: The first.\n\nText.\n\n[^note]: A note\n    over two lines.\n\nLast[^1].\n',
  'a label over two lines': 'Use [the\nlong label].\n\nText.\n\n[the long\nlabel]: /long\n',
  'lists with blank lines between items are one list':
    '- one\n\n- two\n\n  continued\n\nAfter.\n\n1. first\n\n2. second\n\n3) other\n\nEnd.\n',
  'a fence holding blank lines and headings':
    '```md\n# not a heading\n\n:::tip\n\ntext\n```\n\n~~~~\n```\n\n# still code\n~~~~\n\nAfter.\n',
  'a fence in a list item, then a fence at the top level':
    '- item\n  ```js\n  code\n\n```\nopen fence\n\n# code too\n\n```\n\nAfter.\n',
  'HTML blocks that blank lines do not end':
    '<!--\n\n# comment\n\n-->\n\nText.\n\n<pre>\n\nx\n\n</pre>\n\n<div>\n\ndiv ends at the blank line\n\n</div>\n\nEnd.\n',
  'directive containers, nested, with headings inside':
    ':::tip[Title]\n\n# inside\n\nText.\n\n:::\n\nBetween.\n\n::::tabs\n\n:::tab[a]\n\nA.\n\n:::\n\n:::tab[b]\n\n```\n:::\n```\n\n:::\n\n::::\n\nEnd.\n',
  'a directive container in a list item': '- :::note\n  inside\n\n  more\n\nText.\n\n:::\n\nEnd.\n',
  'lazy continuation lines': '> quote\nlazy line\n\nText.\n\n- item\nlazy item line\n\nEnd.\n',
  'setext headings': 'Title\n=====\n\nText.\n\nSub\n---\n\nNot a heading\n\n===\n\nEnd.\n',
  'tables, thematic breaks, indented code':
    '| a | b |\n|---|:-:|\n| 1 | 2 |\n\nText.\n\n    code\n\n    more code\n\nAfter.\n\n***\n\n* * *\n\nEnd.\n',
  'leading and trailing blank lines, spaces on blank lines': '\n\n# Title\n  \nText.\n   \n\nEnd.\n\n\n',
  'no newline at the end': 'One.\n\nTwo.\n\nThree.',
}

describe('parseInPieces: the same mdast as the whole parse', () => {
  for (const [name, source] of Object.entries(EDGE_CASES)) it(name, () => expectSameTree(source))

  it('a list marker that is a paragraph line, then a fence (a cut proposed in the fence: the rest whole)', () => {
    expectSameTree('foo\n2. bar\n```\n\ncode\n\n```\n\nAfter.\n', markdown, { mayFallBack: true })
  })

  it('cuts a big page into many pieces', () => {
    const page = generateBigPage({ bytes: 40_000 })
    const counter = expectSameTree(page, markdown)
    expect(counter.calls).toBe(proposeSplitPoints(page, 1).length + 1)
    expect(counter.calls).toBeGreaterThan(10)
  })

  it('reparses a piece that refers to a definition in another piece, and no other', () => {
    const counter = counted(markdown)
    parseInPieces('Use [a].\n\nPlain.\n\nPlain too.\n\n[a]: /a\n', counter.parse, { minPieceLength: 1 })
    // four pieces, then the first again with the definition ahead of it
    expect(counter.calls).toBe(5)
  })

  it('stops cutting at a cut the parser proves wrong (the rest whole)', () => {
    // the scan knows no JSX: it proposes a cut inside <Tabs>
    const source = 'Intro.\n\nMore intro.\n\n<Tabs>\n\nText.\n\n</Tabs>\n\nAfter.\n\nMore.\n'
    expect(proposeSplitPoints(source, 1, true)).toContain(source.indexOf('Text.'))
    const counter = counted(mdx)
    expect(parseInPieces(source, counter.parse, { minPieceLength: 1, mdx: true })).toEqual(mdx.parse(source))
    // Intro, then the piece whose cut fails, then the rest whole
    expect(counter.calls).toBe(3)
  })

  it('keeps a directive open until a closing fence as long as its opening', () => {
    expectSameTree('::::tabs\n\n:::\n\nText.\n\n::::\n\nAfter.\n')
    expect(proposeSplitPoints('::::tabs\n\n:::\n\nText.\n\n::::\n\nAfter.\n', 1)).toEqual([28])
  })

  it('over random mixes of blocks (seeded)', () => {
    const random = seededRandom(16)
    let fellBack = 0
    for (let doc = 0; doc < 150; doc++) {
      const blocks: string[] = []
      for (let i = 0; i < 4 + Math.floor(random() * 20); i++) {
        blocks.push(BLOCKS[Math.floor(random() * BLOCKS.length)], SEPARATORS[Math.floor(random() * SEPARATORS.length)])
      }
      const source = blocks.join('')
      const counter = expectSameTree(source, markdown, { mayFallBack: true })
      if (counter.wholeCalls > 0 && proposeSplitPoints(source, 1).length > 0) fellBack++
    }
    // a definition in a directive container used elsewhere: parsed whole, rarely
    expect(fellBack).toBeLessThan(15)
  })

  it('parses the whole body when a piece uses a definition made in a directive container of another', () => {
    const source = 'Use [a].\n\nText.\n\n:::note\n[a]: /a\n:::\n\nUse [a] again.\n'
    expect(expectSameTree(source, markdown, { mayFallBack: true }).wholeCalls).toBe(1)
  })
})

describe('pieceRanges: one range per thread', () => {
  const source = generateBigPage({ bytes: 60_000 })
  const points = proposeSplitPoints(source, 1024)

  it('covers the body with ranges of about equal length, cut at proposed points, lines counted', () => {
    const ranges = pieceRanges(source, points, 3)
    expect(ranges).toHaveLength(3)
    expect(ranges[0].from).toBe(0)
    expect(ranges.at(-1)?.to).toBe(source.length)
    ranges.forEach((range, i) => {
      if (i > 0) expect(range.from).toBe(ranges[i - 1].to)
      if (i > 0) expect(points).toContain(range.from)
      expect(range.line).toBe(source.slice(0, range.from).split('\n').length)
      expect(range.points.every((p) => p > range.from && p < range.to)).toBe(true)
      expect(range.to - range.from).toBeGreaterThan(source.length / 3 - 3000)
    })
    // every proposed point is a cut, inside a range or between two
    expect([...ranges.flatMap((r) => r.points), ...ranges.slice(1).map((r) => r.from)].sort((a, b) => a - b)).toEqual(
      points,
    )
  })

  it('makes fewer ranges when there are fewer cuts', () => {
    expect(pieceRanges(source, [], 2)).toEqual([{ from: 0, to: source.length, line: 1, points: [] }])
    // a cut short of the first third ends no range; one past it ends the first
    expect(pieceRanges(source, [points[0]], 3)).toHaveLength(1)
    const middle = points[Math.floor(points.length / 2)]
    expect(pieceRanges(source, [middle], 3).map((r) => [r.from, r.to])).toEqual([
      [0, middle],
      [middle, source.length],
    ])
  })

  it('leaves out the ranges after one whose cut failed (its rest was parsed whole)', () => {
    // the scan proposes a cut inside <Tabs>, in the first of three ranges
    const body = 'Intro.\n\n<Tabs>\n\nText.\n\n</Tabs>\n\nAfter.\n\nMore.\n\nEven more.\n\nLast.\n\nEnd.\n'
    const ranges = pieceRanges(body, proposeSplitPoints(body, 1, true), 3)
    expect(ranges).toHaveLength(3)
    expect(ranges[0].points).toEqual([body.indexOf('Text.')])
    expect(parseInRanges(body, (text) => mdx.parse(text), 3, true)).toEqual(mdx.parse(body))
  })
})

describe('parseInPieces: MDX', () => {
  it('the same mdast, JSX elements and expressions holding blank lines included', () => {
    expectSameTree(
      'import { Tabs } from \'./tabs\'\n\n# Title\n\n<Tabs>\n\n## Inside\n\nText.\n\n</Tabs>\n\n{\n\n1 + 1\n}\n\nAfter [a].\n\n<div\n  id="x"\n>\n\nText.\n\n</div>\n\n[a]: /a\n',
      mdx,
      { mdx: true },
    )
  })

  it('reports a syntax error in a late piece at its line in the file', () => {
    const body = `${'Text.\n\n'.repeat(2000)}A <b>tag left open.\n\nEnd.\n`
    expect(() => renderMarkdown(body, { file: 'docs/long.mdx', lineOffset: 3 })).toThrow(BuildError)
    try {
      renderMarkdown(body, { file: 'docs/long.mdx', lineOffset: 3 })
    } catch (error) {
      expect((error as BuildError).line).toBe(4001 + 3)
    }
  })
})

describe('renderMarkdown of a long .md body', () => {
  it('reports a problem in a late piece at its line in the file', () => {
    const body = `${'Text.\n\n'.repeat(2000)}Raw <span>html</span> here.\n`
    const result = renderMarkdown(body, { file: 'docs/long.md', lineOffset: 3 })
    expect(result.warnings.map((w) => w.line)).toEqual([4001 + 3])
  })
})

/** blocks of every kind, some of them left open (the next blocks then belong to them) */
const BLOCKS = [
  '# Heading [ref]',
  'Setext\n===',
  'Para with [ref] and [^fn] and [Other][ref].',
  'Para\nover lines',
  '[ref]: /target',
  '[^fn]: A footnote\n    continued',
  '- a\n- b\n\n  para in b',
  '1. one\n2. two',
  '* star\n\n* loose',
  '> quote\nlazy',
  '> quote\n>\n> > nested',
  '```\ncode\n\n# in code\n```',
  '```js\nopen fence',
  '~~~\n```\n~~~',
  '    indented\n\n    code',
  '<!--\ncomment',
  '-->',
  '<!-- closed -->',
  '<div>\nhtml</div>',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  ':::note\ninside',
  ':::',
  ':::tip[T]\n\n## h\n\n:::',
  '::::tabs\n:::tab[x]\nA\n:::\n::::',
  '---',
  '***',
  'text :kbd[Ctrl] 3:30',
  '- item\n  ```\n  code',
  'foo\n2. bar',
]
const SEPARATORS = ['\n', '\n\n', '\n\n\n', '\n  \n', '\n\n    \n']
