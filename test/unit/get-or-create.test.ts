import { describe, expect, it, vi } from 'vitest'
import { getOrCreate } from '../../src/get-or-create.js'

describe('getOrCreate', () => {
  it('makes and stores the value on the first ask, then returns the stored one without making it again', () => {
    const map = new Map<string, string[]>()
    const make = vi.fn(() => ['made'])
    const first = getOrCreate(map, 'k', make)
    expect(first).toEqual(['made'])
    expect(map.get('k')).toBe(first)
    expect(getOrCreate(map, 'k', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a falsy value that is stored (only a missing key is made)', () => {
    const map = new Map<string, string | number>([
      ['empty', ''],
      ['zero', 0],
    ])
    const make = vi.fn(() => 'made')
    expect(getOrCreate(map, 'empty', make)).toBe('')
    expect(getOrCreate(map, 'zero', make)).toBe(0)
    expect(make).not.toHaveBeenCalled()
  })

  it('works on a WeakMap', () => {
    const map = new WeakMap<object, string>()
    const key = {}
    expect(getOrCreate(map, key, () => 'json')).toBe('json')
    expect(getOrCreate(map, key, () => 'other')).toBe('json')
  })

  it('stores nothing when making the value throws', () => {
    const map = new Map<string, string>()
    expect(() =>
      getOrCreate(map, 'k', () => {
        throw new Error('no')
      }),
    ).toThrow('no')
    expect(map.has('k')).toBe(false)
  })
})
