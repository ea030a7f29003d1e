import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  blankFrontMatter,
  classifyBlock,
  expandRanges,
  extractCodeBlocks,
  parseMeta,
  titledMajor,
} from './extract-examples.js'

const FENCE = '```'

describe('parseMeta', () => {
  it('is empty for no meta', () => {
    expect(parseMeta(null)).toEqual({
      live: false,
      noInline: false,
      fragment: false,
      highlightLines: [],
      attributes: {},
      otherFlags: [],
    })
  })

  it('reads live, noInline, title and highlighted lines', () => {
    const meta = parseMeta('live noInline title="App.tsx" {1,3-5}')
    expect(meta.live).toBe(true)
    expect(meta.noInline).toBe(true)
    expect(meta.fragment).toBe(false)
    expect(meta.title).toBe('App.tsx')
    expect(meta.highlight).toBe('1,3-5')
    expect(meta.highlightLines).toEqual([1, 3, 4, 5])
  })

  it('reads fragment, titles with spaces or single quotes, other attributes and unknown flags', () => {
    expect(parseMeta('fragment').fragment).toBe(true)
    expect(parseMeta('title="My App.tsx" live').title).toBe('My App.tsx')
    expect(parseMeta("title='x.ts'").title).toBe('x.ts')
    const meta = parseMeta('showLineNumbers foo=bar')
    expect(meta.otherFlags).toEqual(['showLineNumbers'])
    expect(meta.attributes).toEqual({ foo: 'bar' })
  })

  it('does not take words inside a title for flags', () => {
    const meta = parseMeta('title="live noInline fragment"')
    expect(meta).toMatchObject({ live: false, noInline: false, fragment: false, title: 'live noInline fragment' })
  })
})

describe('expandRanges', () => {
  it('expands, sorts and de-duplicates', () => {
    expect(expandRanges('5, 1-3,2')).toEqual([1, 2, 3, 5])
    expect(expandRanges('x,4')).toEqual([4])
  })
})

describe('blankFrontMatter', () => {
  it('keeps the line count', () => {
    const md = '---\ntitle: A\ntags: [a]\n---\n# A\n'
    const out = blankFrontMatter(md)
    expect(out).toBe('\n\n\n\n# A\n')
    expect(out.split('\n')).toHaveLength(md.split('\n').length)
  })
  it('leaves documents without front matter alone', () => {
    expect(blankFrontMatter('# A\n\n---\n')).toBe('# A\n\n---\n')
  })
})

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with lang, meta, code and line numbers', () => {
    const md = [
      '# Title', // 1
      '', // 2
      `${FENCE}jsx live`, // 3
      'function A() {', // 4
      '  return <p />', // 5
      '}', // 6
      FENCE, // 7
      '', // 8
      `${FENCE}tsx title="App.tsx" {2}`, // 9
      'const a: number = 1', // 10
      FENCE, // 11
    ].join('\n')
    const blocks = extractCodeBlocks(md)
    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toMatchObject({
      lang: 'jsx',
      rawMeta: 'live',
      code: 'function A() {\n  return <p />\n}',
      line: 3,
      codeLine: 4,
      endLine: 7,
      fenced: true,
    })
    expect(blocks[0]!.meta.live).toBe(true)
    expect(blocks[1]).toMatchObject({ lang: 'tsx', line: 9, codeLine: 10 })
    expect(blocks[1]!.meta).toMatchObject({ title: 'App.tsx', highlightLines: [2] })
  })

  it('counts lines from the top of the file, front matter included', () => {
    const md = ['---', 'title: X', 'sidebar_position: 2', '---', '', `${FENCE}ts`, 'export {}', FENCE].join('\n')
    const [block] = extractCodeBlocks(md)
    expect(block).toMatchObject({ lang: 'ts', line: 6, codeLine: 7 })
  })

  it('finds code inside admonitions, titled admonitions and tabs', () => {
    const md = [
      ':::tip[Works out of the box]', // 1
      'Text with 3:30 in it.', // 2
      '', // 3
      `${FENCE}tsx live noInline`, // 4
      'render(<p />)', // 5
      FENCE, // 6
      ':::', // 7
      '', // 8
      '::::tabs', // 9
      ':::tab[npm]{default}', // 10
      `${FENCE}bash`, // 11
      'npm i react-hotkeys-hook', // 12
      FENCE, // 13
      ':::', // 14
      ':::tab[TypeScript]', // 15
      `${FENCE}ts fragment`, // 16
      'useHotkeys("a", cb)', // 17
      FENCE, // 18
      ':::', // 19
      '::::', // 20
      '', // 21
      ':::warning', // 22
      `${FENCE}js`, // 23
      'x()', // 24
      FENCE, // 25
      ':::', // 26
    ].join('\n')
    const blocks = extractCodeBlocks(md)
    expect(blocks.map((b) => [b.lang, b.line, b.code])).toEqual([
      ['tsx', 4, 'render(<p />)'],
      ['bash', 11, 'npm i react-hotkeys-hook'],
      ['ts', 16, 'useHotkeys("a", cb)'],
      ['js', 23, 'x()'],
    ])
    expect(blocks[0]!.meta).toMatchObject({ live: true, noInline: true })
    expect(blocks[2]!.meta.fragment).toBe(true)
  })

  it('finds code in blockquotes and lists, with their lines', () => {
    const md = [
      '> quote',
      '>',
      `> ${FENCE}tsx`,
      '> const a = 1',
      `> ${FENCE}`,
      '',
      '1. step',
      '',
      `   ${FENCE}ts`,
      '   const b = 2',
      `   ${FENCE}`,
    ].join('\n')
    const blocks = extractCodeBlocks(md)
    expect(blocks.map((b) => [b.lang, b.line, b.codeLine, b.code, b.fenced])).toEqual([
      ['tsx', 3, 4, 'const a = 1', true],
      ['ts', 9, 10, 'const b = 2', true],
    ])
  })

  it('handles tildes, a highlight range glued to the language, upper-case languages and indented code', () => {
    const md = ['~~~TSX{1}', 'a', '~~~', '', '    indented code', ''].join('\n')
    const blocks = extractCodeBlocks(md)
    expect(blocks[0]).toMatchObject({ lang: 'tsx', rawMeta: '{1}', fenced: true })
    expect(blocks[0]!.meta.highlightLines).toEqual([1])
    expect(blocks[1]).toMatchObject({ lang: null, fenced: false, code: 'indented code', line: 5, codeLine: 5 })
  })

  it('does not mistake fences shown inside a longer fence for code blocks', () => {
    const md = ['````md', `${FENCE}jsx live`, '<p />', FENCE, '````'].join('\n')
    const blocks = extractCodeBlocks(md)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toMatchObject({ lang: 'md', line: 1 })
  })
})

describe('classifyBlock', () => {
  const kind = (lang: string | null, meta = '') => classifyBlock({ lang, meta: parseMeta(meta) })
  it('classifies', () => {
    expect(kind('jsx', 'live')).toBe('live')
    expect(kind('tsx', 'live noInline')).toBe('live')
    expect(kind('tsx')).toBe('checked')
    expect(kind('ts')).toBe('checked')
    expect(kind('typescript')).toBe('checked')
    expect(kind('ts', 'fragment')).toBe('fragment')
    expect(kind('js')).toBe('unchecked')
    expect(kind('jsx', 'title="a.jsx"')).toBe('unchecked')
    expect(kind('bash')).toBe('other')
    expect(kind(null)).toBe('other')
  })
})

describe('titledMajor', () => {
  it('reads the major from a title that ends with "(N.x)"', () => {
    expect(titledMajor(parseMeta('title="Before (4.x)"'))).toBe(4)
    expect(titledMajor(parseMeta('title="After (5.x)" {2}'))).toBe(5)
    expect(titledMajor(parseMeta("title='legacy.ts (3.x)'"))).toBe(3)
  })

  it('is undefined without a title, or when the version is not at the end of the title', () => {
    expect(titledMajor(parseMeta(null))).toBeUndefined()
    expect(titledMajor(parseMeta('title="App.tsx"'))).toBeUndefined()
    expect(titledMajor(parseMeta('title="(4.x) Before"'))).toBeUndefined()
    expect(titledMajor(parseMeta('title="Before (4.0 to 4.5.0)"'))).toBeUndefined()
  })
})

describe('fixtures', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  it('finds the deliberately broken examples at their lines', () => {
    const text = readFileSync(path.join(root, 'test/fixtures/examples/bad/broken.md'), 'utf8')
    const lines = text.split('\n')
    const blocks = extractCodeBlocks(text)
    expect(blocks.map((b) => classifyBlock(b))).toEqual(['checked', 'live', 'live', 'live', 'live', 'fragment'])
    for (const block of blocks) {
      expect(lines[block.line - 1]).toMatch(/^(> )?```/)
      expect(lines[block.codeLine - 1]!.replace(/^> /, '')).toBe(block.code.split('\n')[0])
    }
  })
})
