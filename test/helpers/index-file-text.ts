import type { IndexFileJson } from '../../src/search/build-local-index.js'

/** An index file's JSON as text, whether the build holds it as text or as UTF-8 bytes (made on the search thread). */
export function indexFileText(json: IndexFileJson): string {
  return typeof json === 'string' ? json : new TextDecoder().decode(json)
}
