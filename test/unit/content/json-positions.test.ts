import { describe, expect, it } from 'vitest'
import { jsonPathPosition, lineAndColumn } from '../../../src/content/json-positions.js'

describe('jsonPathPosition', () => {
  const text = '{\n  "label": "API",\n  "link": { "type": "doc",\n    "id": 7 },\n  "list": [1, {"a": 2}]\n}\n'
  const at = (path: Array<string | number>) => lineAndColumn(text, jsonPathPosition(text, path))

  it('is the key of a property, or an element of an array', () => {
    expect(at(['label'])).toEqual({ line: 2, column: 3 })
    expect(at(['link', 'id'])).toEqual({ line: 4, column: 5 })
    expect(at(['list', 1, 'a'])).toEqual({ line: 5, column: 16 })
    expect(at(['list', 0])).toEqual({ line: 5, column: 12 })
  })

  it('falls back to the closest ancestor written in the text', () => {
    expect(at(['link', 'missing'])).toEqual({ line: 3, column: 3 })
    expect(at(['nothing', 'here'])).toEqual({ line: 1, column: 1 })
  })
})

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
  })
})
