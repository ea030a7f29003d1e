import vm from 'node:vm'
import { expect, it } from 'vitest'
import { collectGarbage, heapInUse } from '../../src/collect-garbage.js'

it('frees the garbage on this thread’s heap at once', () => {
  let garbage: Array<{ n: number; text: string }> | undefined = []
  for (let n = 0; n < 1_000_000; n++) garbage.push({ n, text: `item ${n}` })
  const held = heapInUse()
  garbage = undefined
  collectGarbage()
  // ~60 MB of objects, unreachable now: a collection takes most of them back
  expect(held - heapInUse()).toBeGreaterThan(30 * 2 ** 20)
  expect(garbage).toBeUndefined()
})

it('leaves no `gc` global to the contexts made after it', () => {
  collectGarbage()
  expect(vm.runInNewContext('typeof gc')).toBe('undefined')
})
