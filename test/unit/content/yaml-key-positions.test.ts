import { describe, expect, it } from 'vitest'
import { yamlTopLevelKeys } from '../../../src/content/yaml-key-positions.js'

describe('yamlTopLevelKeys', () => {
  it('gives the line of each top-level key (from `firstLine`) and a scalar value as written', () => {
    const keys = yamlTopLevelKeys(
      'jane:\n  name: Jane\n"joe doe":\n  name: Joe\ndate: 2021-13-45 # rolled over by YAML\n',
      3,
    )
    expect(keys.get('jane')).toEqual({ line: 3, written: undefined })
    expect(keys.get('joe doe')?.line).toBe(5)
    expect(keys.get('name')).toBeUndefined()
    expect(keys.get('date')).toEqual({ line: 7, written: '2021-13-45' })
  })

  it('is empty for a document that is not a mapping', () => {
    expect(yamlTopLevelKeys('- a\n- b\n').size).toBe(0)
    expect(yamlTopLevelKeys('').size).toBe(0)
  })
})
