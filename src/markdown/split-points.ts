/**
 * Where a long Markdown body may be cut into pieces that parse alone (parse-in-pieces.ts): micromark's cost grows
 * faster than the page (each list or quote that closes re-copies every event so far: EditMap.consume), so a page
 * of 1 MB took 11 s to parse whole and 5 MB never finished; pieces of a few KB each keep it linear.
 *
 * A proposal only: one pass over the lines, which follows the top level loosely (fenced code, HTML blocks that
 * span blank lines, directive containers, lists and quotes) and proposes a cut before an unindented line that
 * follows a blank line and cannot continue what is above it. parse-in-pieces checks every cut with the parser
 * itself before it keeps it, so a proposal this pass gets wrong costs time, never output.
 */

/** a fence opening (CommonMark: up to 3 spaces, 3 or more backticks or tildes; backtick info without backticks) */
const FENCE = /^ {0,3}(`{3,}|~{3,})([^`]*)$|^ {0,3}(~{3,}).*$/
/** HTML blocks that blank lines do not end (CommonMark kinds 1–5), with what ends them */
const HTML_BLOCKS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
]
/** a directive container's opening (`:::name`) or closing (`:::`) fence */
const DIRECTIVE_OPEN = /^ {0,3}(:{3,})[A-Za-z]/
const DIRECTIVE_CLOSE = /^ {0,3}(:{3,})\s*$/
/** a container's start (block quote, list item, footnote definition), after up to 3 spaces */
const CONTAINER = /^ {0,3}(?:>|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|\[\^)/
const BLANK = /^[ \t]*$/

interface Scan {
  fence?: { marker: string; length: number }
  htmlEnd?: RegExp
  /** colon counts of the open directive containers, innermost last */
  directives: number[]
  /** a list item, block quote or footnote definition may be open */
  container: boolean
  previousBlank: boolean
}

/**
 * The offsets (each the start of a line) where `source` may be cut, at least `minPieceLength` characters apart.
 * `mdx`: lines starting with `<` or `{` (JSX, expressions) are never proposed.
 */
export function proposeSplitPoints(source: string, minPieceLength: number, mdx = false): number[] {
  const points: number[] = []
  const scan: Scan = { directives: [], container: false, previousBlank: true }
  let lastPoint = 0
  let start = 0
  while (start < source.length) {
    const newline = source.indexOf('\n', start)
    const end = newline === -1 ? source.length : newline
    const line = source.slice(start, end)
    if (isCandidate(scan, line, mdx) && start - lastPoint >= minPieceLength) {
      points.push(start)
      lastPoint = start
    }
    advance(scan, line)
    start = end + 1
  }
  return points
}

function isCandidate(scan: Scan, line: string, mdx: boolean): boolean {
  if (!scan.previousBlank || scan.fence || scan.htmlEnd || scan.directives.length > 0) return false
  if (BLANK.test(line) || /^\s/.test(line) || CONTAINER.test(line)) return false
  return !(mdx && (line.startsWith('<') || line.startsWith('{')))
}

function advance(scan: Scan, line: string): void {
  const blank = BLANK.test(line)
  if (scan.fence) {
    const close = FENCE.exec(line)
    const marker = close?.[1] ?? close?.[3]
    if (marker?.[0] === scan.fence.marker && marker.length >= scan.fence.length && (close?.[2] ?? '').trim() === '')
      scan.fence = undefined
  } else if (scan.htmlEnd) {
    if (scan.htmlEnd.test(line)) scan.htmlEnd = undefined
  } else if (scan.container && !closesContainer(scan, line, blank)) {
    // inside a list item or quote (or a paragraph continued lazily)
  } else {
    scan.container = CONTAINER.test(line)
    if (!scan.container) opensBlock(scan, line)
  }
  scan.previousBlank = blank
}

/**
 * An unindented line closes an open list item or quote when a blank line is above it (nothing continues
 * lazily after one) or when it starts a block that cannot be a lazy paragraph line (a fence, an HTML block, a
 * directive).
 */
function closesContainer(scan: Scan, line: string, blank: boolean): boolean {
  if (blank || /^\s/.test(line) || CONTAINER.test(line)) return false
  return (
    scan.previousBlank || FENCE.test(line) || DIRECTIVE_OPEN.test(line) || HTML_BLOCKS.some(([open]) => open.test(line))
  )
}

/** a fence, an HTML block or a directive container opening or closing on this top-level line */
function opensBlock(scan: Scan, line: string): void {
  const fence = FENCE.exec(line)
  if (fence) {
    const marker = fence[1] ?? fence[3]
    scan.fence = { marker: marker[0], length: marker.length }
    return
  }
  for (const [open, close] of HTML_BLOCKS) {
    const start = open.exec(line)
    if (start) {
      if (!close.test(line.slice(start[0].length))) scan.htmlEnd = close
      return
    }
  }
  const opening = DIRECTIVE_OPEN.exec(line)
  const closing = DIRECTIVE_CLOSE.exec(line)
  if (opening) scan.directives.push(opening[1].length)
  // a closing fence has at least the colons of its opening
  else if (closing && closing[1].length >= (scan.directives.at(-1) ?? Number.POSITIVE_INFINITY)) scan.directives.pop()
}
