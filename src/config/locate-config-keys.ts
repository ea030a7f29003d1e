/**
 * Best-effort source positions for config paths, so an error about `themeConfig.navbar.items[3].type` can say
 * `site.config.ts:42:9`. The config is an ordinary TypeScript module, and it has already been evaluated by the
 * time it is validated, so we do not parse it properly (no TypeScript compiler at run time); instead:
 *
 * 1. A small scanner walks the source text. It skips comments, strings and template literals, and tracks the
 *    nesting of `{…}`, `[…]` and `(…)`. Inside an object literal, an identifier or string followed by `:` is a
 *    key; inside an array literal, each top-level comma starts the next element. That yields a position for every
 *    key and element path of every object literal in the file (`themeConfig.navbar.items[3].type` → line, column).
 * 2. The config itself is the object literal whose top-level keys best match the known top-level keys (`title`,
 *    `url`, `themeConfig`, …): the one in `export default defineConfig({…})`, or in `const config = {…}`.
 * 3. A path is looked up exactly; when it is absent (a missing field, or a value computed in code) the longest
 *    recorded prefix is used, i.e. the enclosing item or object.
 * 4. When not even the first segment is recorded (the config is assembled from variables), the last key name of
 *    the path is searched as `key:` in the whole text, and used only when it occurs exactly once.
 *
 * Known limits: an array spread (`[...shared, {…}]`) makes the indexes after it unknowable, so those elements
 * fall back to the array's own line; values built by function calls or imported from other files are not
 * located (the enclosing key is); a regular-expression literal containing a quote can confuse the scanner.
 */
import { formatConfigPath, type ConfigPath } from './config-error.js'

export interface KeyLocation {
  /** 1-based */
  line: number
  /** 1-based */
  column: number
}

/** Positions keyed by formatted config path (`formatConfigPath`); `''` is the config object itself. */
export type ConfigLocations = Record<string, KeyLocation>

interface Frame {
  kind: 'object' | 'array' | 'paren' | 'template'
  /** path of this literal inside its candidate root, or null when it is not part of a tracked literal */
  path: Array<string | number> | null
  candidate: Candidate | null
  /** object: the next token may be a key */
  atKey: boolean
  /** object: the key whose value is being read */
  pendingKey?: string
  /** array: index of the current element */
  index: number
  /** array: the next token starts an element */
  atElement: boolean
  /** array: a spread was seen, later indexes are unknown */
  lostIndex: boolean
}

interface Candidate {
  locations: ConfigLocations
  topKeys: Set<string>
  order: number
}

const WORD_CHAR = /[\w$]/

/** Locates every key of the config object literal in `source`. `rootKeys` picks which object literal is the config. */
export function locateConfigKeys(source: string, rootKeys: readonly string[]): ConfigLocations {
  const lineStarts = [0]
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1)
  const at = (offset: number): KeyLocation => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lineStarts[mid] <= offset) lo = mid
      else hi = mid - 1
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 }
  }

  const candidates: Candidate[] = []
  const stack: Frame[] = [frame('paren', null, null)]
  const top = () => stack[stack.length - 1]

  const record = (f: Frame, segment: string | number, offset: number) => {
    if (!f.path || !f.candidate) return
    const key = formatConfigPath([...f.path, segment])
    if (!(key in f.candidate.locations)) f.candidate.locations[key] = at(offset)
    if (f.path.length === 0 && typeof segment === 'string') f.candidate.topKeys.add(segment)
  }

  /** Called before every token: array element bookkeeping. Returns false when the token is a spread in an array. */
  const beforeValueToken = (offset: number, isSpread: boolean) => {
    const f = top()
    if (f.kind === 'array' && f.atElement) {
      f.atElement = false
      if (isSpread) f.lostIndex = true
      else if (!f.lostIndex) record(f, f.index, offset)
    }
  }

  const childPath = (f: Frame): { path: Array<string | number> | null; candidate: Candidate | null } => {
    if (!f.path || !f.candidate) return { path: null, candidate: null }
    if (f.kind === 'object' && f.pendingKey !== undefined) return { path: [...f.path, f.pendingKey], candidate: f.candidate }
    if (f.kind === 'array' && !f.lostIndex) return { path: [...f.path, f.index], candidate: f.candidate }
    return { path: null, candidate: null }
  }

  const skipTrivia = (from: number): number => {
    let i = from
    while (i < source.length) {
      const c = source[i]
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++
      else if (c === '/' && source[i + 1] === '/') {
        const end = source.indexOf('\n', i)
        i = end < 0 ? source.length : end + 1
      } else if (c === '/' && source[i + 1] === '*') {
        const end = source.indexOf('*/', i + 2)
        i = end < 0 ? source.length : end + 2
      } else break
    }
    return i
  }

  const readString = (from: number): { value: string; end: number } => {
    const quote = source[from]
    let value = ''
    let i = from + 1
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      if (source[i] === '\\') {
        value += source[i + 1] ?? ''
        i += 2
      } else value += source[i++]
    }
    return { value, end: i + 1 }
  }

  /** Scans template text from `from` (inside the backticks). Returns the index after the closing backtick or after `${`. */
  const scanTemplate = (from: number): number => {
    let i = from
    while (i < source.length) {
      const c = source[i]
      if (c === '\\') i += 2
      else if (c === '`') return i + 1
      else if (c === '$' && source[i + 1] === '{') {
        stack.push(frame('template', null, null))
        return i + 2
      } else i++
    }
    return i
  }

  let i = 0
  while (i < source.length) {
    i = skipTrivia(i)
    if (i >= source.length) break
    const c = source[i]
    const f = top()

    if (c === '{' || c === '[') {
      beforeValueToken(i, false)
      const parent = top()
      const child = childPath(parent)
      if (c === '{') {
        if (child.path) stack.push({ ...frame('object', child.path, child.candidate) })
        else {
          const candidate: Candidate = { locations: {}, topKeys: new Set(), order: candidates.length }
          candidate.locations[''] = at(i)
          candidates.push(candidate)
          stack.push(frame('object', [], candidate))
        }
      } else stack.push(frame('array', child.path, child.candidate))
      i++
      continue
    }
    if (c === '(') {
      beforeValueToken(i, false)
      stack.push(frame('paren', null, null))
      i++
      continue
    }
    if (c === '}' || c === ']' || c === ')') {
      if (c === '}' && f.kind === 'template') {
        stack.pop()
        i = scanTemplate(i + 1)
        continue
      }
      const kind = c === '}' ? 'object' : c === ']' ? 'array' : 'paren'
      const depth = stack.map((s) => s.kind).lastIndexOf(kind)
      if (depth > 0) stack.length = depth
      i++
      continue
    }
    if (c === ',') {
      if (f.kind === 'object') {
        f.atKey = true
        f.pendingKey = undefined
      } else if (f.kind === 'array') {
        f.index++
        f.atElement = true
      }
      i++
      continue
    }
    if (c === '.' && source.startsWith('...', i)) {
      beforeValueToken(i, true)
      if (f.kind === 'object') f.atKey = false
      i += 3
      continue
    }
    if (c === '`') {
      beforeValueToken(i, false)
      if (f.kind === 'object') f.atKey = false
      i = scanTemplate(i + 1)
      continue
    }

    let tokenEnd: number
    let word: string | undefined
    if (c === '"' || c === "'") {
      const s = readString(i)
      word = s.value
      tokenEnd = s.end
    } else if (WORD_CHAR.test(c)) {
      let j = i
      while (j < source.length && WORD_CHAR.test(source[j])) j++
      word = source.slice(i, j)
      tokenEnd = j
    } else {
      // any other punctuation (operators, `:`, `;`, `=>`, a lone `/`…)
      if (c !== ':' && c !== ';') beforeValueToken(i, false)
      if (f.kind === 'object' && c !== ':') f.atKey = false
      i++
      continue
    }

    if (f.kind === 'object' && f.atKey) {
      f.atKey = false
      const next = skipTrivia(tokenEnd)
      const after = source[next]
      if (after === ':') {
        record(f, word, i)
        f.pendingKey = word
        i = next + 1
        continue
      }
      if (after === ',' || after === '}') record(f, word, i) // shorthand `{ title }`
      i = tokenEnd
      continue
    }
    beforeValueToken(i, false)
    i = tokenEnd
  }

  let best: Candidate | undefined
  let bestScore = 0
  for (const candidate of candidates) {
    let score = 0
    for (const key of candidate.topKeys) if (rootKeys.includes(key)) score++
    if (score > bestScore || (score === bestScore && score > 0 && best && candidate.order > best.order)) {
      best = candidate
      bestScore = score
    }
  }
  return best?.locations ?? {}
}

function frame(kind: Frame['kind'], path: Frame['path'], candidate: Candidate | null): Frame {
  return { kind, path, candidate, atKey: kind === 'object', index: 0, atElement: kind === 'array', lostIndex: false }
}

/**
 * The best position for `path`: its own, else its closest recorded ancestor's; else (when nothing below the root
 * is recorded) the only `key:` in `source` matching the path's last key name.
 */
export function locateConfigPath(locations: ConfigLocations | undefined, path: ConfigPath, source?: string): KeyLocation | undefined {
  if (locations) {
    for (let n = path.length; n >= 1; n--) {
      const found = locations[formatConfigPath(path.slice(0, n))]
      if (found) return found
    }
  }
  const lastKey = [...path].reverse().find((s): s is string => typeof s === 'string')
  const byName = source && lastKey ? findUniqueKey(source, lastKey) : undefined
  return byName ?? locations?.['']
}

/** The position of `key:` (or `'key':`) when it occurs exactly once in the text. */
export function findUniqueKey(source: string, key: string): KeyLocation | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escaped}\\2\\s*:`, 'g')
  const matches = [...source.matchAll(pattern)]
  if (matches.length !== 1) return undefined
  const offset = matches[0].index! + matches[0][1].length
  const before = source.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}
