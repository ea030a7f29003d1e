/**
 * The embedded search index's files, made on a worker thread of their own while the main thread renders the pages.
 * The pages need only the files' names (the site data's indexParts, planLocalIndex()), so MiniSearch's indexing
 * and the index's JSON (a 5 MB page: ~0.55 s per MB of page on the main thread, after its Markdown) run on the
 * core the markdown threads have left by then; the files are written once both are done, the same bytes.
 *
 * Only for an index of SEARCH_INDEX_THREAD_MIN_CHARS of record text or more (a thread and its copy of MiniSearch
 * cost more than they save on a small site), in the precompiled CLI (a thread from the TypeScript sources would
 * need its own loader), on two cores or more; HOTKEYS_DOCS_WORKERS=0 keeps it on the calling thread.
 */
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { PRECOMPILED } from '../generator-root.js'
import { madeIndexFile, type PlannedIndexFile, type SearchIndexCache } from '../search/build-local-index.js'
import type { SearchRecord } from '../shared/search/search-types.js'
import { deserializeThreadError, type SerializedError } from './thread-errors.js'

/** characters of record text (the records' contents) from which the index is made on a thread: ~0.15 s of work */
export const SEARCH_INDEX_THREAD_MIN_CHARS = 256 * 1024

type Reply = { ok: true; files: string[] } | { ok: false; error: SerializedError }

/** The planned files being made; `onThread`: a worker thread makes those the cache did not hold. */
export interface IndexFilesMaking {
  files: Promise<Map<string, string>>
  onThread: boolean
}

/** The planned files' JSON by path (in plan order): those to index made on a thread when they are many, else here. */
export function makeIndexFiles(
  planned: PlannedIndexFile[],
  cache?: SearchIndexCache,
  env: NodeJS.ProcessEnv = process.env,
): IndexFilesMaking {
  const toMake = planned.filter((file) => file.json === undefined)
  const onThread =
    PRECOMPILED &&
    env.HOTKEYS_DOCS_WORKERS !== '0' &&
    os.availableParallelism() >= 2 &&
    recordChars(toMake) >= SEARCH_INDEX_THREAD_MIN_CHARS
  if (!onThread) {
    const files = new Map(planned.map((file) => [file.path, file.json ?? madeIndexFile(file, cache)]))
    return { files: Promise.resolve(files), onThread }
  }
  const made = indexOnThread(toMake.map((file) => file.records ?? []))
  const paths = planned.map((file) => file.path)
  const kept = planned.map((file) => file.json)
  // the records are the thread's copy now: this thread keeps only what names the files
  for (const file of toMake) file.records = undefined
  const files = made.then((jsons) => {
    const byPath = new Map(toMake.map((file, i) => [file.path, madeIndexFile(file, cache, jsons[i])]))
    return new Map(paths.map((path, i) => [path, kept[i] ?? byPath.get(path)!]))
  })
  // awaited after the pages: a build failing before then must not report this as an unhandled rejection too
  files.catch(() => {})
  return { files, onThread }
}

function recordChars(files: PlannedIndexFile[]): number {
  let chars = 0
  for (const file of files) for (const record of file.records ?? []) chars += record.content?.length ?? 0
  return chars
}

/** Each group of records' index file JSON, made on a worker thread (search-index-worker.ts). */
function indexOnThread(groups: SearchRecord[][]): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(new URL('./search-index-worker.js', import.meta.url), { workerData: groups })
    worker.once('message', (reply: Reply) => {
      if (reply.ok) resolve(reply.files)
      else reject(deserializeThreadError(reply.error))
    })
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`The search index's worker thread stopped (exit code ${code}) before answering`)),
    )
  })
}
