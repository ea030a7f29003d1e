/**
 * Positions in a JSON text, for messages about it: where a document stops being JSON (V8's own position when its
 * message names one, else jsonc-parser's), and where the value at a path is written (jsonc-parser's tree, which
 * knows each node's offset). jsonc-parser is loaded when a message first needs a position.
 */
import { createRequire } from 'node:module'
import type * as JsoncParser from 'jsonc-parser'

type Node = JsoncParser.Node
/** loaded on first use: a category file without problems needs no positions */
const jsonc = () => createRequire(import.meta.url)('jsonc-parser') as typeof JsoncParser

/** Offset of the first character at which `text` stops being JSON (`text.length` when it is cut short), or undefined when it is JSON. */
export function jsonErrorOffset(text: string): number | undefined {
  try {
    JSON.parse(text)
    return undefined
  } catch (error) {
    const written = /position (\d+)/.exec((error as Error).message)?.[1]
    if (written !== undefined) return Number(written)
  }
  const errors: JsoncParser.ParseError[] = []
  jsonc().parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  return Math.min(errors[0]?.offset ?? text.length, text.length)
}

/** Offset of the key (or array element) at `path`, else of the closest ancestor written in the text. */
export function jsonPathPosition(text: string, path: ReadonlyArray<string | number>): number {
  const { findNodeAtLocation, parseTree } = jsonc()
  const root = parseTree(text)
  if (!root) return 0
  for (let n = path.length; n > 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n))
    if (node) return keyOf(node).offset
  }
  return root.offset
}

/** A property's value → its key; anything else is itself. */
function keyOf(node: Node): Node {
  return node.parent?.type === 'property' && node.parent.children?.[0] ? node.parent.children[0] : node
}

/** The 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}
