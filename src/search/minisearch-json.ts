/**
 * MiniSearch's serialized index (`JSON.stringify(miniSearch.toJSON())`), made without MiniSearch's `add`: the same
 * text, byte for byte, for documents added in order with the same fields, tokenizer and term processing, and no
 * stored fields (what the embedded index uses; a differential test holds it to MiniSearch's own output).
 *
 * Why: MiniSearch keeps its terms in a radix tree (SearchableMap) and looks each token up in it, scanning the keys of
 * every node on the way. Indexing a 5 MB page took ~2.5 s of `add` and ~1 s of `toJSON` and its stringify; a warm
 * 10,000-page build spends as much on the edited version's index. Here a token is one lookup in a hash map (each
 * distinct token of a field is processed once, and knows the terms it makes), a document's count is added to the end
 * of its term's list (documents come in order), and the JSON is written as text, not made as objects first. The
 * 5 MB page's 105,000 records (2.1 million tokens, 4,100 terms): 1.35–1.65 s for the whole file, against 2.1–2.4 s
 * with a hash map per term and document, and ~3.5 s with MiniSearch.
 *
 * The order of the terms in the JSON is the radix tree's order, which depends on the order in which terms were first
 * added. So the distinct terms, in the order they were first seen, are set in a SearchableMap (MiniSearch's own,
 * once per term, not once per token) and written in its order.
 *
 * The text is made as parts, not joined: the search thread writes them as UTF-8 bytes one by
 * one, and a joined 5 MB page's index was one more copy of its 18 MB.
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

/**
 * `JSON.stringify(index.toJSON())` of a MiniSearch index of `documents` (see above), with `storeFields: []`, as parts
 * to write in order.
 */
export function miniSearchJsonParts<TDocument>(
  documents: Iterable<TDocument>,
  options: MiniSearchJsonOptions<TDocument>,
): string[] {
  const { fields, tokenize, processTerm } = options
  // term → its counts by field id; a term is added here when first seen, which orders the terms (see above)
  const terms = new Map<string, TermCounts>()
  const termCounts = (term: string) => getOrCreate(terms, term, () => [])
  // by field id, each distinct token: the counts of the terms it makes, and the last field it was counted in
  const tokensOf = fields.map(() => new Map<string, { counts: TermCounts[]; seenIn: number }>())
  const documentIds: string[] = []
  const fieldLengths: string[] = []
  const averageFieldLength: number[] = []
  let count = 0
  // a number per field of a document, to tell the distinct tokens of the one being read
  let fieldRead = 0
  for (const document of documents) {
    const shortId = count
    const id = options.id(document)
    if (id == null) throw new Error('A search document has no id')
    documentIds.push(`${count === 0 ? '' : ','}${JSON.stringify(String(shortId))}:${JSON.stringify(id)}`)
    const lengths: number[] = []
    fields.forEach((field, fieldId) => {
      const value = document[field]
      if (value == null) return
      const seen = tokensOf[fieldId]
      fieldRead++
      let length = 0
      for (const token of tokenize(String(value), field)) {
        let known = seen.get(token)
        if (known === undefined) {
          const processed = processTerm(token, field)
          const made = Array.isArray(processed) ? processed : processed ? [processed] : []
          known = { counts: made.map(termCounts), seenIn: 0 }
          seen.set(token, known)
        }
        if (known.seenIn !== fieldRead) {
          known.seenIn = fieldRead
          length++
        }
        for (const byField of known.counts) countIn(byField, fieldId, shortId)
      }
      // MiniSearch's field length (distinct tokens) and running average, in its very arithmetic (the JSON shows
      // every bit of the float)
      lengths[fieldId] = length
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * count + length) / (count + 1)
    })
    fieldLengths.push(`${count === 0 ? '' : ','}${JSON.stringify(String(shortId))}:${JSON.stringify(lengths)}`)
    count++
  }
  const inTreeOrder = new SearchableMap<TermCounts>()
  for (const [term, byField] of terms) inTreeOrder.set(term, byField)
  const index: string[] = []
  for (const [term, byField] of inTreeOrder)
    index.push(`${index.length === 0 ? '' : ','}[${JSON.stringify(term)},${fieldsJson(byField)}]`)
  const fieldIds = Object.fromEntries(fields.map((field, i) => [field, i]))
  return [
    `{"documentCount":${count},"nextId":${count},"documentIds":{`,
    ...documentIds,
    `},"fieldIds":${JSON.stringify(fieldIds)},"fieldLength":{`,
    ...fieldLengths,
    `},"averageFieldLength":${JSON.stringify(averageFieldLength)},"storedFields":{},"dirtCount":0,"index":[`,
    ...index,
    '],"serializationVersion":2}',
  ]
}

/**
 * A term's counts by field id: the documents it is in (short ids, ascending: documents are read in order, and a
 * field's tokens before the next field's) and its count in each.
 */
type TermCounts = Array<{ ids: number[]; counts: number[] } | undefined>

function countIn(byField: TermCounts, fieldId: number, shortId: number): void {
  let field = byField[fieldId]
  if (field === undefined) {
    field = { ids: [], counts: [] }
    byField[fieldId] = field
  }
  const last = field.ids.length - 1
  if (last >= 0 && field.ids[last] === shortId) field.counts[last]++
  else {
    field.ids.push(shortId)
    field.counts.push(1)
  }
}

/** `{"0":{"3":1},"2":{"3":2,"7":1}}`: a term's counts by field id, then short document id (as JSON orders integer keys) */
function fieldsJson(byField: TermCounts): string {
  const parts: string[] = []
  byField.forEach((field, fieldId) => {
    if (field === undefined) return
    const entries: string[] = []
    for (let i = 0; i < field.ids.length; i++) entries.push(`"${field.ids[i]}":${field.counts[i]}`)
    parts.push(`"${fieldId}":{${entries.join(',')}}`)
  })
  return `{${parts.join(',')}}`
}
