/**
 * The search index's worker thread (search-index-off-thread.ts): indexes each group of records once and answers
 * with the files' JSON, or the error.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { indexFileJson } from '../search/build-local-index.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import { serializeThreadError } from './thread-errors.js'

try {
  const files = (workerData as SearchRecord[][]).map(indexFileJson)
  parentPort!.postMessage({ ok: true, files })
} catch (error) {
  parentPort!.postMessage({ ok: false, error: serializeThreadError(error) })
}
