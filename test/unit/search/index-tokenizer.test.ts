import { describe, expect, it, vi } from 'vitest'
import { memoizedIndexTokenizer } from '../../../src/search/index-tokenizer.js'
import * as schema from '../../../src/shared/search/local-index-schema.js'

vi.mock('../../../src/shared/search/local-index-schema.js', async (original) => {
  const actual = await original<typeof schema>()
  return { ...actual, tokenizeForIndex: vi.fn(actual.tokenizeForIndex) }
})

/** words of every kind the camelCase split tells apart, and the separators between words */
const WORDS = ['hotkey', 'Hotkey', 'HOTKEY', '2026', 'abc123', 'ABCdef', 'useHotkeys', 'HTMLElement', 'a_b', 'ctrl+k']
const MORE = ['$key', 'über', 'ÄRGER', 'useÄrger', 'aB', '٣', 'x']
const SEPARATORS = [' ', ', ', '\n', '-', '/', '. ', '(', '']

/** a seeded pseudo-random text of those words */
function text(seed: number, length: number): string {
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
  const all = [...WORDS, ...MORE]
  let out = ''
  for (let i = 0; i < length; i++) out += all[next(all.length)] + SEPARATORS[next(SEPARATORS.length)]
  return out
}

describe('memoizedIndexTokenizer', () => {
  it('gives tokenizeForIndex’s tokens, in order', () => {
    const actual = vi.mocked(schema.tokenizeForIndex).getMockImplementation()!
    const tokenize = memoizedIndexTokenizer()
    expect(tokenize('useHotkeys on an HTMLElement, ctrl+k or 42')).toEqual([
      'useHotkeys',
      'use',
      'Hotkeys',
      'on',
      'an',
      'HTMLElement',
      'HTML',
      'Element',
      'ctrl+k',
      'ctrl',
      'k',
      'or',
      '42',
    ])
    for (let seed = 1; seed <= 50; seed++) {
      const sample = text(seed, 200)
      expect(tokenize(sample), sample).toEqual(actual(sample))
    }
  })

  it('splits each distinct word once', () => {
    const split = vi.mocked(schema.tokenizeForIndex)
    split.mockClear()
    const tokenize = memoizedIndexTokenizer()
    tokenize('useHotkeys and useHotkeys, and HTMLElement')
    tokenize('and useHotkeys again')
    expect(split.mock.calls.map(([word]) => word)).toEqual(['useHotkeys', 'and', 'HTMLElement', 'again'])
  })
})
