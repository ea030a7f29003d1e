/**
 * One long Markdown body parsed on every markdown thread at once: a single 5 MB page is a single job, so without
 * this the other thread idles while one parses it for seconds.
 *
 * The thread that has the job cuts the body into one range per thread (markdown/piece-ranges.ts), sends each
 * other thread (its peers: WorkerPool's `peers`) a range, parses the first range itself, then joins the ranges'
 * pieces in order (markdown/parse-in-pieces.ts: the same tree as a parse of the whole, positions included). A
 * peer answers with its pieces (as JSON), or with none when one did not parse; the join then parses the whole
 * body. A peer busy with a job of its own serves the request once that job is done (or while it waits for its own
 * peers).
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
import { progressInHundredths } from './progress-in-hundredths.js'
import { collectGarbage } from '../collect-garbage.js'

/**
 * bodies this long or longer are shared out. Sharing costs CPU time: the peer's copy of the parser warms up on its
 * own (measured: 0.6–1.2 s more CPU for a 1 MB page's build, load 7–9), and its pieces' trees cross (as structured
 * clones, ~0.13 s per MB of body sent and received; now as JSON, see RangeAnswer); the parse saves wall time at
 * ~1 s per MB on two threads. Below half a megabyte the cost is more than the gain.
 */
export const SHARED_PARSE_MIN_LENGTH = 512 * 1024

/**
 * a peer that answered a range this long collects its garbage (collect-garbage.ts): the range's trees, which it
 * would otherwise keep while the thread with the job finishes the page and the build's memory peaks (a 5 MB page's
 * second range: 127 → 72 MB in use, in ~0.1 s, against the range's parse of ~0.5 s or more)
 */
export const COLLECT_AFTER_RANGE_LENGTH = 256 * 1024

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

/**
 * the peer's answer: the JSON of the range's pieces, or none when a piece did not parse. Their trees are plain data
 * (no undefined values, no prototypes), and cross as text: a 5 MB page's second range (~25 MB of JSON) took ~0.3 s
 * to stringify and ~0.4 s to parse, against ~0.5 s to serialize and ~0.65–0.9 s to deserialize as a structured
 * clone (v8.serialize, the clone postMessage makes); the thread with the job waits for both.
 */
interface RangeAnswer {
  id: number
  piecesJson?: string
}

const piecesOf = (answer: RangeAnswer): ParsedPiece[] | undefined =>
  answer.piecesJson === undefined ? undefined : (JSON.parse(answer.piecesJson) as ParsedPiece[])

export interface MarkdownPeers {
  /**
   * The tree of `source` (the body of `file`) parsed in ranges, the first on this thread and one on each peer;
   * undefined when the body is too short to share out or there are no peers.
   */
  parse(source: string, file: string): Promise<Root> | undefined
}

/**
 * This thread's side of its peer channels: answers their requests (collecting its garbage after a range of
 * `collectAfter` or more), and shares out its own bodies of `minLength` or more. `parse` is the parser of one piece;
 * `onProgress` is told of every range this thread parses.
 */
export function markdownPeers(
  ports: MessagePort[],
  parse: ParseMarkdown,
  onProgress: (progress: RangeProgress) => void,
  minLength = SHARED_PARSE_MIN_LENGTH,
  collectAfter = COLLECT_AFTER_RANGE_LENGTH,
): MarkdownPeers {
  const waiting = new Map<number, (answer: RangeAnswer) => void>()
  let nextId = 0
  const parseRange = (request: Omit<RangeRequest, 'id'>): ParsedPiece[] | undefined => {
    const { file, part, source, range } = request
    // in hundredths of the range (its end is told), as characters of the body
    const report = progressInHundredths((parsed) => onProgress({ file, part, parsed, total: source.length }))
    try {
      return parsePieceRange(source, range, parse, (parsed) => report(parsed, range.to - range.from))
    } catch {
      // a piece that does not parse: the join parses the whole body, which reports the error at its place
      return undefined
    }
  }
  for (const port of ports)
    port.on('message', (message: RangeRequest | RangeAnswer) => {
      if (!('range' in message)) return waiting.get(message.id)?.(message)
      const pieces = parseRange(message)
      port.postMessage({ id: message.id, piecesJson: pieces && JSON.stringify(pieces) } satisfies RangeAnswer)
      if (message.range.to - message.range.from >= collectAfter) collectGarbage()
    })
  const ask = (port: MessagePort, request: Omit<RangeRequest, 'id'>): Promise<RangeAnswer> => {
    const id = nextId++
    const answer = new Promise<RangeAnswer>((resolve) => waiting.set(id, resolve))
    port.postMessage({ id, ...request } satisfies RangeRequest)
    return answer.finally(() => waiting.delete(id))
  }

  return {
    parse(source, file) {
      if (ports.length === 0 || source.length < minLength) return undefined
      const ranges = pieceRanges(source, proposeSplitPoints(source, PIECE_LENGTH), ports.length + 1)
      if (ranges.length < 2) return undefined
      const answers = ranges.slice(1).map((range, i) => ask(ports[i], { file, part: i + 1, source, range }))
      const own = parseRange({ file, part: 0, source, range: ranges[0] })
      return Promise.all(answers).then((others) => joinPieceRanges(source, [own, ...others.map(piecesOf)], parse))
    },
  }
}
