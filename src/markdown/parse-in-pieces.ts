/**
 * A long Markdown body parsed piece by piece, with the very tree (positions included) a parse of the whole body
 * gives, in time linear in its length: micromark alone takes 11 s for 1 MB of headings and lists, and 5 MB did
 * not finish in 5 minutes (bench/big-page-stages.ts).
 *
 * The body is cut where split-points.ts proposes, before a line that starts a new top-level block. Each cut is
 * checked by the parser: the piece before it is parsed with one more line (SENTINEL) after it, which must come
 * out as a paragraph of its own at the root — true only when nothing (a fence, an HTML block, a directive, a
 * JSX element, an expression, a list the next line could continue) is left open at the cut. A cut that fails
 * ends the splitting: the rest is parsed whole.
 *
 * What is document-wide stays so: link reference and footnote definitions apply in every piece, so a piece that
 * names one defined in another piece is parsed again with that definition ahead of it (then dropped). Each
 * piece's positions are shifted by its start (line, offset; a piece starts at a line start, so columns hold).
 */
import type { Definition, FootnoteDefinition, Nodes, Root } from 'mdast'
import { normalizeIdentifier } from 'micromark-util-normalize-identifier'
import { proposeSplitPoints } from './split-points.js'
import { shiftPositions } from './shift-positions.js'

/** the parser of one piece (the processor's own, with its extensions) */
export type ParseMarkdown = (text: string) => Root

export interface PieceOptions {
  /** the shortest piece worth cutting (default PIECE_LENGTH) */
  minPieceLength?: number
  /** MDX syntax: lines starting with `<` or `{` are not cut before */
  mdx?: boolean
  /** told the characters parsed so far after each piece */
  onProgress?: (parsed: number, total: number) => void
}

/**
 * pieces of this many characters or more: short enough for micromark to stay linear, long enough to cost little
 * per piece (measured on 1 MB of bench/generate-big-page.ts, CPU time at load 4–5: 1 KB pieces 3.2–4.8 s, 4 KB
 * 2.8–3.3 s, 16 KB 3.9–4.8 s, 64 KB 8 s; whole 11 s)
 */
export const PIECE_LENGTH = 4 * 1024

const SENTINEL = 'x'

/** a piece as parsed: where it is, its tree (positions from the piece's start), what it defines */
export interface ParsedPiece {
  /** offset and 1-based line of the piece's first character in the whole source; offset after its last */
  start: number
  end: number
  line: number
  /** the body's last piece (parsed without the sentinel) */
  last: boolean
  tree: Root
  /** identifiers defined in the piece: `d:ID` for link references, `f:ID` for footnotes */
  defined: string[]
  /** those defined inside directive containers only: micromark applies them to the text after them alone */
  definedInDirectives: string[]
}

/**
 * A stretch of the body parsed on its own (one thread's share: piece-ranges.ts): from a cut (or the start) to
 * another (or the end), with the cuts proposed inside it.
 */
export interface PieceRange {
  from: number
  to: number
  /** 1-based line of `from` */
  line: number
  /** the proposed cuts strictly between `from` and `to` */
  points: number[]
}

interface Piece extends Omit<ParsedPiece, 'defined' | 'definedInDirectives'> {
  text: string
  defined: Set<string>
  definedInDirectives: Set<string>
}

/** a piece refers to a definition made in a directive container of another piece: parse the whole body */
class DefinitionInDirective extends Error {}

/** a piece did not parse (MDX syntax): the whole body's parse reports the error at its place */
class PieceParseError extends Error {}

function parsePiece(parse: ParseMarkdown, text: string): Root {
  try {
    return parse(text)
  } catch (error) {
    throw new PieceParseError('a piece did not parse', { cause: error })
  }
}

export function parseInPieces(source: string, parse: ParseMarkdown, options: PieceOptions = {}): Root {
  const points = proposeSplitPoints(source, options.minPieceLength ?? PIECE_LENGTH, options.mdx)
  if (points.length === 0) return parse(source)
  const onProgress = options.onProgress
  onProgress?.(0, source.length)
  let range: ParsedPiece[] | undefined
  try {
    range = parsePieceRange(source, { from: 0, to: source.length, line: 1, points }, parse, (parsed) =>
      onProgress?.(parsed, source.length),
    )
  } catch (error) {
    if (!(error instanceof PieceParseError)) throw error
  }
  return joinPieceRanges(source, [range], parse)
}

/**
 * The pieces of one range, each parsed alone, as long as every cut proves right: after one that does not, the
 * rest of the body (to its very end, past the range) is parsed whole as the last piece. Throws when a piece does
 * not parse (MDX syntax): joinPieceRanges then parses the whole body, which reports the error at its place.
 * `onProgress`: the characters of the range parsed so far.
 */
export function parsePieceRange(
  source: string,
  range: PieceRange,
  parse: ParseMarkdown,
  onProgress?: (parsed: number) => void,
): ParsedPiece[] {
  const pieces: ParsedPiece[] = []
  let start = range.from
  let line = range.line
  for (const end of [...range.points, range.to]) {
    const text = source.slice(start, end)
    const last = end === source.length
    const tree = last ? parsePiece(parse, text) : parseOrUndefined(parse, `${text}${SENTINEL}`)
    if (!tree || (!last && !dropSentinel(tree, text.length))) {
      pieces.push(parsedPiece(start, source.length, line, true, parsePiece(parse, source.slice(start))))
      break
    }
    pieces.push(parsedPiece(start, end, line, last, tree))
    onProgress?.(end - range.from)
    start = end
    line += countLines(text)
  }
  return pieces
}

/**
 * The body's tree from its ranges' pieces, in order (`undefined`: a range with a piece that did not parse). A
 * range that ends at the body's end (the last, or one whose cut failed) ends the body: the ranges after it are
 * left out. Then what is document-wide: a piece that names a definition made in another piece is parsed again
 * with it ahead of it; when that cannot be right (a definition made in a directive container) or a piece did not
 * parse, the whole body is parsed instead.
 */
export function joinPieceRanges(
  source: string,
  ranges: ReadonlyArray<ParsedPiece[] | undefined>,
  parse: ParseMarkdown,
): Root {
  try {
    const pieces = piecesInOrder(source, ranges)
    const labels = definitionLabels(pieces)
    const inDirectives = new Map<string, Piece | 'several'>()
    for (const piece of pieces)
      for (const key of piece.definedInDirectives) inDirectives.set(key, inDirectives.has(key) ? 'several' : piece)
    if (labels.size > 0 || inDirectives.size > 0)
      for (const piece of pieces) withDefinitionsOfOthers(piece, labels, inDirectives, parse)
    return joinPieces(pieces)
  } catch (error) {
    if (!(error instanceof DefinitionInDirective || error instanceof PieceParseError)) throw error
    // a definition made in a directive container and used in another piece (see DefinitionInDirective); or a
    // syntax error (MDX), reported at its place in the whole body as a parse of the whole reports it
    return parse(source)
  }
}

function piecesInOrder(source: string, ranges: ReadonlyArray<ParsedPiece[] | undefined>): Piece[] {
  const pieces: Piece[] = []
  for (const range of ranges) {
    if (!range) throw new PieceParseError('a piece did not parse')
    for (const parsed of range)
      pieces.push({
        ...parsed,
        text: source.slice(parsed.start, parsed.end),
        defined: new Set(parsed.defined),
        definedInDirectives: new Set(parsed.definedInDirectives),
      })
    if (range.at(-1)?.end === source.length) break
  }
  return pieces
}

function parsedPiece(start: number, end: number, line: number, last: boolean, tree: Root): ParsedPiece {
  const { documentWide, inDirectives } = definitionsIn(tree)
  return {
    start,
    end,
    line,
    last,
    tree,
    defined: documentWide.map(definitionKey),
    definedInDirectives: inDirectives.map(definitionKey),
  }
}

/** an MDX piece whose cut leaves a JSX element or an expression open does not parse */
function parseOrUndefined(parse: ParseMarkdown, text: string): Root | undefined {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** removes the sentinel paragraph; false when the text before it left something open (the cut is wrong) */
function dropSentinel(tree: Root, sentinelOffset: number): boolean {
  const last = tree.children.at(-1)
  const ok =
    last?.type === 'paragraph' &&
    last.position?.start.offset === sentinelOffset &&
    last.children.length === 1 &&
    last.children[0].type === 'text' &&
    last.children[0].value === SENTINEL
  if (ok) tree.children.pop()
  return ok
}

export function countLines(text: string): number {
  let lines = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

type AnyDefinition = Definition | FootnoteDefinition

/**
 * The definitions of a tree: those micromark applies to the whole document, and those inside directive
 * containers, which it applies only to the text after them (their content is parsed later).
 */
function definitionsIn(tree: Root): { documentWide: AnyDefinition[]; inDirectives: AnyDefinition[] } {
  const documentWide: AnyDefinition[] = []
  const inDirectives: AnyDefinition[] = []
  const stack: Array<[Nodes, boolean]> = [[tree, false]]
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, inDirective] = entry
    if (node.type === 'definition' || node.type === 'footnoteDefinition')
      (inDirective ? inDirectives : documentWide).push(node)
    if ('children' in node)
      for (const child of node.children) stack.push([child, inDirective || node.type === 'containerDirective'])
  }
  return { documentWide, inDirectives }
}

const definitionKey = (node: AnyDefinition) =>
  `${node.type === 'definition' ? 'd' : 'f'}:${normalizeIdentifier(node.label ?? node.identifier)}`

/** every identifier defined for the whole document, with a label that defines it */
function definitionLabels(pieces: Piece[]): Map<string, string> {
  const labels = new Map<string, string>()
  for (const { tree } of pieces)
    for (const node of definitionsIn(tree).documentWide) {
      const key = definitionKey(node)
      if (!labels.has(key)) labels.set(key, (node.label ?? node.identifier).replace(/[\t\n\r ]+/g, ' '))
    }
  return labels
}

/** `[label]` spans of a text: where a reference to a definition can be (a superset) */
const BRACKETED = /\[((?:[^[\]\\]|\\[\s\S])+)\]/g

/** Parses `piece` again with the definitions of other pieces it may refer to ahead of it, when there are any. */
function withDefinitionsOfOthers(
  piece: Piece,
  labels: Map<string, string>,
  inDirectives: Map<string, Piece | 'several'>,
  parse: ParseMarkdown,
): void {
  const needed = new Set<string>()
  for (const [, label] of piece.text.matchAll(BRACKETED)) {
    const keys = [`d:${normalizeIdentifier(label)}`]
    if (label.startsWith('^')) keys.push(`f:${normalizeIdentifier(label.slice(1))}`)
    for (const key of keys) {
      if (labels.has(key) && !piece.defined.has(key)) needed.add(key)
      else if (!labels.has(key) && (inDirectives.get(key) ?? piece) !== piece) throw new DefinitionInDirective()
    }
  }
  if (needed.size === 0) return
  const prefix = [...needed]
    .map((key) => (key.startsWith('d:') ? `[${labels.get(key)}]: #\n\n` : `[^${labels.get(key)}]: x\n\n`))
    .join('')
  const tree = parsePiece(parse, `${prefix}${piece.text}${piece.last ? '' : SENTINEL}`)
  if (!piece.last) tree.children.pop()
  tree.children.splice(0, needed.size)
  shiftPositions(tree, -countLines(prefix), -prefix.length)
  piece.tree = tree
}

function joinPieces(pieces: Piece[]): Root {
  const children: Root['children'] = []
  for (const piece of pieces) {
    shiftPositions(piece.tree, piece.line - 1, piece.start)
    children.push(...piece.tree.children)
  }
  const end = pieces.at(-1)?.tree.position?.end
  return {
    type: 'root',
    children,
    position: { start: { line: 1, column: 1, offset: 0 }, end: end ?? { line: 1, column: 1, offset: 0 } },
  }
}
