import { describe, expect, it } from 'vitest'
import { pageComponents } from '../../../templates/App.js'
import { loadPageKind, withPageKind } from '../../../src/client/page-kind-loaders.js'

describe('page components by route kind in the browser', () => {
  it('loads, for every kind, the very component the server renders', async () => {
    for (const kind of Object.keys(pageComponents)) {
      expect(await loadPageKind(kind), kind).toBe(pageComponents[kind as keyof typeof pageComponents])
    }
    expect(await loadPageKind('toString')).toBeUndefined()
  })

  it('adds a kind once, needs nothing for component pages, and rejects unknown kinds', async () => {
    const withDoc = await withPageKind({}, 'doc')
    expect(withDoc.doc).toBe(pageComponents.doc)
    expect(await withPageKind(withDoc, 'doc')).toBe(withDoc)
    expect(await withPageKind(withDoc, 'componentPage')).toBe(withDoc)
    await expect(withPageKind({}, 'nope')).rejects.toThrow(/Unknown route kind "nope"/)
  })
})
