/**
 * Moves the positions of an mdast tree parsed from a piece of a body (parse-in-pieces.ts) to where the piece is in
 * the body: node positions (JSX attributes' included), and the ESTree programs MDX keeps on its expression, JSX
 * and ESM nodes
 * (`data.estree`: `start`/`end`/`range` offsets and `loc` lines on every node and comment). A piece starts at a
 * line start, so columns stay.
 */
import type { Root } from 'mdast'
import type { Node } from 'unist'

/** a node, or what MDX hangs off its JSX nodes: attributes and their value expressions, each with a place */
interface Placed extends Partial<Node> {
  children?: Placed[]
  attributes?: Placed[] | Record<string, unknown>
  value?: unknown
}

interface EstreeLocated {
  start: number
  end: number
  range?: [number, number]
  loc?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } }
}

export function shiftPositions(tree: Root, lines: number, offset: number): void {
  if (lines === 0 && offset === 0) return
  const stack: Placed[] = [tree as unknown as Placed]
  for (let node = stack.pop(); node; node = stack.pop()) {
    const position = node.position
    if (position) {
      position.start.line += lines
      position.end.line += lines
      if (position.start.offset !== undefined) position.start.offset += offset
      if (position.end.offset !== undefined) position.end.offset += offset
    }
    const estree = (node.data as { estree?: unknown } | undefined)?.estree
    if (estree) shiftEstree(estree, lines, offset)
    for (const child of node.children ?? []) stack.push(child)
    // JSX attributes (a directive's `attributes` is a record of strings)
    if (Array.isArray(node.attributes)) for (const attribute of node.attributes) stack.push(attribute)
    if (node.type === 'mdxJsxAttribute' && typeof node.value === 'object' && node.value) stack.push(node.value)
  }
}

/** every object of an ESTree program that has a place (nodes, comments), each moved once */
function shiftEstree(program: unknown, lines: number, offset: number): void {
  const seen = new Set<object>()
  const stack: unknown[] = [program]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    const located = value as Partial<EstreeLocated>
    if (typeof located.start === 'number' && typeof located.end === 'number') shiftLocated(located as EstreeLocated)
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') stack.push(child)
  }

  function shiftLocated(node: EstreeLocated): void {
    node.start += offset
    node.end += offset
    if (node.range) node.range = [node.range[0] + offset, node.range[1] + offset]
    for (const point of node.loc ? [node.loc.start, node.loc.end] : []) {
      point.line += lines
      if (point.offset !== undefined) point.offset += offset
    }
  }
}
