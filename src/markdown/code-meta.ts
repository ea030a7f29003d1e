/**
 * The meta string of a code fence (everything after the language):
 *
 *   ```tsx live noInline title="App.tsx" {1,3-5}
 *
 * - `title="…"` (or `title='…'`, or `title=App.tsx`): a title bar;
 * - `{1,3-5}`: highlighted lines (1-based, within the block);
 * - flags `live`, `noInline` (also `noinline`), `fragment`.
 *
 * Pure: problems are returned, the caller reports them with the block's location.
 */

export interface CodeMeta {
  title?: string
  /** 1-based line numbers inside the block */
  highlightedLines: Set<number>
  live: boolean
  noInline: boolean
  fragment: boolean
  /** words and `key=value` pairs we do not know (reported as warnings: most likely typos) */
  unknown: string[]
  /** a `{…}` range that could not be read, e.g. `{a}` or `{5-3}` (an error) */
  invalidRange?: string
}

const META_TOKEN = /([A-Za-z_][\w-]*)=(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+))|\{([^}]*)\}|(\S+)/g
const RANGE_ITEM = /^(\d+)(?:-(\d+))?$/
/** no code block is that long; bounds the work a typo like `{1-99999999}` can cause */
const MAX_LINE = 100_000

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightedLines: new Set(), live: false, noInline: false, fragment: false, unknown: [] }
  if (!meta) return result
  for (const match of meta.matchAll(META_TOKEN)) {
    const [token, key, doubleQuoted, singleQuoted, bare, ranges, word] = match
    if (key !== undefined) {
      if (key === 'title') result.title = (doubleQuoted ?? singleQuoted ?? bare ?? '').replace(/\\(["'\\])/g, '$1')
      else result.unknown.push(token)
    } else if (ranges !== undefined) {
      const lines = parseLineRanges(ranges)
      if (lines) for (const line of lines) result.highlightedLines.add(line)
      else result.invalidRange = token
    } else if (word === 'live') result.live = true
    else if (word === 'noInline' || word === 'noinline') result.noInline = true
    else if (word === 'fragment') result.fragment = true
    else result.unknown.push(token)
  }
  return result
}

/** `1,3-5` → [1, 3, 4, 5]; undefined when malformed. */
export function parseLineRanges(ranges: string): number[] | undefined {
  const lines: number[] = []
  for (const item of ranges.split(',')) {
    const match = RANGE_ITEM.exec(item.trim())
    if (!match) return undefined
    const from = Number(match[1])
    const to = match[2] === undefined ? from : Number(match[2])
    if (from < 1 || to < from || to > MAX_LINE) return undefined
    for (let line = from; line <= to; line++) lines.push(line)
  }
  return lines
}
