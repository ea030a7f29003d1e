import type { Program } from 'estree'
import { Parser } from 'acorn'
import { describe, expect, it } from 'vitest'
import { literalValue, programExpression } from '../../../src/markdown/mdx-literal-value.js'

const valueOf = (code: string) => {
  const expression = programExpression(Parser.parse(`(${code})`, { ecmaVersion: 'latest' }) as unknown as Program)
  if (!expression) throw new Error('no expression')
  return literalValue(expression)
}

describe('literalValue', () => {
  it('reads strings, numbers, booleans, null, undefined and negative numbers', () => {
    expect(valueOf("'npm'")).toEqual({ ok: true, value: 'npm' })
    expect(valueOf('42')).toEqual({ ok: true, value: 42 })
    expect(valueOf('-1.5')).toEqual({ ok: true, value: -1.5 })
    expect(valueOf('true')).toEqual({ ok: true, value: true })
    expect(valueOf('null')).toEqual({ ok: true, value: null })
    expect(valueOf('undefined')).toEqual({ ok: true, value: undefined })
  })

  it('reads template literals without substitutions', () => {
    expect(valueOf('`line 1\nline 2`')).toEqual({ ok: true, value: 'line 1\nline 2' })
    expect(valueOf('`a ${b}`').ok).toBe(false)
  })

  it('reads arrays and objects of literals (the values of Tabs)', () => {
    expect(valueOf("[{label: 'NPM', value: 'npm'}, {'label': \"Yarn\", value: `yarn`}]")).toEqual({
      ok: true,
      value: [
        { label: 'NPM', value: 'npm' },
        { label: 'Yarn', value: 'yarn' },
      ],
    })
    expect(valueOf('{fontSize: 12, 1: "one"}')).toEqual({ ok: true, value: { fontSize: 12, 1: 'one' } })
  })

  it('names the part that is not a literal', () => {
    const result = valueOf("[{label: 'A', value: count}]")
    expect(result.ok).toBe(false)
    expect(!result.ok && result.culprit).toMatchObject({ type: 'Identifier', name: 'count' })
    for (const code of ['count', 'f()', '() => 1', '[...a]', '{...a}', '{[k]: 1}', '{m() {}}', '/x/', '!true', '1n'])
      expect(valueOf(code).ok, code).toBe(false)
  })
})
