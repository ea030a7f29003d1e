import type { Program } from 'estree'
import { Parser } from 'acorn'
import { describe, expect, it } from 'vitest'
import { literalValue, programExpression } from '../../../src/markdown/mdx-literal-value.js'

const literalOf = (code: string) => {
  const expression = programExpression(Parser.parse(`(${code})`, { ecmaVersion: 'latest' }) as unknown as Program)
  if (!expression) throw new Error('no expression')
  return literalValue(expression)
}

describe('literalValue', () => {
  it('reads strings, numbers, booleans, null, undefined and negative numbers', () => {
    expect(literalOf("'npm'")).toEqual({ ok: true, value: 'npm' })
    expect(literalOf('42')).toEqual({ ok: true, value: 42 })
    expect(literalOf('-1.5')).toEqual({ ok: true, value: -1.5 })
    expect(literalOf('true')).toEqual({ ok: true, value: true })
    expect(literalOf('null')).toEqual({ ok: true, value: null })
    expect(literalOf('undefined')).toEqual({ ok: true, value: undefined })
  })

  it('reads template literals without substitutions', () => {
    expect(literalOf('`line 1\nline 2`')).toEqual({ ok: true, value: 'line 1\nline 2' })
    expect(literalOf(['`a $', '{b}`'].join('')).ok).toBe(false)
  })

  it('reads arrays and objects of literals (the values of Tabs)', () => {
    expect(literalOf("[{label: 'NPM', value: 'npm'}, {'label': \"Yarn\", value: `yarn`}]")).toEqual({
      ok: true,
      value: [
        { label: 'NPM', value: 'npm' },
        { label: 'Yarn', value: 'yarn' },
      ],
    })
    expect(literalOf('{fontSize: 12, 1: "one"}')).toEqual({ ok: true, value: { fontSize: 12, 1: 'one' } })
  })

  it('names the part that is not a literal', () => {
    const result = literalOf("[{label: 'A', value: count}]")
    expect(result.ok).toBe(false)
    expect(!result.ok && result.culprit).toMatchObject({ type: 'Identifier', name: 'count' })
    for (const code of ['count', 'f()', '() => 1', '[...a]', '{...a}', '{[k]: 1}', '{m() {}}', '/x/', '!true', '1n'])
      expect(literalOf(code).ok, code).toBe(false)
  })
})
