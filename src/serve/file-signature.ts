import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { WATCH_SIGNATURE_HASH_MAX_BYTES } from './serve-constants.js'

/**
 * A file as it is now: its identity, size and times, and for a file up to WATCH_SIGNATURE_HASH_MAX_BYTES the hash
 * of its content too (a filesystem with coarse times can give two writes of the same size the same times).
 * `missing` when it cannot be read.
 */
export function fileSignature(file: string): string {
  try {
    const info = statSync(file)
    const content =
      info.isFile() && info.size <= WATCH_SIGNATURE_HASH_MAX_BYTES
        ? createHash('sha1').update(readFileSync(file)).digest('hex')
        : ''
    return `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${content}`
  } catch {
    return 'missing'
  }
}
