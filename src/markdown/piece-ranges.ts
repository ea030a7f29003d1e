/**
 * A long body's proposed cuts (split-points.ts) grouped into ranges of about equal length, one per thread that
 * parses it (workers/markdown-peers.ts): each range is parsed in pieces on its own thread
 * (parse-in-pieces.ts' parsePieceRange), and the ranges are joined in order (joinPieceRanges). A range boundary is
 * one of the proposed cuts, checked by the parser like every other.
 */
import { countLines, type PieceRange } from './parse-in-pieces.js'

/** At most `parts` ranges covering the whole body; fewer when there are not enough cuts. */
export function pieceRanges(source: string, points: number[], parts: number): PieceRange[] {
  const ranges: PieceRange[] = []
  let from = 0
  let line = 1
  let next = 0
  for (let part = 1; part < parts; part++) {
    // the first cut at or past this part's share of the body
    const target = (source.length * part) / parts
    let boundary = next
    while (boundary < points.length && points[boundary] < target) boundary++
    if (boundary >= points.length) break
    const to = points[boundary]
    ranges.push({ from, to, line, points: points.slice(next, boundary) })
    line += countLines(source.slice(from, to))
    from = to
    next = boundary + 1
  }
  ranges.push({ from, to: source.length, line, points: points.slice(next) })
  return ranges
}
