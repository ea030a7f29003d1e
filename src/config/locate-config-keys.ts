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
 *    A value that is just the name of a literal declared in the same file (`themeConfig: theme` with
 *    `const theme = {…}`, or shorthand `{ themeConfig }`) is followed into that literal.
 * 3. A path is looked up exactly; when it is absent (a missing field, or a value computed in code) the longest
 *    recorded prefix is used, i.e. the enclosing item or object.
 * 4. When not even the first segment is recorded (the config is assembled from variables), the last key name of
 *    the path is searched as `key:` in the whole text, and used only when it occurs exactly once.
 *
 * Known limits: an array spread (`[...shared, {…}]`) makes the indexes after it unknowable, so those elements
 * fall back to the array's own line; values built by function calls or imported from other files are not
 * located (the enclosing key is, or step 4 applies); a regular-expression literal containing a quote can confuse
 * the scanner. A wrong guess only costs a wrong line number: the message always names the config path.
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
  /** object: a token of the pending key's value was seen */
  valueStarted: boolean
  /** array: index of the current element */
  index: number
  /** array: the next token starts an element */
  atElement: boolean
  /** array: a spread was seen, later indexes are unknown */
  lostIndex: boolean
}

/** A literal that is not inside another tracked literal: the config object, or a `const x = {…}` it may use. */
interface Candidate {
  locations: ConfigLocations
  topKeys: Set<string>
  order: number
  isObject: boolean
  /** the variable it is assigned to (`const theme = {`) */
  name?: string
  /** formatted path → name of the variable that is the whole value there (`themeConfig: theme`) */
  aliases: Record<string, string>
}

const DECLARATION_BEFORE = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=;]*)?=\s*$/

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

  const alias = (f: Frame, segment: string | number, name: string) => {
    if (f.path && f.candidate && !(f.kind === 'array' && f.lostIndex))
      f.candidate.aliases[formatConfigPath([...f.path, segment])] = name
  }

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
    if (f.kind === 'object' && f.pendingKey !== undefined)
      return { path: [...f.path, f.pendingKey], candidate: f.candidate }
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
      parent.valueStarted = true
      const child = childPath(parent)
      const kind = c === '{' ? 'object' : 'array'
      if (child.path) stack.push(frame(kind, child.path, child.candidate))
      else {
        const name = DECLARATION_BEFORE.exec(source.slice(Math.max(0, i - 200), i))?.[1]
        const candidate: Candidate = {
          locations: { '': at(i) },
          topKeys: new Set(),
          order: candidates.length,
          isObject: kind === 'object',
          name,
          aliases: {},
        }
        candidates.push(candidate)
        stack.push(frame(kind, [], candidate))
      }
      i++
      continue
    }
    if (c === '(') {
      beforeValueToken(i, false)
      f.valueStarted = true
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
      f.valueStarted = true
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
      if (f.kind === 'object' && c !== ':') {
        f.atKey = false
        f.valueStarted = true
      }
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
        f.valueStarted = false
        i = next + 1
        continue
      }
      if (after === ',' || after === '}') {
        // shorthand `{ themeConfig }`
        record(f, word, i)
        alias(f, word, word)
      }
      i = tokenEnd
      continue
    }
    const startsValue =
      (f.kind === 'object' && f.pendingKey !== undefined && !f.valueStarted) || (f.kind === 'array' && f.atElement)
    beforeValueToken(i, false)
    if (startsValue && c !== '"' && c !== "'" && /^[A-Za-z_$]/.test(word)) {
      const after = source[skipTrivia(tokenEnd)]
      if (after === ',' || after === '}' || after === ']' || after === undefined)
        alias(f, f.kind === 'object' ? f.pendingKey! : f.index, word)
    }
    if (f.kind === 'object') f.valueStarted = true
    i = tokenEnd
  }

  let best: Candidate | undefined
  let bestScore = 0
  for (const candidate of candidates) {
    if (!candidate.isObject) continue
    let score = 0
    for (const key of candidate.topKeys) if (rootKeys.includes(key)) score++
    if (score > bestScore || (score === bestScore && score > 0 && best && candidate.order > best.order)) {
      best = candidate
      bestScore = score
    }
  }
  return best ? followAliases(best, candidates) : {}
}

/** The root's positions plus, under each alias path, the positions inside the literal the alias names. */
function followAliases(root: Candidate, candidates: Candidate[]): ConfigLocations {
  const result: ConfigLocations = { ...root.locations }
  const work = Object.entries(root.aliases)
  for (let n = 0; n < work.length && n < 200; n++) {
    const [prefix, name] = work[n]
    const target = candidates.find((c) => c.name === name && c !== root)
    if (!target) continue
    const join = (key: string) => (key === '' ? prefix : key.startsWith('[') ? prefix + key : `${prefix}.${key}`)
    for (const [key, location] of Object.entries(target.locations)) {
      if (key !== '' && !(join(key) in result)) result[join(key)] = location
    }
    for (const [key, next] of Object.entries(target.aliases)) work.push([join(key), next])
  }
  return result
}

function frame(kind: Frame['kind'], path: Frame['path'], candidate: Candidate | null): Frame {
  return {
    kind,
    path,
    candidate,
    atKey: kind === 'object',
    valueStarted: false,
    index: 0,
    atElement: kind === 'array',
    lostIndex: false,
  }
}

/**
 * The best position for `path`: its own, else its closest recorded ancestor's. When that ancestor's value is not
 * a literal in this file (a function call, an import), the remaining key names are searched as `key:` in the
 * whole text, nearest first, each accepted only when it occurs exactly once (and after the previous one).
 */
export function locateConfigPath(
  locations: ConfigLocations | undefined,
  path: ConfigPath,
  source?: string,
): KeyLocation | undefined {
  let n = path.length
  let found: KeyLocation | undefined
  for (; n >= 1 && locations; n--) {
    found = locations[formatConfigPath(path.slice(0, n))]
    if (found) break
  }
  if (n === path.length && found) return found
  const prefix = n > 0 ? formatConfigPath(path.slice(0, n)) : undefined
  const opaque =
    prefix === undefined ||
    !Object.keys(locations ?? {}).some((key) => key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`))
  if (opaque && source) {
    let best: { offset: number; location: KeyLocation } | undefined
    for (const segment of path.slice(n)) {
      if (typeof segment !== 'string') continue
      const match = uniqueKey(source, segment)
      if (match && (!best || match.offset > best.offset)) best = match
      else if (best) break
    }
    if (best) return best.location
  }
  return found ?? locations?.['']
}

/** The position of `key:` (or `'key':`) when it occurs exactly once in the text. */
export function findUniqueKey(source: string, key: string): KeyLocation | undefined {
  return uniqueKey(source, key)?.location
}

function uniqueKey(source: string, key: string): { offset: number; location: KeyLocation } | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escaped}\\2\\s*:`, 'g')
  const matches = [...source.matchAll(pattern)]
  if (matches.length !== 1) return undefined
  const offset = matches[0].index! + matches[0][1].length
  const before = source.slice(0, offset)
  return { offset, location: { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') } }
}
