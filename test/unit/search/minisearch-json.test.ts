import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { type MiniSearchJsonOptions, miniSearchJsonParts } from '../../../src/search/minisearch-json.js'
import { seededRandom } from '../../helpers/seeded-random.js'
import {
  LOCAL_INDEX_FIELDS,
  LOCAL_INDEX_OPTIONS,
  type LocalIndexDocument,
  processTerm,
  tokenizeForIndex,
} from '../../../src/shared/search/local-index-schema.js'

/** our text of the index: its parts, joined (as written one after the other) */
function miniSearchJson<T>(documents: T[], options: MiniSearchJsonOptions<T>): string {
  return miniSearchJsonParts(documents, options).join('')
}

/** what MiniSearch itself writes for these documents */
function miniSearchsOwn<T>(documents: T[], options: ConstructorParameters<typeof MiniSearch<T>>[0]): string {
  const index = new MiniSearch<T>(options)
  index.addAll(documents)
  return JSON.stringify(index.toJSON())
}

// words sharing prefixes (the radix tree splits and re-orders its edges), camelCase, digits, key names, non-Latin
// letters, JSON escapes, and names an object would inherit
const WORDS = [
  'use',
  'user',
  'useHotkeys',
  'usehotkeys',
  'USE',
  'us',
  'u',
  'useHotkeysContext',
  'HotkeysProvider',
  'HTMLElement',
  'keydown',
  'keyup',
  'key',
  'keys',
  'ctrl+k',
  'shift+/',
  '$ref',
  'snake_case',
  'v4',
  '4.x',
  '2024',
  'Größe',
  'ÉCOLE',
  'école',
  'ключ',
  '快捷键',
  'a"b',
  'back\\slash',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
]

function randomText(random: () => number, maxWords: number): string {
  const n = Math.floor(random() * maxWords)
  const words: string[] = []
  for (let i = 0; i < n; i++) {
    const word = random() < 0.8 ? WORDS[Math.floor(random() * WORDS.length)] : random().toString(36).slice(2, 7)
    words.push(word)
  }
  return words.join(random() < 0.5 ? ' ' : ', ')
}

function randomDocuments(seed: number, count: number): LocalIndexDocument[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, id) => ({
    id,
    title: random() < 0.3 ? '' : randomText(random, 4),
    context: randomText(random, 6),
    content: randomText(random, 40),
  }))
}

const localOptions: MiniSearchJsonOptions<LocalIndexDocument> = {
  id: (document) => document.id,
  fields: LOCAL_INDEX_FIELDS,
  tokenize: tokenizeForIndex,
  processTerm,
}

describe('miniSearchJsonParts', () => {
  it("writes MiniSearch's own JSON for the embedded index's documents, byte for byte", () => {
    for (const [seed, count] of [
      [1, 1],
      [2, 7],
      [3, 60],
      [4, 400],
    ]) {
      const documents = randomDocuments(seed, count)
      expect(miniSearchJson(documents, localOptions)).toBe(miniSearchsOwn(documents, LOCAL_INDEX_OPTIONS))
    }
  })

  it('writes the empty index as MiniSearch does', () => {
    expect(miniSearchJson([], localOptions)).toBe(miniSearchsOwn([], LOCAL_INDEX_OPTIONS))
  })

  it('follows MiniSearch for missing fields, dropped terms, a term that makes several, and string ids', () => {
    interface Doc {
      key: string
      title?: string | null
      body?: string
    }
    const documents: Doc[] = [
      { key: 'a', title: 'The quick fox', body: 'jumps over the lazy dog' },
      { key: 'b', body: 'no title at all, the end' },
      { key: 'c', title: null, body: 'title is null' },
      { key: 'd', title: 'only a title' },
      { key: 'e"f', title: 'colour color', body: 'colour colour color' },
    ]
    const tokenize = (text: string) => text.split(/[\s,]+/).filter(Boolean)
    // drops stop words, and indexes 'colour' under both spellings
    const processTerm = (term: string) =>
      term === 'the' || term === 'a' ? null : term === 'colour' ? ['colour', 'color'] : term.toLowerCase()
    const json = miniSearchJson(documents, {
      id: (document) => document.key,
      fields: ['title', 'body'],
      tokenize,
      processTerm,
    })
    expect(json).toBe(
      miniSearchsOwn(documents, { idField: 'key', fields: ['title', 'body'], storeFields: [], tokenize, processTerm }),
    )
  })

  it('loads in MiniSearch and finds the documents an index MiniSearch built finds', () => {
    const documents = randomDocuments(5, 200)
    const ours = MiniSearch.loadJSON<LocalIndexDocument>(miniSearchJson(documents, localOptions), LOCAL_INDEX_OPTIONS)
    const own = new MiniSearch<LocalIndexDocument>(LOCAL_INDEX_OPTIONS)
    own.addAll(documents)
    // (a loaded index holds its terms in another order than the one built, so scores differ in their last bits)
    const found = (index: MiniSearch<LocalIndexDocument>, query: string) =>
      index
        .search(query, { prefix: true, fuzzy: 0.2 })
        .map((result) => Number(result.id))
        .sort((a, b) => a - b)
    for (const query of ['use', 'hotkeys', 'ctrl+k', 'école', 'key', 'constructor']) {
      expect(found(ours, query).length).toBeGreaterThan(0)
      expect(found(ours, query)).toEqual(found(own, query))
    }
  })

  it('rejects a document without an id', () => {
    const options = { id: () => undefined, fields: ['title'] as const, tokenize: tokenizeForIndex, processTerm }
    expect(() => miniSearchJson([{ title: 'x' }], options)).toThrow(/no id/)
  })
})
