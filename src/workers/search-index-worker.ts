/**
 * The search index's worker thread (search-index-off-thread.ts): makes the records of the pages it is given and
 * answers with their digests, indexes the files it was started with, then answers the request for files with their
 * JSON (those it made, and others it is sent the parts of), or the error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { indexFileJson, recordsDigest } from '../search/build-local-index.js'
import { routeSearchRecords } from '../search/extract-search-records.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import type { RootContent } from 'hast'
import type { IndexParts, IndexRequest, SearchThreadJob, SearchThreadReply } from './search-index-off-thread.js'
import { serializeThreadError } from './thread-errors.js'

const port = parentPort!
const reply = (message: SearchThreadReply) => port.postMessage(message)
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
let made: Array<string | { error: unknown }> = []
if (records.length === sources.length) made = startedWith.map((parts) => madeOrError(() => fileOf(parts)))
port.once('message', ({ files }: IndexRequest) => {
  try {
    reply({
      ok: true,
      files: files.map((file) => {
        if (typeof file !== 'number') return fileOf(file)
        const json = made[file]
        if (typeof json !== 'string') throw json.error
        return json
      }),
    })
  } catch (error) {
    reply({ ok: false, error: serializeThreadError(error) })
  }
  port.close()
})

/** one file's JSON of its parts (a number: the records of the page the thread made at that place) */
function fileOf(parts: IndexParts): string {
  return indexFileJson(parts.flatMap((part) => (typeof part === 'number' ? records[part] : part)))
}

function madeOrError(make: () => string): string | { error: unknown } {
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
