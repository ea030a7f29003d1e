/** the reading speed Docusaurus' blog assumes */
const WORDS_PER_MINUTE = 200

/**
 * A blog post's reading time in whole minutes, as Docusaurus computes it: the words of its Markdown source (front
 * matter left out; code and link targets count too), as `Intl.Segmenter` finds them in English, at 200 words a
 * minute, rounded up (Docusaurus rounds to hundredths first, which for a whole number of words changes nothing); at
 * least 1.
 */
export function readingTimeMinutes(body: string): number {
  let words = 0
  for (const { isWordLike } of new Intl.Segmenter('en', { granularity: 'word' }).segment(body)) if (isWordLike) words++
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
