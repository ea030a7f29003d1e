import { describe, expect, it } from 'vitest'
import { createMdxParseStore } from '../../../src/content/mdx-parse-store.js'

const parse = (source: string) => ({ source, tree: { type: 'root' as const, children: [] } })

describe('the MDX parse store', () => {
  it('hands a kept parse over once', () => {
    const store = createMdxParseStore()
    const kept = parse('# A')
    store.keep('docs/a.mdx', kept)
    expect(store.take('docs/a.mdx')).toBe(kept)
    expect(store.take('docs/a.mdx')).toBeUndefined()
    expect(store.take('docs/b.mdx')).toBeUndefined()
  })

  it('gives copies of a kept parse, which stays kept (a component module is compiled more than once)', () => {
    const store = createMdxParseStore()
    const kept = parse('# A')
    store.keep('docs/a.mdx', kept)
    const [first, second] = [store.copyOf('docs/a.mdx'), store.copyOf('docs/a.mdx')]
    expect(first).toEqual(kept)
    expect(first?.tree).not.toBe(kept.tree)
    expect(second?.tree).not.toBe(first?.tree)
    expect(store.copyOf('docs/b.mdx')).toBeUndefined()
  })

  it('keeps no more source than its budget: later files are parsed again', () => {
    const store = createMdxParseStore(10)
    store.keep('a.mdx', parse('123456'))
    store.keep('b.mdx', parse('123456'))
    store.keep('c.mdx', parse('1234'))
    expect(store.take('a.mdx')).toBeDefined()
    expect(store.take('b.mdx')).toBeUndefined()
    expect(store.take('c.mdx')).toBeDefined()
  })
})
