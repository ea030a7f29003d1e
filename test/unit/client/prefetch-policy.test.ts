import { describe, expect, it } from 'vitest'
import { canPrefetch } from '../../../src/client/prefetch-policy.js'

describe('prefetch policy (spec §7)', () => {
  it('prefetches when the browser reports no connection or a fast one', () => {
    expect(canPrefetch(undefined)).toBe(true)
    expect(canPrefetch({})).toBe(true)
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it('never prefetches on 2g or slow-2g', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('never prefetches with the data saver on, whatever the speed', () => {
    expect(canPrefetch({ saveData: true })).toBe(false)
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
  })
})
