/**
 * The search index's worker thread (search-index-off-thread.ts): makes the records of the pages it is given and
 * answers with their digests, then indexes the files it is asked for and answers with their JSON, or the error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { indexFileJson, recordsDigest } from '../search/build-local-index.js'
import { routeSearchRecords } from '../search/extract-search-records.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import type { RootContent } from 'hast'
import type { IndexRequest, SearchThreadJob, SearchThreadReply } from './search-index-off-thread.js'
import { serializeThreadError } from './thread-errors.js'

const port = parentPort!
const reply = (message: SearchThreadReply) => port.postMessage(message)
const { sources, options } = workerData as SearchThreadJob
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
port.once('message', ({ files }: IndexRequest) => {
  try {
    reply({
      ok: true,
      files: files.map((parts) =>
        indexFileJson(parts.flatMap((part) => (typeof part === 'number' ? records[part] : part))),
      ),
    })
  } catch (error) {
    reply({ ok: false, error: serializeThreadError(error) })
  }
  port.close()
})

/** Each node of its JSON, parsed as it is walked, the text let go: one node's tree at a time, not the page's. */
function* parsedOneByOne(texts: string[]): Generator<RootContent> {
  for (let i = 0; i < texts.length; i++) {
    const node = JSON.parse(texts[i]) as RootContent
    texts[i] = ''
    yield node
  }
}
