import { describe, expect, it } from 'vitest'
import { isCategoryIndex } from '../../../src/content/category-index.js'

describe('isCategoryIndex', () => {
  it('is index, README (any case) or the folder’s own name', () => {
    for (const path of ['guides/index', 'guides/README', 'guides/readme', 'guides/guides', 'a/b/Index', 'index'])
      expect(isCategoryIndex(path), path).toBe(true)
  })

  it('is no other doc', () => {
    for (const path of ['guides/intro', 'guides/indexes', 'intro', 'guides/guide'])
      expect(isCategoryIndex(path), path).toBe(false)
  })
})
