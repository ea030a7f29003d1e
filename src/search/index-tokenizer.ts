/**
 * The build's tokenizer for the embedded index: tokenizeForIndex's very tokens (the browser keeps that one), each
 * word's tokens made once per index. tokenizeForIndex runs a Unicode camelCase regex on every word, ~0.25 s of CPU
 * per MB of a big page; a page's vocabulary is small, so nearly every word is a lookup.
 *
 * The same tokens because tokenizeForIndex treats each WORD match on its own: a match is a maximal run of word
 * characters, so tokenizing the match alone finds that one match and yields what the text yields for it.
 */
import { tokenizeForIndex, WORD } from '../shared/search/local-index-schema.js'
import { getOrCreate } from '../get-or-create.js'

/** a fresh tokenizer (its memo lives as long as it, one index) */
export function memoizedIndexTokenizer(): (text: string) => string[] {
  const tokensOfWord = new Map<string, string[]>()
  return (text) => {
    const tokens: string[] = []
    for (const [word] of text.matchAll(WORD))
      for (const token of getOrCreate(tokensOfWord, word, () => tokenizeForIndex(word))) tokens.push(token)
    return tokens
  }
}
