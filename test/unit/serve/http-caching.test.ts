import { describe, expect, it } from 'vitest'
import { hexContentHash } from '../../../src/output/content-hash.js'
import { isHashedAssetPath } from '../../../src/shared/asset-names.js'
import { cacheControlFor, isNotModified, weakETag } from '../../../src/serve/http-caching.js'
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
    [
      'matching, with Cache-Control: no-cache (meant for caches)',
      { 'if-none-match': etag, 'cache-control': 'no-cache' },
      true,
    ],
    ['If-Modified-Since equal (second resolution)', { 'if-modified-since': modified.toUTCString() }, true],
    ['If-Modified-Since later', { 'if-modified-since': new Date('2027-01-01').toUTCString() }, true],
    ['If-Modified-Since earlier', { 'if-modified-since': new Date('2025-01-01').toUTCString() }, false],
    ['If-Modified-Since garbage', { 'if-modified-since': 'yesterday-ish' }, false],
    [
      'If-None-Match wins over If-Modified-Since',
      { 'if-none-match': 'W/"x"', 'if-modified-since': modified.toUTCString() },
      false,
    ],
  ]
  it.each(table)('%s', (_, headers, expected) => {
    expect(isNotModified(headers, etag, modified)).toBe(expected)
  })
})

describe('cache policy', () => {
  // names copied from a build of the real site (`hotkeys-docs build --search local`): esbuild's base32 hashes and
  // the search index's hex hash
  const table: Array<[string, boolean]> = [
    ['assets/app.77GTZ2OP.js', true],
    ['assets/theme.ZK4AHP7Q.css', true],
    ['assets/chunks/chunk.474FFBOD.js', true],
    ['assets/chunks/SearchPageResults.VSUZ3WYB.js', true],
    ['assets/live-scope-rhh3.X5OGMMF6.js', true],
    ['assets/live-rhh3-0166abf7fd.d306e529a7.js', true], // a live code block's module
    ['assets/search/index.docs-default-3.x.730f1e724f.json', true],
    ['assets/media/inter.W3BEZ2EK.woff2', true], // esbuild's assetNames, for files the CSS imports
    ['assets/app.77GTZ2OP.js.map', true],
    ['assets/app.js', false],
    ['assets/logo.svg', false], // a static file copied to assets/
    ['assets/app.KQ7SS57.js', false], // 7 characters
    ['assets/app.kq7ss57z.js', false], // esbuild's hashes are upper case
    ['assets/app.KQ7SS58Z.js', false], // 8 is not a base32 digit
    ['assets/search/index.A111BC57A8.json', false], // ours are lower-case hex
    ['assets/search/index.a111bc57a.json', false], // 9 hex digits
    ['assets/live-rhh3-0166abf7fd-d306e529.js', false], // not `.<hash>.`
    ['img/app.77GTZ2OP.js', false], // not under assets/
    ['static/assets/app.77GTZ2OP.js', false],
    ['index.html', false],
    ['__data/docs/intro.json', false],
  ]
  it.each(table)('%s hashed: %s', (p, hashed) => {
    expect(isHashedAssetPath(p)).toBe(hashed)
    expect(cacheControlFor(p)).toBe(hashed ? IMMUTABLE_CACHE_CONTROL : 'no-cache')
  })
})

describe('hexContentHash', () => {
  it('names files by the start of the SHA-256 of their bytes, in the format isHashedAssetPath recognises', () => {
    const hash = hexContentHash('{"a":1}')
    expect(hash).toMatch(/^[0-9a-f]{10}$/)
    expect(hexContentHash('{"a":1}')).toBe(hash)
    expect(hexContentHash('{"a":2}')).not.toBe(hash)
    expect(isHashedAssetPath(`assets/search/index.${hash}.json`)).toBe(true)
  })
})
