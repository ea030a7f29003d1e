/**
 * The first line of a file, read without the rest: a build cache entry whose file holds a small head line and a
 * large tail (cache/entry-folder.ts with `tails`) is checked and used by its head alone, and its tail read only when
 * something asks for it (the Markdown entries of a 10,000-page site are 156 MB, their heads 14 MB).
 */
import { closeSync, openSync, readSync } from 'node:fs'
import { close as closeCallback, open as openCallback, read as readCallback } from 'node:fs'
import { promisify } from 'node:util'

/** bytes read at a time until the line ends (an entry's head is ~1.5 KB; a long page's plain text makes it longer) */
const CHUNK = 16 * 1024
const LINE_END = 0x0a

const open = promisify(openCallback)
const close = promisify(closeCallback)
const read = promisify(readCallback)

/** The text of the file's first line (without its line end), or the whole file when it has one line; throws as readFileSync does. */
export function readHeadLineSync(file: string): string {
  const fd = openSync(file, 'r')
  try {
    const chunks: Buffer[] = []
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK)
      const bytes = readSync(fd, chunk, 0, CHUNK, null)
      if (takeUntilLineEnd(chunks, chunk, bytes)) return Buffer.concat(chunks).toString('utf8')
    }
  } finally {
    closeSync(fd)
  }
}

/** readHeadLineSync off this thread (the libuv pool). */
export async function readHeadLine(file: string): Promise<string> {
  const fd = await open(file, 'r')
  try {
    const chunks: Buffer[] = []
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK)
      const { bytesRead } = await read(fd, chunk, 0, CHUNK, null)
      if (takeUntilLineEnd(chunks, chunk, bytesRead)) return Buffer.concat(chunks).toString('utf8')
    }
  } finally {
    await close(fd)
  }
}

/** Adds the chunk's bytes up to a line end to `chunks`; whether the line (or the file) ended. */
function takeUntilLineEnd(chunks: Buffer[], chunk: Buffer, bytes: number): boolean {
  const end = chunk.subarray(0, bytes).indexOf(LINE_END)
  chunks.push(chunk.subarray(0, end === -1 ? bytes : end))
  return end !== -1 || bytes === 0
}
