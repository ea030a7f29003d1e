import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compress, CompressedBodyCache, negotiateEncoding } from '../../../src/serve/compression.js'

describe('negotiateEncoding', () => {
  const table: Array<[string | undefined, 'br' | 'gzip' | undefined]> = [
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
    ['gzip;q=abc', undefined],
  ]
  it.each(table)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('CompressedBodyCache', () => {
  const body = Buffer.from('hello hotkeys '.repeat(200))

  it('compresses each version once and round-trips', async () => {
    const cache = new CompressedBodyCache()
    let loads = 0
    const load = async (): Promise<Buffer> => {
      loads++
      return body
    }
    const [a, b] = await Promise.all([cache.get('f', 'v1', 'br', load), cache.get('f', 'v1', 'br', load)])
    expect(loads).toBe(1)
    expect(a).toBe(b)
    expect(zlib.brotliDecompressSync(a).equals(body)).toBe(true)
    await cache.get('f', 'v1', 'gzip', load)
    expect(loads).toBe(2) // other encoding, other entry
    const next = Buffer.from('changed '.repeat(300))
    const c = await cache.get('f', 'v2', 'br', async () => next)
    expect(zlib.brotliDecompressSync(c).equals(next)).toBe(true)
    expect(cache.size).toBe(2) // v2 replaced v1
  })

  it('drops the oldest entries past its byte budget', async () => {
    const one = (await compress(body, 'gzip')).length
    const cache = new CompressedBodyCache(one * 2)
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'v', 'gzip', async () => body)
    await new Promise((r) => setImmediate(r))
    expect(cache.size).toBe(2)
  })

  it('forgets a failed load so the next request retries', async () => {
    const cache = new CompressedBodyCache()
    await expect(cache.get('f', 'v', 'gzip', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    await new Promise((r) => setImmediate(r))
    expect(cache.size).toBe(0)
  })
})
