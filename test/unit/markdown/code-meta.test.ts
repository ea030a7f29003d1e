import { describe, expect, it } from 'vitest'
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.js'

describe('parseCodeMeta', () => {
  it('returns defaults for no meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({
      highlightedLines: new Set(),
      live: false,
      noInline: false,
      fragment: false,
      unknown: [],
    })
    expect(parseCodeMeta('')).toMatchObject({ live: false, unknown: [] })
  })

  it('reads every option together, in any order', () => {
    const meta = parseCodeMeta('live noInline title="My App.tsx" {1,3-5}')
    expect(meta).toEqual({
      title: 'My App.tsx',
      highlightedLines: new Set([1, 3, 4, 5]),
      live: true,
      noInline: true,
      fragment: false,
      unknown: [],
    })
    expect(parseCodeMeta('{2} fragment title=App.tsx')).toMatchObject({
      title: 'App.tsx',
      fragment: true,
      highlightedLines: new Set([2]),
    })
  })

  it('reads single-quoted titles and escaped quotes', () => {
    expect(parseCodeMeta("title='a b'").title).toBe('a b')
    expect(parseCodeMeta('title="say \\"hi\\""').title).toBe('say "hi"')
  })

  it('accepts noinline in lower case', () => {
    expect(parseCodeMeta('live noinline').noInline).toBe(true)
  })

  it('merges several ranges and tolerates spaces', () => {
    expect([...parseCodeMeta('{1, 2} {4-5}').highlightedLines]).toEqual([1, 2, 4, 5])
  })

  it('collects unknown words and attributes', () => {
    expect(parseCodeMeta('showLineNumbers liv lang=ts').unknown).toEqual(['showLineNumbers', 'liv', 'lang=ts'])
  })

  it('flags unreadable ranges', () => {
    expect(parseCodeMeta('{a}').invalidRange).toBe('{a}')
    expect(parseCodeMeta('{5-3}').invalidRange).toBe('{5-3}')
    expect(parseCodeMeta('{0}').invalidRange).toBe('{0}')
    expect(parseCodeMeta('{1-999999999}').invalidRange).toBe('{1-999999999}')
  })
})

describe('parseLineRanges', () => {
  it('expands ranges', () => {
    expect(parseLineRanges('1,3-5')).toEqual([1, 3, 4, 5])
    expect(parseLineRanges('7')).toEqual([7])
  })
  it('rejects malformed input', () => {
    expect(parseLineRanges('')).toBeUndefined()
    expect(parseLineRanges('1,,2')).toBeUndefined()
    expect(parseLineRanges('1-')).toBeUndefined()
  })
})
