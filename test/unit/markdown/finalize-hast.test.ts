import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { anchorsOf, finalizeHast } from '../../../src/markdown/finalize-hast.js'

describe('finalizeHast', () => {
  it('removes positions, data and comments and returns every id once, in order', () => {
    const position = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } }
    const root: Root = {
      type: 'root',
      position,
      children: [
        { type: 'comment', value: 'x' },
        {
          type: 'element',
          tagName: 'h2',
          properties: { id: 'a' },
          position,
          data: { meta: 'x' } as never,
          children: [{ type: 'text', value: 't', position }],
        },
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [
            { type: 'element', tagName: 'span', properties: { id: 'b' }, children: [] },
            { type: 'comment', value: 'y' },
          ],
        },
        { type: 'element', tagName: 'p', properties: { id: 'a' }, children: [] },
      ],
    }
    expect(finalizeHast(root)).toEqual({ anchors: ['a', 'b'] })
    expect(root).toEqual({
      type: 'root',
      children: [
        { type: 'element', tagName: 'h2', properties: { id: 'a' }, children: [{ type: 'text', value: 't' }] },
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [{ type: 'element', tagName: 'span', properties: { id: 'b' }, children: [] }],
        },
        { type: 'element', tagName: 'p', properties: { id: 'a' }, children: [] },
      ],
    })
  })
})

describe('anchorsOf', () => {
  it("returns finalizeHast's ids, comments skipped, and leaves the tree as it was", () => {
    const tree: Root = {
      type: 'root',
      position: { start: { line: 1, column: 1 }, end: { line: 9, column: 1 } },
      children: [
        { type: 'comment', value: 'x' },
        {
          type: 'element',
          tagName: 'h2',
          properties: { id: 'first' },
          children: [{ type: 'text', value: 'First', data: { kept: true } as never }],
        },
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [{ type: 'element', tagName: 'span', properties: { id: 'inner' }, children: [] }],
        },
      ],
    }
    const before = structuredClone(tree)
    const anchors = anchorsOf(tree)
    expect(tree).toEqual(before)
    expect(anchors).toEqual(['first', 'inner'])
    expect(finalizeHast(structuredClone(tree)).anchors).toEqual(anchors)
  })
})
