import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createContentDigests,
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

  it("takes a content tree's known digest instead of serialising the tree, the same whatever JSON is kept", () => {
    const contents = createContentDigests()
    const doc = (path: string, content: object) => ({ ...data(path), content }) as unknown as RouteData
    const [tree, sameTree, otherTree] = [{ type: 'root', children: [] }, { type: 'root' }, { type: 'root' }]
    contents.set(tree, 'made-by-a')
    contents.set(sameTree, 'made-by-a')
    contents.set(otherTree, 'made-by-b')
    const texts = createRouteDataJsonCache()
    const asked: string[] = []
    const keep = (json: string) => asked.push(json) > 0
    const digestOf = (route: RouteData) => routeDataDigest(route, createRouteDataDigestCache(), texts, keep, contents)
    const a = doc('/a', tree)
    texts.set(a, '{"kept":"before"}')
    expect(digestOf(a)).toBe(digestOf(doc('/a', sameTree)))
    expect(digestOf(a)).not.toBe(digestOf(doc('/a', otherTree)))
    expect(digestOf(a)).not.toBe(digestOf(doc('/b', tree)))
    // a tree without a known digest: the whole JSON, as before
    const plain = doc('/a', { type: 'root', children: [] })
    expect(digestOf(plain)).toBe(createHash('sha256').update(JSON.stringify(plain)).digest('base64'))
    expect(digestOf(plain)).not.toBe(digestOf(a))
    expect(asked).toEqual([JSON.stringify(plain)]) // no JSON made for the others
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
