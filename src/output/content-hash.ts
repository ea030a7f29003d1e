import { createHash } from 'node:crypto'
import { HEX_HASH_LENGTH } from '../shared/asset-names.js'

/**
 * The hash the generator puts in the names of files it hashes itself (src/shared/asset-names.ts): the start of the
 * contents' SHA-256, hex.
 */
export function hexContentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, HEX_HASH_LENGTH)
}
