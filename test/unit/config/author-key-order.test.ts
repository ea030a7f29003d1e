import { describe, expect, it } from 'vitest'
import { inAuthorKeyOrder } from '../../../src/config/author-key-order.js'

describe('inAuthorKeyOrder', () => {
  it('writes keys in the order the author wrote them, keys added by defaults after them', () => {
    const written = { to: '/blog', label: 'Blog' }
    const parsed = { label: 'Blog', to: '/blog', position: 'right' }
    expect(Object.keys(inAuthorKeyOrder(written, parsed))).toEqual(['to', 'label', 'position'])
  })

  it('follows nested objects and arrays, and keeps values that are not plain objects', () => {
    const editUrl = () => 'x'
    const date = new Date(0)
    const written = { items: [{ b: 1, a: 2 }], docs: { editUrl, when: date } }
    const parsed = { docs: { when: date, editUrl, dir: 'docs' }, items: [{ a: 2, b: 1 }] }
    const ordered = inAuthorKeyOrder(written, parsed)
    expect(JSON.stringify(ordered)).toBe(JSON.stringify({ items: [{ b: 1, a: 2 }], docs: { when: date, dir: 'docs' } }))
    expect(Object.keys(ordered.docs)).toEqual(['editUrl', 'when', 'dir'])
    expect(ordered.docs.editUrl).toBe(editUrl)
    expect(ordered.docs.when).toBe(date)
  })

  it('keeps only what the schema returned (a key the author wrote but the schema dropped stays out)', () => {
    expect(inAuthorKeyOrder({ a: 1, dropped: 2 }, { a: 1 })).toEqual({ a: 1 })
  })
})
