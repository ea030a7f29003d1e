/**
 * Build-time syntax highlighting with Prism, straight to hast, one array of nodes per source line.
 *
 * Prism's tokens can span lines (block comments, template strings, JSX): they are cut at every line end and
 * re-opened on the next line with the same classes, so each line is self-contained and nesting is kept within
 * a line (`<span class="token template-string"><span class="token interpolation">…</span></span>`).
 *
 * Languages: js/javascript, jsx, ts/typescript, tsx, bash/sh/shell, json, css, diff, html/markup/xml/svg.
 * Any other language is plain text, one text node per line, unless the site lists it (`prism.additionalLanguages`,
 * prism-languages.ts).
 */
import Prism from 'prismjs'
import 'prismjs/components/prism-jsx.js'
import 'prismjs/components/prism-typescript.js'
import 'prismjs/components/prism-tsx.js'
import 'prismjs/components/prism-bash.js'
import 'prismjs/components/prism-json.js'
import 'prismjs/components/prism-diff.js'
import type { Element, ElementContent } from 'hast'
import { additionalGrammar } from './prism-languages.js'

/** fence language (lower-cased) → Prism grammar name */
const GRAMMAR_OF_LANGUAGE: Record<string, string> = {
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  json: 'json',
  css: 'css',
  diff: 'diff',
  html: 'markup',
  markup: 'markup',
  xml: 'markup',
  svg: 'markup',
}

export function isHighlightedLanguage(language: string): boolean {
  return Object.hasOwn(GRAMMAR_OF_LANGUAGE, language.toLowerCase())
}

/** A run of text inside a line, with the tokens enclosing it (outermost first). */
interface Segment {
  text: string
  tokens: Prism.Token[]
}

/** The hast content of each line of `code` (no line wrappers, no newline characters). */
export function highlightLines(
  code: string,
  language: string,
  /** Prism languages the site adds (`prism.additionalLanguages`) */
  additional: readonly string[] = [],
): ElementContent[][] {
  const key = language.toLowerCase()
  const grammar = Object.hasOwn(GRAMMAR_OF_LANGUAGE, key)
    ? Prism.languages[GRAMMAR_OF_LANGUAGE[key]]
    : additionalGrammar(key, additional)
  if (!grammar) {
    return code.split('\n').map((line) => (line === '' ? [] : [{ type: 'text', value: line }]))
  }
  const lines: Segment[][] = [[]]
  splitIntoLines(Prism.tokenize(code, grammar), [], lines)
  return lines.map(buildLine)
}

function splitIntoLines(stream: Prism.TokenStream, enclosing: Prism.Token[], lines: Segment[][]): void {
  if (typeof stream === 'string') {
    const parts = stream.split('\n')
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) lines.push([])
      if (parts[i] !== '') lines[lines.length - 1].push({ text: parts[i], tokens: enclosing })
    }
  } else if (Array.isArray(stream)) {
    for (const item of stream) splitIntoLines(item, enclosing, lines)
  } else {
    splitIntoLines(stream.content, [...enclosing, stream], lines)
  }
}

/** Rebuilds nested token spans for one line: segments that share enclosing tokens share their spans. */
function buildLine(segments: Segment[]): ElementContent[] {
  const root: ElementContent[] = []
  const open: Array<{ token: Prism.Token; element: Element }> = []
  for (const segment of segments) {
    let shared = 0
    while (shared < open.length && shared < segment.tokens.length && open[shared].token === segment.tokens[shared])
      shared++
    open.length = shared
    for (const token of segment.tokens.slice(shared)) {
      const element: Element = {
        type: 'element',
        tagName: 'span',
        properties: { className: tokenClasses(token) },
        children: [],
      }
      ;(open.length === 0 ? root : open[open.length - 1].element.children).push(element)
      open.push({ token, element })
    }
    ;(open.length === 0 ? root : open[open.length - 1].element.children).push({ type: 'text', value: segment.text })
  }
  return root
}

function tokenClasses(token: Prism.Token): string[] {
  const classes = ['token', token.type]
  if (Array.isArray(token.alias)) classes.push(...token.alias)
  else if (token.alias) classes.push(token.alias)
  return classes
}
