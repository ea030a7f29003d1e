import { describe, expect, it } from 'vitest'
import {
  forgetTreeJson,
  jsonWithParts,
  knownTreeJson,
  treeFromJson,
  treeJsonText,
  treeToJson,
  treeWithoutChildren,
} from '../../../src/render/tree-json.js'
import {
  createRouteDataJsonCache,
  releaseRouteDataJson,
  routeDataDigest,
  createRouteDataDigestCache,
  routeDataJson,
} from '../../../src/render/route-data-json.js'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import type { RouteData } from '../../../src/shared/types.js'

const SOURCE = `# Title "quoted" \\ back

Text with \`code\`, **strong**, a [link](https://example.com/?a=1&b="2"), ünïcödé, emoji 🎹 and a tab\there.

| a | b |
| - | :-: |
| <x> | \u2028 |

\`\`\`tsx title="App.tsx" {1}
const a = '\\u0001'
\`\`\`

- [ ] task
- [x] done

Footnote[^1].

[^1]: The note.
`

const hastOf = (source: string) => renderMarkdown(source, { file: 'content/docs/current/page.md' }).hast

describe('a tree and its JSON text', () => {
  it('is the very text JSON.stringify gives, each top-level node its own text in it', () => {
    const tree = hastOf(SOURCE)
    const made = treeToJson(tree)
    expect(treeJsonText(made)).toBe(JSON.stringify(tree))
    expect(made.texts).toEqual(tree.children.map((child) => JSON.stringify(child)))
    // the tree's own keys, before and after its children (a `children` key of its data is no place for them)
    const empty = { type: 'root', data: { children: [] }, children: [], position: { start: 1 } }
    expect(treeToJson(empty as never)).toEqual({
      before: '{"type":"root","data":{"children":[]},"children":',
      after: ',"position":{"start":1}}',
      texts: [],
    })
    expect(treeJsonText(treeToJson(empty as never))).toBe(JSON.stringify(empty))
  })

  it('parses back to the same tree, which knows its text until its top-level nodes change or it is forgotten', () => {
    const tree = hastOf(SOURCE)
    const back = treeFromJson<typeof tree>(treeToJson(tree))
    expect(back).toStrictEqual(tree)
    expect(treeJsonText(knownTreeJson(back)!)).toBe(JSON.stringify(tree))
    // neither JSON nor a structured clone carries the text
    expect(JSON.stringify(back)).toBe(JSON.stringify(tree))
    expect(knownTreeJson(structuredClone(back))).toBeUndefined()
    expect(knownTreeJson(tree)).toBeUndefined()

    const grown = treeFromJson<typeof tree>(treeToJson(tree))
    grown.children.push({ type: 'text', value: 'more' })
    expect(knownTreeJson(grown)).toBeUndefined()
    const replaced = treeFromJson<typeof tree>(treeToJson(tree))
    replaced.children = replaced.children.slice()
    expect(knownTreeJson(replaced)).toBeUndefined()
    forgetTreeJson(back)
    expect(knownTreeJson(back)).toBeUndefined()
  })

  it('parses its top-level nodes only when they are first read: its text, and a copy without them, need none', () => {
    // a text no parse could take: reading the nodes would throw
    const made = { before: '{"type":"root","children":', after: ',"data":{"n":1}}', texts: ['{"type":"text"', '}'] }
    const tree = treeFromJson<{ type: string; children: unknown[]; data: object }>(made)
    expect(treeJsonText(knownTreeJson(tree)!)).toBe('{"type":"root","children":[{"type":"text",}],"data":{"n":1}}')
    expect(treeWithoutChildren(tree)).toEqual({ type: 'root', children: [], data: { n: 1 } })
    expect(Object.keys(treeWithoutChildren(tree))).toEqual(['type', 'children', 'data'])
    expect(() => tree.children).toThrow(SyntaxError)

    const unread = treeFromJson<{ children: unknown[] }>(treeToJson({ children: [{ a: 1 }] }))
    unread.children = [{ a: 2 }]
    expect(knownTreeJson(unread)).toBeUndefined()
    expect(unread.children).toEqual([{ a: 2 }])
    const read = treeFromJson<{ children: unknown[] }>(treeToJson({ children: [{ a: 1 }] }))
    expect(read.children).toEqual([{ a: 1 }])
    expect(read.children).toBe(read.children)
    expect(knownTreeJson(read)?.texts).toEqual(['{"a":1}'])
  })
})

describe('jsonWithParts', () => {
  it('writes the objects given by identity as their texts, and anything else as JSON.stringify does', () => {
    const part = { a: [1, 2] }
    const value = { first: part, text: '\u0001 "quoted"', list: [part, { a: [1, 2] }] }
    expect(jsonWithParts(value, new Map([[part, '{"a":[1,2]}']]))).toBe(JSON.stringify(value))
    // the given text is what is written: proof the object was not serialised again
    expect(jsonWithParts({ x: part, y: 1 }, new Map([[part, '{"a" : [1,2]}']]))).toBe('{"x":{"a" : [1,2]},"y":1}')
    expect(jsonWithParts(value, new Map())).toBe(JSON.stringify(value))
  })
})

describe("a route's data JSON", () => {
  const doc = (content: object) => ({ kind: 'doc', path: '/docs/page', title: 'Page', content }) as unknown as RouteData

  it("is written from its content tree's known text, the same bytes, and lets the text go with the page", () => {
    const tree = hastOf(SOURCE)
    const plain = doc(tree)
    const known = doc(treeFromJson(treeToJson(tree)))
    const texts = createRouteDataJsonCache()
    expect(routeDataJson(known, texts)).toBe(JSON.stringify(plain))
    expect(routeDataDigest(known, createRouteDataDigestCache(), createRouteDataJsonCache())).toBe(
      routeDataDigest(plain, createRouteDataDigestCache(), createRouteDataJsonCache()),
    )

    const content = (known as { content: object }).content
    expect(knownTreeJson(content)).toBeDefined()
    releaseRouteDataJson(known, texts)
    expect(knownTreeJson(content)).toBeUndefined()
    expect(routeDataJson(known, texts)).toBe(JSON.stringify(plain))
  })

  it('uses a known text as it is (the text, not the tree, is written)', () => {
    const tree = { type: 'root', children: [{ type: 'text', value: 'a' }] }
    const known = treeFromJson<typeof tree>({
      before: '{"type":"root","children":',
      after: '}',
      texts: [' {"type":"text","value":"a"}'],
    })
    expect(known).toEqual(tree)
    expect(routeDataJson(doc(known), createRouteDataJsonCache())).toBe(
      JSON.stringify(doc(tree)).replace('"children":[', '"children":[ '),
    )
  })
})
