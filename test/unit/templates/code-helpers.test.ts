import { describe, expect, it } from 'vitest'
import { tokenizeCode } from '../../../templates/code/tokenize-code.js'
import { buildTocTree } from '../../../templates/toc/toc-tree.js'
import { errorChain } from '../../../templates/pages/error-chain.js'

describe('tokenizeCode', () => {
  it('splits lines into Prism-named tokens and keeps every character', () => {
    const code =
      "import { useHotkeys } from 'react-hotkeys-hook'\n// save\nuseHotkeys('ctrl+s', () => save(1), { enabled: true })\n<div ref={ref}>x</div>"
    const lines = tokenizeCode(code)
    expect(lines.map((line) => line.map((t) => t.text).join('')).join('\n')).toBe(code)
    const types = (i: number) => lines[i].filter((t) => t.type).map((t) => [t.type, t.text])
    expect(types(0)).toContainEqual(['keyword', 'import'])
    expect(types(0)).toContainEqual(['string', "'react-hotkeys-hook'"])
    expect(types(1)).toEqual([['comment', '// save']])
    expect(types(2)).toEqual(
      expect.arrayContaining([
        ['function', 'useHotkeys'],
        ['operator', '=>'],
        ['number', '1'],
        ['boolean', 'true'],
      ]),
    )
    expect(types(3)).toEqual(
      expect.arrayContaining([
        ['tag', '<div'],
        ['tag', '</div'],
      ]),
    )
  })
})

describe('buildTocTree', () => {
  it('nests headings under the closest lower level', () => {
    const tree = buildTocTree([
      { id: 'a', value: 'A', level: 2 },
      { id: 'a1', value: 'A1', level: 3 },
      { id: 'a2', value: 'A2', level: 3 },
      { id: 'b', value: 'B', level: 2 },
    ])
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ])
  })
})

describe('errorChain', () => {
  it('follows causes and stops at cycles', () => {
    const inner = new Error('inner')
    const outer = new Error('outer', { cause: inner })
    ;(inner as { cause?: unknown }).cause = outer
    expect(errorChain(outer)).toEqual([outer, inner])
    expect(errorChain('plain')).toEqual(['plain'])
  })
})
