import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createRouteDataDigestCache,
  createRouteDataJsonCache,
  routeDataDigest,
  routeDataJson,
} from '../../../src/render/route-data-json.js'
import type { RouteData } from '../../../src/shared/types.js'

const data = (path: string) => ({ kind: 'notFound', path, title: 'Not found' }) as unknown as RouteData

describe('routeDataDigest', () => {
  it("digests the data's JSON once per data object, and keeps the JSON for the page when told to", () => {
    const digests = createRouteDataDigestCache()
    const texts = createRouteDataJsonCache()
    const [kept, dropped] = [data('/a'), data('/b')]
    const asked: string[] = []
    const keep = (json: string) => {
      asked.push(json)
      return json.includes('/a')
    }
    expect(routeDataDigest(kept, digests, texts, keep)).toBe(
      createHash('sha256').update(JSON.stringify(kept)).digest('base64'),
    )
    routeDataDigest(dropped, digests, texts, keep)
    routeDataDigest(kept, digests, texts, keep) // digested already: not serialised again
    expect(asked).toEqual([JSON.stringify(kept), JSON.stringify(dropped)])
    expect(texts.has(kept)).toBe(true)
    expect(texts.has(dropped)).toBe(false)
    expect(routeDataJson(kept, texts)).toBe(JSON.stringify(kept))
  })

  it('is made from the JSON kept already', () => {
    const texts = createRouteDataJsonCache()
    const route = data('/c')
    texts.set(route, '{"made":"before"}')
    expect(routeDataDigest(route, createRouteDataDigestCache(), texts)).toBe(
      createHash('sha256').update('{"made":"before"}').digest('base64'),
    )
  })
})
