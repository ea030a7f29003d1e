import { describe, expect, it } from 'vitest'
import { lineOfName, undefinedNameOf } from '../../../src/live/unknown-scope-name.js'

describe('undefinedNameOf', () => {
  it("reads the name of a realm's ReferenceError, and nothing else", () => {
    expect(undefinedNameOf('ReferenceError: Bulb is not defined')).toBe('Bulb')
    expect(undefinedNameOf('ReferenceError: $el is not defined')).toBe('$el')
    expect(undefinedNameOf('TypeError: x is not a function')).toBeUndefined()
    expect(undefinedNameOf('Error: ReferenceError: Bulb is not defined')).toBeUndefined()
  })
})

describe('lineOfName', () => {
  it('is the first line using the name as a word, not as a property, in a string or a comment', () => {
    const code = [
      "const label = 'Bulb'", // 1: in a string
      '// Bulb comes later', // 2: a comment
      'const lamp = desk.Bulb', // 3: a property
      'const BulbCount = 2', // 4: another word
      'return <Bulb lit />', // 5
      'Bulb()',
    ].join('\n')
    expect(lineOfName(code, 'Bulb')).toBe(5)
    expect(lineOfName('Bulb()', 'Bulb')).toBe(1)
    expect(lineOfName('const a = 1', 'Bulb')).toBeUndefined()
    expect(lineOfName('x\n$el.focus()', '$el')).toBe(2)
  })
})
