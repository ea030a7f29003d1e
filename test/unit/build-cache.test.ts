import { describe, expect, it } from 'vitest'
import { createBuildCache } from '../../src/build-cache.js'

describe('createBuildCache', () => {
  it('makes every stage cache anew: two builds given different caches share nothing', () => {
    const [a, b] = [createBuildCache(), createBuildCache()]
    expect(Object.keys(a).sort()).toEqual([
      'clientBundle',
      'componentPages',
      'contentModules',
      'htmlDocument',
      'liveBlocks',
      'livePages',
      'searchIndex',
      'searchRecords',
      'shellPreloads',
    ])
    for (const key of Object.keys(a) as Array<keyof typeof a>) expect(a[key]).not.toBe(b[key])
    expect(a.htmlDocument.routeDataJson).not.toBe(b.htmlDocument.routeDataJson)
    expect(a.liveBlocks.size).toBe(0)
    expect(a.clientBundle).toEqual({})
    expect(a.componentPages.imported).not.toBe(b.componentPages.imported)
    expect(a.componentPages).toEqual({ imported: new Map(), siteImports: [] })
    expect(a.contentModules.entries()).toEqual({})
  })
})
