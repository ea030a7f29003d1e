/**
 * MiniSearch's serialized index (`JSON.stringify(miniSearch.toJSON())`), made without MiniSearch's `add`: the same
 * text, byte for byte, for documents added in order with the same fields, tokenizer and term processing, and no
 * stored fields (what the embedded index uses; a differential test holds it to MiniSearch's own output).
 *
 * Why: MiniSearch keeps its terms in a radix tree (SearchableMap) and looks each token up in it, scanning the keys of
 * every node on the way. Indexing a 5 MB page took ~2.5 s of `add` and ~1 s of `toJSON` and its stringify; a warm
 * 10,000-page build spends as much on the edited version's index. Here each token is one lookup in a hash map, and
 * the JSON is written as text, not made as a tree of objects first.
 *
 * The order of the terms in the JSON is the radix tree's order, which depends on the order in which terms were first
 * added. So the distinct terms, in the order they were first seen, are set in a SearchableMap (MiniSearch's own,
 * once per term, not once per token) and written in its order.
 */
import SearchableMap from 'minisearch/SearchableMap'
import { getOrCreate } from '../get-or-create.js'

export interface MiniSearchJsonOptions<TDocument> {
  /** the document's id (MiniSearch's idField) */
  id: (document: TDocument) => unknown
  /** the indexed fields, in MiniSearch's `fields` order */
  fields: ReadonlyArray<keyof TDocument & string>
  tokenize: (text: string, field: string) => string[]
  processTerm: (term: string, field: string) => string | string[] | null | undefined | false
}

/** `JSON.stringify(index.toJSON())` of a MiniSearch index of `documents` (see above), with `storeFields: []`. */
export function miniSearchJson<TDocument>(
  documents: Iterable<TDocument>,
  options: MiniSearchJsonOptions<TDocument>,
): string {
  const { fields, tokenize, processTerm } = options
  // term → field id → short document id → the term's count in that field of that document
  const terms = new Map<string, Array<Map<number, number> | undefined>>()
  const documentIds: string[] = []
  const fieldLengths: string[] = []
  const averageFieldLength: number[] = []
  let count = 0
  const addTerm = (fieldId: number, shortId: number, term: string) => {
    const byField = getOrCreate(terms, term, () => [])
    let counts = byField[fieldId]
    if (counts === undefined) {
      counts = new Map()
      byField[fieldId] = counts
    }
    counts.set(shortId, (counts.get(shortId) ?? 0) + 1)
  }
  for (const document of documents) {
    const shortId = count
    const id = options.id(document)
    if (id == null) throw new Error('A search document has no id')
    documentIds.push(`${JSON.stringify(String(shortId))}:${JSON.stringify(id)}`)
    const lengths: number[] = []
    fields.forEach((field, fieldId) => {
      const value = document[field]
      if (value == null) return
      const tokens = tokenize(String(value), field)
      const length = new Set(tokens).size
      lengths[fieldId] = length
      // MiniSearch's running average, in its very arithmetic (the JSON shows every bit of the float)
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * count + length) / (count + 1)
      for (const token of tokens) {
        const processed = processTerm(token, field)
        if (Array.isArray(processed)) for (const term of processed) addTerm(fieldId, shortId, term)
        else if (processed) addTerm(fieldId, shortId, processed)
      }
    })
    fieldLengths.push(`${JSON.stringify(String(shortId))}:${JSON.stringify(lengths)}`)
    count++
  }
  const inTreeOrder = new SearchableMap<Array<Map<number, number> | undefined>>()
  for (const [term, byField] of terms) inTreeOrder.set(term, byField)
  const index: string[] = []
  for (const [term, byField] of inTreeOrder) index.push(`[${JSON.stringify(term)},${fieldsJson(byField)}]`)
  const fieldIds = Object.fromEntries(fields.map((field, i) => [field, i]))
  return (
    `{"documentCount":${count},"nextId":${count},"documentIds":{${documentIds.join(',')}},` +
    `"fieldIds":${JSON.stringify(fieldIds)},"fieldLength":{${fieldLengths.join(',')}},` +
    `"averageFieldLength":${JSON.stringify(averageFieldLength)},"storedFields":{},"dirtCount":0,` +
    `"index":[${index.join(',')}],"serializationVersion":2}`
  )
}

/** `{"0":{"3":1},"2":{"3":2,"7":1}}`: a term's counts by field id, then short document id (both ascending, as JSON orders integer keys) */
function fieldsJson(byField: Array<Map<number, number> | undefined>): string {
  const parts: string[] = []
  byField.forEach((counts, fieldId) => {
    if (counts === undefined) return
    // short ids are added in ascending order
    const entries: string[] = []
    for (const [shortId, n] of counts) entries.push(`"${shortId}":${n}`)
    parts.push(`"${fieldId}":{${entries.join(',')}}`)
  })
  return `{${parts.join(',')}}`
}
