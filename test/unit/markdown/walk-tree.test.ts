import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { SKIP_CHILDREN, walkMdast } from '../../../src/markdown/walk-tree.js'

const tree = (): Root => ({
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'a' },
        { type: 'emphasis', children: [{ type: 'text', value: 'b' }] },
      ],
    },
    { type: 'thematicBreak' },
    { type: 'paragraph', children: [{ type: 'text', value: 'c' }] },
  ],
})

const label = (node: { type: string; value?: string }) =>
  node.value === undefined ? node.type : `${node.type}:${node.value}`

describe('walkMdast', () => {
  it('visits every node in pre-order with index and parent', () => {
    const seen: string[] = []
    walkMdast(tree(), (node, index, parent) => {
      seen.push(`${label(node)}@${index}<${parent.type}`)
    })
    expect(seen).toEqual([
      'paragraph@0<root',
      'text:a@0<paragraph',
      'emphasis@1<paragraph',
      'text:b@0<emphasis',
      'thematicBreak@1<root',
      'paragraph@2<root',
      'text:c@0<paragraph',
    ])
  })

  it('skips children on SKIP_CHILDREN', () => {
    const seen: string[] = []
    walkMdast(tree(), (node) => {
      seen.push(label(node))
      if (node.type === 'emphasis') return SKIP_CHILDREN
    })
    expect(seen).not.toContain('text:b')
    expect(seen).toContain('text:c')
  })

  it('continues at the returned index after a replacement, walking the replacement', () => {
    const root = tree()
    const seen: string[] = []
    walkMdast(root, (node, index, parent) => {
      seen.push(label(node))
      if (node.type === 'thematicBreak') {
        parent.children.splice(index, 1, { type: 'paragraph', children: [{ type: 'text', value: 'new' }] })
        return index
      }
    })
    expect(seen).toEqual([
      'paragraph',
      'text:a',
      'emphasis',
      'text:b',
      'thematicBreak',
      'paragraph',
      'text:new',
      'paragraph',
      'text:c',
    ])
    expect(root.children).toHaveLength(3)
  })

  it('handles removal by returning the same index', () => {
    const root = tree()
    walkMdast(root, (node, index, parent) => {
      if (node.type === 'thematicBreak') {
        parent.children.splice(index, 1)
        return index
      }
    })
    expect(root.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
  })
})
