import { describe, expect, it } from 'vitest'
import { cacheControlFor, isHashedAssetPath, isNotModified, weakETag } from '../../../src/serve/http-caching.js'
import { IMMUTABLE_CACHE_CONTROL } from '../../../src/serve/serve-constants.js'

describe('weakETag', () => {
  it('is weak, from size and mtime, and separates variants', () => {
    const tag = weakETag({ size: 255, mtimeMs: 4096.7 })
    expect(tag).toBe('W/"ff-1000"')
    expect(weakETag({ size: 255, mtimeMs: 4096.7 }, 'i')).toBe('W/"ff-1000-i"')
    expect(weakETag({ size: 256, mtimeMs: 4096.7 })).not.toBe(tag)
    expect(weakETag({ size: 255, mtimeMs: 4097 })).not.toBe(tag)
  })
})

describe('isNotModified', () => {
  const etag = 'W/"ff-1000"'
  const modified = new Date('2026-01-02T03:04:05.678Z')
  const table: Array<[string, Record<string, string>, boolean]> = [
    ['no validators', {}, false],
    ['matching If-None-Match', { 'if-none-match': etag }, true],
    ['strong form of the same tag (weak comparison)', { 'if-none-match': '"ff-1000"' }, true],
    ['one of a list', { 'if-none-match': 'W/"x", W/"ff-1000" , "y"' }, true],
    ['*', { 'if-none-match': '*' }, true],
    ['other tag', { 'if-none-match': 'W/"ff-1001"' }, false],
    ['If-Modified-Since equal (second resolution)', { 'if-modified-since': modified.toUTCString() }, true],
    ['If-Modified-Since later', { 'if-modified-since': new Date('2027-01-01').toUTCString() }, true],
    ['If-Modified-Since earlier', { 'if-modified-since': new Date('2025-01-01').toUTCString() }, false],
    ['If-Modified-Since garbage', { 'if-modified-since': 'yesterday-ish' }, false],
    ['If-None-Match wins over If-Modified-Since', { 'if-none-match': 'W/"x"', 'if-modified-since': modified.toUTCString() }, false],
  ]
  it.each(table)('%s', (_, headers, expected) => {
    expect(isNotModified(headers, etag, modified)).toBe(expected)
  })
})

describe('cache policy', () => {
  const table: Array<[string, boolean]> = [
    ['assets/app.3f9a1c2b.js', true],
    ['assets/app.3F9A1C2B.css', true],
    ['assets/chunk-search.0123456789abcdef.js', true],
    ['assets/app.3f9a1c2b.js.map', true],
    ['assets/fonts/inter.deadbeef.woff2', true],
    ['assets/app.js', false],
    ['assets/app.3f9a1c2.js', false], // 7 hex digits
    ['assets/app.3f9a1c2g.js', false],
    ['img/app.3f9a1c2b.js', false], // not under assets/
    ['index.html', false],
    ['__data/docs/intro.json', false],
  ]
  it.each(table)('%s hashed: %s', (p, hashed) => {
    expect(isHashedAssetPath(p)).toBe(hashed)
    expect(cacheControlFor(p)).toBe(hashed ? IMMUTABLE_CACHE_CONTROL : 'no-cache')
  })
})
