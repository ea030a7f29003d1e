/**
 * A folder of cache entries, one JSON file each, named by a hash of what it is for (a source file, a route): a
 * build reads the entries it needs, each once and only when asked (an entry that cannot be read is a warning and a
 * miss), writes each entry it made again at once (off this thread, and not kept in memory: a 10,000-page site's pages held until the end
 * took 1.2 GB more; an entry is valid by its key alone, so one written by a build that fails later is still right),
 * and on save removes those of things it no longer has. A warm build thus reads what it uses and writes what
 * changed.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile as readFileCallback } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import path from 'node:path'
import type { BuildWarning } from '../errors.js'
import { parseJsonCacheText, readJsonCacheFile, unreadableCacheFileWarning } from './json-cache-file.js'
import { readHeadLine, readHeadLineSync } from './head-line.js'

/** entry writes queued at once before the next one is written synchronously */
const WRITES_IN_FLIGHT = 256
/**
 * fs.readFile's callback form: for thousands of small files it costs less CPU than fs/promises' (4,000 Markdown
 * entries, 8 at once: 261 against 334 ms, one run each after a warm-up)
 */
const readFile = promisify(readFileCallback)
/** entry files read at once by preload() */
const PRELOADS_IN_FLIGHT = 8

export interface EntryFolder<T> {
  /** the stored entry for `name`, if there is a readable one */
  read(name: string): T | undefined
  /**
   * reads the files of these names off this thread (the libuv pool), for read() to parse: a warm build reads
   * thousands of entries, whose reads then overlap each other and this thread's work
   */
  preload(names: string[]): Promise<void>
  /** keeps the stored entry for `name` without reading it (save() removes what a build neither used nor kept) */
  keep(name: string): void
  /**
   * writes a new entry for `name`; with `tails`, `tail` after it in the same file (read by tail(), never by read()
   * nor preload()), as `tailJson` writes it (default JSON.stringify; it must give the same text)
   */
  write(name: string, entry: T, tail?: unknown, tailJson?: (tail: unknown) => string): void
  /** writes a new entry for `name` as this JSON text (made already, e.g. to hash it), which read() checks as ever */
  writeJson(name: string, json: string): void
  /**
   * With `tails`: writes a new entry for `name` with a text tail, written as it is (not as JSON: a 47 MB search index
   * stored as a JSON string was escaped into a second copy), or as these UTF-8 bytes. textTail() reads it back.
   */
  writeText(name: string, entry: T, text: string | Uint8Array): void
  /**
   * With `tails`: the entry and the tail write() stored for `name` now, both read here; undefined when the file is
   * gone, and also a warning when it cannot be used (the caller checks that the entry is still the one it took)
   */
  tail(name: string): { entry: T; tail: unknown } | undefined
  /**
   * With `tails`: the entry and the text tail writeText() stored for `name`, both read here; undefined when the file
   * is gone, and also a warning when the file cannot be used or, with `bytes`, its text is not `bytes(entry)` bytes
   * long in UTF-8 (cut short: a text tail has no syntax of its own to tell)
   */
  textTail(name: string, bytes?: (entry: T) => number): { entry: T; text: string } | undefined
  /** waits for the writes; removes the files of names this build neither read nor wrote (call after a good build) */
  save(): Promise<void>
}

/**
 * `tails`: each file is the entry's JSON on one line, then the JSON of a tail on the next; read() and preload() read
 * the first line only (cache/head-line.ts), tail() the whole file.
 */
export function entryFolder<T>(
  folder: string,
  valid: (value: unknown) => value is T,
  warnings: BuildWarning[],
  { tails = false }: { tails?: boolean } = {},
): EntryFolder<T> {
  const readText = tails ? readHeadLineSync : undefined
  const readTextOffThread = tails ? readHeadLine : (file: string) => readFile(file, 'utf8')
  const fileName = (name: string) => `${createHash('sha1').update(name).digest('hex').slice(0, 20)}.json`
  const read = new Map<string, T | undefined>()
  /** texts preload() read, until read() takes them */
  const preloaded = new Map<string, string>()
  const written = new Set<string>()
  const retained = new Set<string>()
  /** writes in flight (off this thread: only the JSON is made here) */
  const writing: Array<Promise<void>> = []
  let folderMade = false
  let inFlight = 0
  /** writes the entry file of `name`: this text, or these parts in order */
  const writeJson = (name: string, json: string | Array<string | Uint8Array>): void => {
    written.add(name)
    try {
      if (!folderMade) mkdirSync(folder, { recursive: true })
      folderMade = true
    } catch {
      return // a cache that cannot be written is no error
    }
    const file = path.join(folder, fileName(name))
    const temp = `${file}.${process.pid}.tmp`
    // the disk falls behind: this one is written now (the JSON of queued writes would pile up in memory)
    if (inFlight >= WRITES_IN_FLIGHT) {
      writeNow(temp, file, typeof json === 'string' ? json : joinedParts(json))
      return
    }
    inFlight++
    writing.push(
      writeFile(temp, json)
        .then(() => rename(temp, file))
        .catch(() => {})
        .finally(() => inFlight--),
    )
  }
  /** see EntryFolder.textTail */
  const textTail: EntryFolder<T>['textTail'] = (name, bytes) => {
    const file = path.join(folder, fileName(name))
    let text = ''
    // the first line is the entry, read and checked as any entry file is; the text is the rest
    const outcome = readJsonCacheFile(file, valid, (whole) => {
      const read = readFileSync(whole, 'utf8')
      const end = read.indexOf('\n')
      if (end === -1) return read
      text = read.slice(end + 1)
      return read.slice(0, end)
    })
    const unusable = (reason: string) => void warnings.push(unreadableCacheFileWarning(file, reason))
    if ('missing' in outcome) return undefined
    if ('unreadable' in outcome) return unusable(outcome.unreadable)
    const expected = bytes?.(outcome.value)
    const found = expected === undefined ? undefined : Buffer.byteLength(text)
    if (found !== expected) return unusable(`its text is ${found} bytes long, not ${expected}`)
    return { entry: outcome.value, text }
  }
  return {
    read(name) {
      if (read.has(name)) return read.get(name)
      const file = path.join(folder, fileName(name))
      const text = preloaded.get(name)
      preloaded.delete(name)
      const outcome = text === undefined ? readJsonCacheFile(file, valid, readText) : parseJsonCacheText(text, valid)
      if ('unreadable' in outcome) warnings.push(unreadableCacheFileWarning(file, outcome.unreadable))
      const entry = 'value' in outcome ? outcome.value : undefined
      read.set(name, entry)
      return entry
    },
    async preload(names) {
      const wanted = names.filter((name) => !read.has(name) && !preloaded.has(name))
      let next = 0
      const reader = async () => {
        while (next < wanted.length) {
          const name = wanted[next++]
          // a file that cannot be read is left to read(), which tells missing from unreadable
          const text = await readTextOffThread(path.join(folder, fileName(name))).catch(() => undefined)
          if (text !== undefined) preloaded.set(name, text)
        }
      }
      await Promise.all(Array.from({ length: PRELOADS_IN_FLIGHT }, reader))
    },
    keep(name) {
      retained.add(name)
    },
    write(name, entry, tail, tailJson = JSON.stringify) {
      // JSON.stringify writes no line end: the first one ends the entry
      writeJson(name, tail === undefined ? JSON.stringify(entry) : `${JSON.stringify(entry)}\n${tailJson(tail)}`)
    },
    writeJson,
    writeText(name, entry, text) {
      // the parts as they are: joined, a long text would be copied once more
      writeJson(name, [`${JSON.stringify(entry)}\n`, text])
    },
    textTail,
    tail(name) {
      const stored = textTail(name)
      if (!stored) return undefined
      try {
        return { entry: stored.entry, tail: JSON.parse(stored.text) }
      } catch (error) {
        warnings.push(unreadableCacheFileWarning(path.join(folder, fileName(name)), (error as Error).message))
        return undefined
      }
    },
    async save() {
      await Promise.all(writing)
      const kept = new Set([...read.keys(), ...written, ...retained].map(fileName))
      let names: string[] = []
      try {
        names = readdirSync(folder)
      } catch {}
      for (const name of names) if (!kept.has(name)) rmSync(path.join(folder, name), { force: true })
    },
  }
}

function joinedParts(parts: Array<string | Uint8Array>): string | Uint8Array {
  return parts.every((part) => typeof part === 'string')
    ? parts.join('')
    : Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)))
}

function writeNow(temp: string, file: string, json: string | Uint8Array): void {
  try {
    writeFileSync(temp, json)
    renameSync(temp, file)
  } catch {
    // a cache that cannot be written is no error
  }
}
