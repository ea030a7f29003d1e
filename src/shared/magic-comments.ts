/**
 * Docusaurus' magic comments in code blocks: a line that is only a comment saying `highlight-next-line` highlights
 * the line after it, `highlight-start` … `highlight-end` the lines between; the comment lines themselves are removed.
 * The comment may be written in any of the usual syntaxes (`// …`, `/* … *\/`, `{/* … *\/}`, `# …`, `<!-- … -->`,
 * `-- …`), whatever the block's language: Docusaurus picks the syntaxes by language, and these lines are unlikely to be
 * real code in any of them. As in Docusaurus, a block with a line range in its meta (`{1,3}`) keeps its comments.
 * Shared: the markdown stage applies it to fenced blocks (src/markdown/rehype-code-blocks.ts), `@theme/CodeBlock` to
 * the code a React page or MDX module gives it (templates/docusaurus/theme/CodeBlock.tsx).
 */

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const
type Directive = (typeof DIRECTIVES)[number]

const COMMENT =
  /^\s*(?:\/\/\s*(\S+)|\/\*\s*(\S+)\s*\*\/|\{\s*\/\*\s*(\S+)\s*\*\/\s*\}|#\s*(\S+)|<!--\s*(\S+)\s*-->|--\s*(\S+))\s*$/

function directiveOf(line: string): Directive | undefined {
  const match = COMMENT.exec(line)
  const word = match?.slice(1).find((group) => group !== undefined)
  return (DIRECTIVES as readonly string[]).includes(word ?? '') ? (word as Directive) : undefined
}

export interface MagicCommentsResult {
  /** the code without the comment lines */
  code: string
  /** 1-based numbers of the highlighted lines, in the code without them */
  highlighted: number[]
}

/** The code without its magic comment lines, and the lines they highlight; the code as it is when it has none. */
export function applyMagicComments(source: string): MagicCommentsResult {
  const lines = source.split('\n')
  if (!lines.some((line) => directiveOf(line) !== undefined)) return { code: source, highlighted: [] }
  const kept: string[] = []
  const highlighted: number[] = []
  let open = 0
  let next = false
  for (const line of lines) {
    const directive = directiveOf(line)
    if (directive === 'highlight-next-line') next = true
    else if (directive === 'highlight-start') open++
    else if (directive === 'highlight-end') open = Math.max(open - 1, 0)
    else {
      kept.push(line)
      if (open > 0 || next) highlighted.push(kept.length)
      next = false
    }
  }
  return { code: kept.join('\n'), highlighted }
}
