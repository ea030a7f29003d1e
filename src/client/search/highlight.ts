/**
 * Highlights and snippets in Algolia's format (HTML-escaped text, matches wrapped in `<mark>`), computed for
 * the embedded index, and the one parser that turns such a value — from either backend — back into text
 * segments for React. The UI never inserts a highlight value as HTML: it splits on the markers and renders
 * each segment as text, so markup in the index or in the query stays inert.
 */
import { SEARCH_SNIPPET_WORDS } from '../../shared/constants.js'
import { camelCaseParts } from '../../shared/search/local-index-schema.js'
import type { HighlightEntry } from '../../shared/search/search-types.js'
import { escapeHtml } from '../../shared/escape-html.js'

export const HIGHLIGHT_PRE_TAG = '<mark>'
export const HIGHLIGHT_POST_TAG = '</mark>'
export const SNIPPET_ELLIPSIS = '…'

const WORD = /[\p{L}\p{N}_+$]+/gu

/** Character ranges of `text` that match one of `terms` (lower-case index terms): whole words or camelCase parts. */
export function matchRanges(text: string, terms: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  if (terms.size === 0) return ranges
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const start = match.index ?? 0
    if (terms.has(word.toLowerCase())) {
      ranges.push([start, start + word.length])
      continue
    }
    for (const part of camelCaseParts(word)) {
      if (terms.has(part.text.toLowerCase())) ranges.push([start + part.start, start + part.start + part.text.length])
    }
  }
  return ranges
}

function markedValue(text: string, ranges: Array<[number, number]>, from = 0, to = text.length): string {
  let out = ''
  let at = from
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue
    const s = Math.max(start, from)
    const e = Math.min(end, to)
    out += escapeHtml(text.slice(at, s)) + HIGHLIGHT_PRE_TAG + escapeHtml(text.slice(s, e)) + HIGHLIGHT_POST_TAG
    at = e
  }
  return out + escapeHtml(text.slice(at, to))
}

function matchedWords(text: string, ranges: Array<[number, number]>): string[] {
  return [...new Set(ranges.map(([s, e]) => text.slice(s, e).toLowerCase()))]
}

function matchLevel(text: string, ranges: Array<[number, number]>): HighlightEntry['matchLevel'] {
  if (ranges.length === 0) return 'none'
  const words = Array.from(text.matchAll(WORD)).length
  return ranges.length >= words ? 'full' : 'partial'
}

/** The whole text, escaped, with the matches of `terms` marked. */
export function highlightEntry(text: string, terms: ReadonlySet<string>): HighlightEntry {
  const ranges = matchRanges(text, terms)
  return {
    value: markedValue(text, ranges),
    matchLevel: matchLevel(text, ranges),
    matchedWords: matchedWords(text, ranges),
  }
}

/**
 * At most `words` words of the text around its first match (the start when nothing matches), escaped, with
 * the matches marked and `…` where the text was cut.
 */
export function snippetEntry(text: string, terms: ReadonlySet<string>, words = SEARCH_SNIPPET_WORDS): HighlightEntry {
  const ranges = matchRanges(text, terms)
  const spans = Array.from(text.matchAll(/\S+/g), (m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const)
  if (spans.length <= words)
    return {
      value: markedValue(text, ranges),
      matchLevel: matchLevel(text, ranges),
      matchedWords: matchedWords(text, ranges),
    }
  const firstMatch = ranges.length ? spans.findIndex(([, end]) => end > ranges[0][0]) : 0
  const first = Math.max(0, Math.min(firstMatch - 2, spans.length - words))
  const last = first + words - 1
  const from = spans[first][0]
  const to = spans[last][1]
  const inside = ranges.filter(([s, e]) => e > from && s < to)
  const value =
    (first > 0 ? SNIPPET_ELLIPSIS : '') +
    markedValue(text, inside, from, to) +
    (last < spans.length - 1 ? SNIPPET_ELLIPSIS : '')
  return {
    value,
    matchLevel: matchLevel(text.slice(from, to), inside.length ? inside : []),
    matchedWords: matchedWords(text, inside),
  }
}

export interface HighlightSegment {
  text: string
  highlighted: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the character references an escaped highlight value may contain. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[ref.toLowerCase()] ?? whole
  })
}

/**
 * `a <mark>b</mark> &lt;c&gt;` → [{a , false}, {b, true}, { <c>, false}]. Only the exact marker strings
 * count; every other character is text.
 */
export function parseHighlight(value: string): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  let rest = value
  let highlighted = false
  while (rest.length > 0) {
    const marker = highlighted ? HIGHLIGHT_POST_TAG : HIGHLIGHT_PRE_TAG
    const at = rest.indexOf(marker)
    const chunk = at < 0 ? rest : rest.slice(0, at)
    if (chunk) segments.push({ text: decodeEntities(chunk), highlighted })
    if (at < 0) break
    rest = rest.slice(at + marker.length)
    highlighted = !highlighted
  }
  return segments
}
