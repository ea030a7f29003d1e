/**
 * A deliberately tiny highlighter for hand-written samples in React pages (the home page), where the build-time
 * Prism pass does not run. It knows JS/TS/JSX well enough for short examples and emits Prism token class names,
 * so the same light/dark palettes apply.
 */
export interface CodeToken {
  /** Prism token type (`keyword`, `string`…), or null for plain text */
  type: string | null
  text: string
}

const RULES: Array<[type: string, pattern: RegExp]> = [
  ['comment', /\/\/[^\n]*|\/\*[\s\S]*?\*\//y],
  ['string', /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/y],
  ['operator', /=>/y],
  ['tag', /<\/?[A-Za-z][\w.]*/y],
  ['punctuation', /\/?>/y],
  [
    'keyword',
    /\b(?:import|from|export|default|function|const|let|var|return|if|else|new|typeof|await|async|type|interface)\b/y,
  ],
  ['boolean', /\b(?:true|false|null|undefined)\b/y],
  ['number', /\b\d+(?:\.\d+)?\b/y],
  ['function', /\b[A-Za-z_$][\w$]*(?=\s*\()/y],
  ['operator', /[=+\-*/!?:&|%]+/y],
  ['punctuation', /[{}()[\];,.]/y],
]

const WORD = /[A-Za-z_$][\w$]*|\s+|./y

function tokenizeLine(line: string): CodeToken[] {
  const tokens: CodeToken[] = []
  const push = (type: string | null, text: string) => {
    const last = tokens[tokens.length - 1]
    if (type === null && last && last.type === null) last.text += text
    else tokens.push({ type, text })
  }
  let at = 0
  outer: while (at < line.length) {
    for (const [type, pattern] of RULES) {
      pattern.lastIndex = at
      const match = pattern.exec(line)
      if (match && match[0].length > 0) {
        push(type, match[0])
        at += match[0].length
        continue outer
      }
    }
    WORD.lastIndex = at
    const plain = WORD.exec(line)![0]
    push(null, plain)
    at += plain.length
  }
  return tokens
}

/** Tokens per line (block comments and template strings spanning lines are not supported: keep samples simple). */
export function tokenizeCode(code: string): CodeToken[][] {
  return code.split('\n').map(tokenizeLine)
}
