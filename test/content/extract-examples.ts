/**
 * Pure helper for the example-verification tests: Markdown text → the fenced code blocks it contains, with their
 * language, parsed meta string and line numbers. Parses like the site does (GFM + directives), so code inside
 * `:::note` admonitions and `::::tabs` / `:::tab[...]` containers is found too.
 */
import type { Code, Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

export interface CodeMeta {
  /** `live`: a live, editable playground. */
  live: boolean
  /** `noInline`: (with `live`) the code calls `render(...)` itself. */
  noInline: boolean
  /** `fragment`: a static example that is not a complete program; excluded from type-checking. */
  fragment: boolean
  /** `title="App.tsx"` */
  title?: string
  /** `{1,3-5}` as written, without the braces. */
  highlight?: string
  /** Highlighted line numbers (1-based, within the block), expanded from `highlight`. */
  highlightLines: number[]
  /** Other `key=value` attributes. */
  attributes: Record<string, string>
  /** Bare words that are not one of the known flags. */
  otherFlags: string[]
}

export interface CodeBlock {
  /** Language as written, lower-cased (`tsx`, `jsx`, ...); `null` when the fence has none. */
  lang: string | null
  /** The raw meta string (everything after the language), or `null`. */
  rawMeta: string | null
  meta: CodeMeta
  /** The code, without the fences. */
  code: string
  /** 1-based line of the opening fence in the Markdown text. */
  line: number
  /** 1-based line of the first line of code (the line after the fence). */
  codeLine: number
  /** 1-based line of the closing fence (or of the last line, when the fence is never closed). */
  endLine: number
  /** Whether this is a fenced block (``` or ~~~) rather than an indented one. */
  fenced: boolean
}

/** Parse a fence meta string: `live noInline title="App.tsx" {1,3-5}`. */
export function parseMeta(raw: string | null | undefined): CodeMeta {
  const meta: CodeMeta = {
    live: false,
    noInline: false,
    fragment: false,
    highlightLines: [],
    attributes: {},
    otherFlags: [],
  }
  if (!raw) return meta
  // key="value" | key='value' | key=value | {ranges} | word
  const token = /([A-Za-z_][\w-]*)=(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+))|\{([^}]*)\}|(\S+)/g
  for (const m of raw.matchAll(token)) {
    if (m[1] !== undefined) {
      const key = m[1]
      const value = (m[2] ?? m[3] ?? m[4] ?? '').replace(/\\(["'\\])/g, '$1')
      if (key === 'title') meta.title = value
      else meta.attributes[key] = value
    } else if (m[5] !== undefined) {
      meta.highlight = m[5].trim()
      meta.highlightLines = expandRanges(meta.highlight)
    } else if (m[6] !== undefined) {
      const word = m[6]
      if (word === 'live') meta.live = true
      else if (word === 'noInline' || word === 'noinline') meta.noInline = true
      else if (word === 'fragment') meta.fragment = true
      else meta.otherFlags.push(word)
    }
  }
  return meta
}

/** `1,3-5` → [1, 3, 4, 5] (sorted, unique; invalid parts ignored). */
export function expandRanges(spec: string): number[] {
  const lines = new Set<number>()
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part)
    if (!m) continue
    const from = Number(m[1])
    const to = m[2] === undefined ? from : Number(m[2])
    for (let n = from; n <= to; n++) lines.add(n)
  }
  return [...lines].sort((a, b) => a - b)
}

/**
 * Replace a leading YAML front-matter block by empty lines, so it is not parsed as Markdown but line numbers
 * stay those of the file.
 */
export function blankFrontMatter(markdown: string): string {
  const m = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(markdown)
  if (!m) return markdown
  const blanked = m[0].replace(/[^\r\n]/g, '')
  return blanked + markdown.slice(m[0].length)
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)

/** All code blocks of a Markdown document, in document order. */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const text = blankFrontMatter(markdown)
  const tree = processor.parse(text) as Root
  const sourceLines = text.split(/\r?\n/)
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start.line ?? 1
    const end = node.position?.end.line ?? start
    const fenceLine = sourceLines[start - 1] ?? ''
    // Strip blockquote markers / list indentation before looking for the fence characters.
    const fenced = /^(?:\s*>)*\s*(?:[-*+]\s+|\d+[.)]\s+)?(```|~~~)/.test(fenceLine)
    let lang = node.lang ?? null
    let rawMeta = node.meta ?? null
    // `jsx{1,3}` / `tsx{1}`: the highlight range glued to the language.
    if (lang) {
      const glued = /^([^{]+)(\{[^}]*\}.*)$/.exec(lang)
      if (glued) {
        lang = glued[1]!
        rawMeta = rawMeta ? `${glued[2]} ${rawMeta}` : glued[2]!
      }
      lang = lang.toLowerCase()
    }
    blocks.push({
      lang,
      rawMeta,
      meta: parseMeta(rawMeta),
      code: node.value,
      line: start,
      codeLine: fenced ? start + 1 : start,
      endLine: end,
      fenced,
    })
  })
  return blocks
}

export type BlockKind =
  /** `live` block: type-checked in the live scope and rendered. */
  | 'live'
  /** static `ts`/`tsx`/`typescript` block: type-checked as a module. */
  | 'checked'
  /** static `ts`/`tsx` block marked `fragment`: excluded. */
  | 'fragment'
  /** static `js`/`jsx` (and `javascript`) block: not type-checked. */
  | 'unchecked'
  /** anything else (bash, json, css, no language, ...). */
  | 'other'

const TS_LANGS = new Set(['ts', 'tsx', 'typescript'])
const JS_LANGS = new Set(['js', 'jsx', 'javascript', 'mjs', 'cjs'])

/** How the example tests treat a block. */
export function classifyBlock(block: Pick<CodeBlock, 'lang' | 'meta'>): BlockKind {
  if (block.meta.live) return 'live'
  if (block.lang && TS_LANGS.has(block.lang)) return block.meta.fragment ? 'fragment' : 'checked'
  if (block.lang && JS_LANGS.has(block.lang)) return 'unchecked'
  return 'other'
}

/**
 * The library major a static block is written for, when its title says so: a title that ends with the version in
 * parentheses, like `title="Before (4.x)"`, returns `4`. Migration pages show the code of the previous major next
 * to the new one; such a block is type-checked against the major it names instead of its page's. `undefined`
 * when the title names no version.
 */
export function titledMajor(meta: Pick<CodeMeta, 'title'>): number | undefined {
  const match = /\((\d+)\.x\)\s*$/.exec(meta.title ?? '')
  return match ? Number(match[1]) : undefined
}
