/**
 * A floor under any build of a big page on this machine: the page read by the parser alone, with the syntax every
 * Markdown body is read with (GFM and directives) and none of the build's plugins, cold in a fresh process, in the
 * pieces the build cuts (split-points.ts, PIECE_LENGTH; whole, micromark's cost grows faster than the page):
 *
 * - `events`: micromark's tokenizing (its events, no tree): every parse built on micromark does at least this;
 * - `tree`: remark's parse (micromark, then mdast-util-from-markdown's tree): every build on remark does this.
 *
 *   node --import tsx bench/parse-floor.ts <file.md> [events|tree] [threads]
 *
 * `threads` 2: the page's two halves (pieceRanges(), as the markdown stage shares a page with its peer) each on a
 * thread of its own, at once. Prints one line of JSON, `{ ms, pieces }`: from the first piece to the last, module
 * loading left out, the JIT's warm-up in.
 */
import { readFile } from 'node:fs/promises'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { directive } from 'micromark-extension-directive'
import { gfm } from 'micromark-extension-gfm'
import { parse, postprocess, preprocess } from 'micromark'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { PIECE_LENGTH } from '../src/markdown/parse-in-pieces.js'
import { pieceRanges } from '../src/markdown/piece-ranges.js'
import { proposeSplitPoints } from '../src/markdown/split-points.js'

type What = 'events' | 'tree'

const extensions = [gfm(), directive()]
const remark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze()
const readPiece: Record<What, (piece: string) => unknown> = {
  events: (piece) =>
    postprocess(
      parse({ extensions })
        .document()
        .write(preprocess()(piece, undefined, true)),
    ),
  tree: (piece) => remark.parse(piece),
}

/** `source` between `from` and `to` read in pieces cut at `points`: how many pieces */
function readRange(what: What, source: string, from: number, to: number, points: number[]): number {
  const cuts = [from, ...points.filter((point) => point > from && point < to), to]
  for (let i = 0; i < cuts.length - 1; i++) readPiece[what](source.slice(cuts[i], cuts[i + 1]))
  return cuts.length - 1
}

function nextMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

if (isMainThread) {
  const [file, whatArg = 'events', threadsArg = '1'] = process.argv.slice(2)
  if (!file || !(whatArg in readPiece)) throw new Error('usage: parse-floor.ts <file.md> [events|tree] [threads]')
  const what = whatArg as What
  const source = await readFile(file, 'utf8')
  const points = proposeSplitPoints(source, PIECE_LENGTH)
  const halves = threadsArg === '2' ? pieceRanges(source, points, 2) : []
  let started = performance.now()
  let pieces: number
  if (halves.length === 2) {
    const [first, second] = halves
    // this file on a thread of its own, which needs the TypeScript loader registered there
    const loader = import.meta.resolve('tsx/esm/api')
    const worker = new Worker(
      `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}) })`,
      { eval: true, workerData: { what, source, points, from: second.from, to: second.to } },
    )
    await nextMessage(worker)
    // the clock starts once the thread has loaded its modules, as the build's threads have before a page comes
    started = performance.now()
    const other = nextMessage(worker) as Promise<number>
    worker.postMessage('go')
    pieces = readRange(what, source, first.from, first.to, points) + (await other)
    await worker.terminate()
  } else {
    pieces = readRange(what, source, 0, source.length, points)
  }
  process.stdout.write(`${JSON.stringify({ ms: performance.now() - started, pieces })}\n`)
} else {
  const { what, source, points, from, to } = workerData as {
    what: What
    source: string
    points: number[]
    from: number
    to: number
  }
  parentPort!.once('message', () => parentPort!.postMessage(readRange(what, source, from, to, points)))
  parentPort!.postMessage('ready')
}
