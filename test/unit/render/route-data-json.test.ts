import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createRouteDataJsonCache,
  keepLongRouteDataJson,
  releaseRouteDataJson,
  routeDataJson,
  routeDataJsonToHash,
} from '../../../src/render/route-data-json.js'
import type { RouteData } from '../../../src/shared/types.js'

const data = (text: string) => ({ kind: 'page', text }) as unknown as RouteData

describe('routeDataJsonToHash', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps a long text for the page’s writing: the data is stringified once', () => {
    const cache = createRouteDataJsonCache()
    const long = data('x'.repeat(100))
    const stringify = vi.spyOn(JSON, 'stringify')
    const hashed = routeDataJsonToHash(long, cache, keepLongRouteDataJson(50, 1_000))
    expect(hashed).toBe(JSON.stringify(long))
    stringify.mockClear()
    expect(routeDataJson(long, cache)).toBe(hashed)
    expect(stringify).not.toHaveBeenCalled()
    releaseRouteDataJson(long, cache)
    expect(cache.has(long)).toBe(false)
  })

  it('keeps no short text, nor long ones beyond the budget', () => {
    const cache = createRouteDataJsonCache()
    const keep = keepLongRouteDataJson(50, 250)
    const short = data('short')
    const longs = [data('a'.repeat(100)), data('b'.repeat(100)), data('c'.repeat(100))]
    for (const d of [short, ...longs]) expect(routeDataJsonToHash(d, cache, keep)).toBe(JSON.stringify(d))
    expect([short, ...longs].map((d) => cache.has(d))).toEqual([false, true, true, false])
  })

  it('hashes the text already made when there is one', () => {
    const cache = createRouteDataJsonCache()
    const d = data('made before')
    const made = routeDataJson(d, cache)
    const stringify = vi.spyOn(JSON, 'stringify')
    expect(routeDataJsonToHash(d, cache, () => false)).toBe(made)
    expect(stringify).not.toHaveBeenCalled()
  })
})
