/**
 * One long Markdown body parsed on every markdown thread at once: a single 5 MB page is a single job, so without
 * this the other thread idles while one parses it for seconds.
 *
 * The thread that has the job cuts the body into one range per thread (markdown/piece-ranges.ts), sends each
 * other thread (its peers: WorkerPool's `peers`) a range, parses the first range itself, then joins the ranges'
 * pieces in order (markdown/parse-in-pieces.ts: the same tree as a parse of the whole, positions included). A
 * peer answers with its pieces, or with none when one did not parse; the join then parses the whole body. A peer
 * busy with a job of its own serves the request once that job is done (or while it waits for its own peers).
 */
import type { MessagePort } from 'node:worker_threads'
import type { Root } from 'mdast'
import {
  joinPieceRanges,
  PIECE_LENGTH,
  type ParseMarkdown,
  type ParsedPiece,
  type PieceRange,
  parsePieceRange,
} from '../markdown/parse-in-pieces.js'
import { pieceRanges } from '../markdown/piece-ranges.js'
import { proposeSplitPoints } from '../markdown/split-points.js'

/**
 * bodies this long or longer are shared out: below it, sending the pieces' trees across costs about what the
 * parse saves (a 2.5 MB range's mdast takes ~0.3 s to send and ~0.4 s to receive, its parse ~4 s)
 */
export const SHARED_PARSE_MIN_LENGTH = 128 * 1024

/** how far one range of a page's body is parsed (`part`: the range's place, 0 for the first) */
export interface RangeProgress {
  file: string
  part: number
  parsed: number
  total: number
}

/** a thread asks a peer to parse a range of a body */
interface RangeRequest {
  id: number
  file: string
  part: number
  source: string
  range: PieceRange
}

/** the peer's answer: the range's pieces, or none when a piece did not parse */
interface RangeAnswer {
  id: number
  pieces?: ParsedPiece[]
}

export interface MarkdownPeers {
  /**
   * The tree of `source` (the body of `file`) parsed in ranges, the first on this thread and one on each peer;
   * undefined when the body is too short to share out or there are no peers.
   */
  parse(source: string, file: string): Promise<Root> | undefined
}

/**
 * This thread's side of its peer channels: answers their requests, and shares out its own long bodies. `parse`
 * is the parser of one piece; `onProgress` is told of every range this thread parses.
 */
export function markdownPeers(
  ports: MessagePort[],
  parse: ParseMarkdown,
  onProgress: (progress: RangeProgress) => void,
): MarkdownPeers {
  const waiting = new Map<number, (answer: RangeAnswer) => void>()
  let nextId = 0
  const parseRange = (request: Omit<RangeRequest, 'id'>): ParsedPiece[] | undefined => {
    const { file, part, source, range } = request
    try {
      return parsePieceRange(source, range, parse, (parsed) => onProgress({ file, part, parsed, total: source.length }))
    } catch {
      // a piece that does not parse: the join parses the whole body, which reports the error at its place
      return undefined
    }
  }
  for (const port of ports)
    port.on('message', (message: RangeRequest | RangeAnswer) => {
      if ('range' in message) port.postMessage({ id: message.id, pieces: parseRange(message) } satisfies RangeAnswer)
      else waiting.get(message.id)?.(message)
    })
  const ask = (port: MessagePort, request: Omit<RangeRequest, 'id'>): Promise<RangeAnswer> => {
    const id = nextId++
    const answer = new Promise<RangeAnswer>((resolve) => waiting.set(id, resolve))
    port.postMessage({ id, ...request } satisfies RangeRequest)
    return answer.finally(() => waiting.delete(id))
  }

  return {
    parse(source, file) {
      if (ports.length === 0 || source.length < SHARED_PARSE_MIN_LENGTH) return undefined
      const ranges = pieceRanges(source, proposeSplitPoints(source, PIECE_LENGTH), ports.length + 1)
      if (ranges.length < 2) return undefined
      const answers = ranges.slice(1).map((range, i) => ask(ports[i], { file, part: i + 1, source, range }))
      const own = parseRange({ file, part: 0, source, range: ranges[0] })
      return Promise.all(answers).then((others) =>
        joinPieceRanges(source, [own, ...others.map((answer) => answer.pieces)], parse),
      )
    },
  }
}
