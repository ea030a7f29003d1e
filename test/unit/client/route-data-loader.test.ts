import { describe, expect, it, vi } from 'vitest'
import { createRouteDataLoader, RouteDataError } from '../../../src/client/route-data-loader.js'
import type { RouteData } from '../../../src/shared/types.js'

const data = (path: string) =>
  ({ kind: 'search', path, title: path, description: '', docsearchTag: 'default' }) as RouteData
function fakeFetch(status = 200) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const path = decodeURIComponent(
      new URL(url, 'http://x').pathname.replace(/^\/__data/, '').replace(/\.json$/, ''),
    ).replace(/^\/index$/, '/')
    return new Response(JSON.stringify(data(path)), { status })
  })
}

describe('route data loader', () => {
  it('fetches /__data/<path>.json with the build id, and / as index.json', async () => {
    const fetch = fakeFetch()
    const loader = createRouteDataLoader('b1', fetch)
    expect((await loader.load('/docs/intro/')).path).toBe('/docs/intro')
    await loader.load('/')
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/__data/docs/intro.json?v=b1', '/__data/index.json?v=b1'])
  })

  it('caches and shares one request between a prefetch and the click that follows', async () => {
    const fetch = fakeFetch()
    const loader = createRouteDataLoader('b1', fetch)
    loader.prefetch('/blog')
    const [a, b] = await Promise.all([loader.load('/blog'), loader.load('/blog.html')])
    expect(a).toBe(b)
    await loader.load('/blog')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(loader.peek('/blog')).toBe(a)
  })

  it('rejects with the HTTP status on a missing route, and does not cache the failure', async () => {
    const fetch = fakeFetch(404)
    const loader = createRouteDataLoader('b1', fetch)
    const error = await loader.load('/nope').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RouteDataError)
    expect((error as RouteDataError).status).toBe(404)
    await loader.load('/nope').catch(() => {})
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('rejects on a network failure, and a prefetch swallows it', async () => {
    const loader = createRouteDataLoader('b1', async () => {
      throw new TypeError('Failed to fetch')
    })
    loader.prefetch('/blog')
    await expect(loader.load('/blog')).rejects.toThrow(/Could not load the data of \/blog: Failed to fetch/)
  })

  it('reload and invalidate bypass the caches (watch mode)', async () => {
    const fetch = fakeFetch()
    const loader = createRouteDataLoader('b1', fetch)
    loader.prime('/docs/intro', data('/docs/intro'))
    await loader.load('/docs/intro')
    expect(fetch).not.toHaveBeenCalled()
    await loader.reload('/docs/intro')
    loader.invalidate('/blog')
    await loader.load('/blog')
    expect(
      fetch.mock.calls.map((c) => [String(c[0]).replace(/&t=\d+/, '&t=…'), (c[1] as RequestInit | undefined)?.cache]),
    ).toEqual([
      ['/__data/docs/intro.json?v=b1&t=…', 'no-store'],
      ['/__data/blog.json?v=b1&t=…', 'no-store'],
    ])
  })
})
