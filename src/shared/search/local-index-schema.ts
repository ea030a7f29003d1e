/**
 * The embedded search index's file format and the MiniSearch options the build and the browser must share
 * (a MiniSearch index can only be loaded with the options it was built with).
 */
import type { Options } from 'minisearch'
import type { RecordType } from './search-types.js'

export const LOCAL_INDEX_FORMAT = 1

/** One record as the embedded index stores it (short: the whole file is downloaded on first search). */
export interface LocalIndexDocument {
  /** position in `LocalIndexFile.records` */
  id: number
  /** the record's own text: the heading for lvl1–lvl6, '' for content */
  title: string
  /** lvl0 … the level above the record, joined by spaces (searchable context) */
  context: string
  content: string
}

export interface LocalStoredFields {
  objectID: string
  /** root-relative URL with anchor */
  url: string
  type: RecordType
  content: string | null
  /** lvl0, lvl1, … up to the last non-empty level */
  hierarchy: Array<string | null>
  tag: string
}

export interface LocalIndexFile {
  format: typeof LOCAL_INDEX_FORMAT
  language: string
  /** lvl0 values, most records first: the suggested queries of the "no results" screen */
  sections: string[]
  /** the records, by document id */
  records: LocalStoredFields[]
  /** MiniSearch's `toJSON()` */
  index: unknown
}

/** Words: runs of letters, digits and the few symbols that matter in key names (`ctrl+k`, `shift+/`). */
export const WORD = /[\p{L}\p{N}_+$]+/gu

/** Splits text into the words of the index. CamelCase words also yield their parts (`useHotkeys` → use, hotkeys). */
export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = []
  for (const match of text.matchAll(WORD)) {
    tokens.push(match[0])
    const parts = camelCaseParts(match[0])
    if (parts.length > 1) for (const part of parts) tokens.push(part.text)
  }
  return tokens
}

/** Query words: no camelCase parts, so `useHotkeys` looks for that word. */
export function tokenizeQuery(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => m[0])
}

export function processTerm(term: string): string | null {
  const t = term.toLowerCase()
  return t.length > 0 ? t : null
}

/** `useHotkeys` → [{use, 0}, {Hotkeys, 3}]; `HTMLElement` → [{HTML, 0}, {Element, 4}]; a plain word → itself. */
export function camelCaseParts(word: string): Array<{ text: string; start: number }> {
  const parts: Array<{ text: string; start: number }> = []
  const re = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[^\p{L}\p{N}]+/gu
  for (const m of word.matchAll(re)) parts.push({ text: m[0], start: m.index ?? 0 })
  return parts.filter((p) => /[\p{L}\p{N}]/u.test(p.text))
}

/** the indexed fields, in MiniSearch's order (its field ids) */
export const LOCAL_INDEX_FIELDS = ['title', 'context', 'content'] as const satisfies ReadonlyArray<
  keyof LocalIndexDocument
>

export const LOCAL_INDEX_OPTIONS: Options<LocalIndexDocument> = {
  idField: 'id',
  fields: [...LOCAL_INDEX_FIELDS],
  storeFields: [],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions: { tokenize: tokenizeQuery, processTerm },
}
