/**
 * The search index's worker thread (search-index-off-thread.ts): makes the records of the pages it is given and
 * answers with their digests, indexes the files it was started with, then answers the request for files with their
 * JSON (those it made, and others it is sent the parts of), or the error. Each file's JSON is written as UTF-8
 * bytes, part by part (never joined into one text), and the reply hands their memory over: a 5 MB page's 47 MB file
 * was joined, copied into the message, then into a string on the main thread, then encoded again for each of its
 * two writes (the output's and the cache's).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { indexFileJsonParts, recordsDigest } from '../search/build-local-index.js'
import { routeSearchRecords } from '../search/extract-search-records.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import type { RootContent } from 'hast'
import type { IndexParts, IndexRequest, SearchThreadJob, SearchThreadReply } from './search-index-off-thread.js'
import { serializeThreadError } from './thread-errors.js'
import { collectGarbage, heapInUse } from '../collect-garbage.js'

/** a heap in use this large once the records are made is collected first (see below) */
const COLLECT_ABOVE_BYTES = 128 * 2 ** 20

const port = parentPort!
const reply = (message: SearchThreadReply) =>
  port.postMessage(message, 'files' in message ? message.files.map((file) => file.buffer as ArrayBuffer) : [])
const { sources, options, files: startedWith } = workerData as SearchThreadJob
let records: SearchRecord[][] = []
try {
  records = sources.map(({ route, data, children }) =>
    routeSearchRecords({ route, data: JSON.parse(data) }, options, parsedOneByOne(children)),
  )
  reply({ ok: true, digests: records.map(recordsDigest) })
} catch (error) {
  reply({ ok: false, error: serializeThreadError(error) })
  // nothing will be asked of it
  port.close()
}
// the files it was started with, made before the request comes (a failure is answered to the request)
let made: Array<Uint8Array | { error: unknown }> = []
// the pages' trees, parsed node by node for their records, are garbage now: collected before the index is made
// (collect-garbage.ts), which would otherwise grow the heap on top of them while the main thread renders
if (heapInUse() >= COLLECT_ABOVE_BYTES) collectGarbage()
if (records.length === sources.length) made = startedWith.map((parts) => madeOrError(() => fileOf(parts)))
port.once('message', ({ files }: IndexRequest) => {
  try {
    reply({
      ok: true,
      files: files.map((file) => {
        if (typeof file !== 'number') return fileOf(file)
        const json = made[file]
        if (!(json instanceof Uint8Array)) throw json.error
        return json
      }),
    })
  } catch (error) {
    reply({ ok: false, error: serializeThreadError(error) })
  }
  port.close()
})

/** one file's JSON of its parts (a number: the records of the page the thread made at that place), as UTF-8 */
function fileOf(parts: IndexParts): Uint8Array {
  return utf8(indexFileJsonParts(parts.flatMap((part) => (typeof part === 'number' ? records[part] : part))))
}

/** the text of these parts as UTF-8, on a buffer of its own (not Buffer's shared pool: the reply hands it over) */
function utf8(parts: string[]): Uint8Array {
  let length = 0
  for (const part of parts) length += Buffer.byteLength(part)
  const bytes = Buffer.allocUnsafeSlow(length)
  let at = 0
  for (const part of parts) at += bytes.write(part, at)
  return bytes
}

function madeOrError(make: () => Uint8Array): Uint8Array | { error: unknown } {
  try {
    return make()
  } catch (error) {
    return { error }
  }
}

/** Each node of its JSON, parsed as it is walked, the text let go: one node's tree at a time, not the page's. */
function* parsedOneByOne(texts: string[]): Generator<RootContent> {
  for (let i = 0; i < texts.length; i++) {
    const node = JSON.parse(texts[i]) as RootContent
    texts[i] = ''
    yield node
  }
}
