/**
 * Three Markdown habits of Docusaurus authors that our grammars do not read as they mean, rewritten before a file is
 * parsed (outside fenced code), as Docusaurus does:
 *
 * - `## Heading {#custom-id}` (`.mdx` only): in MDX, `{…}` is an expression, and `#custom-id` is not JavaScript. The brace is
 *   escaped (`\{#custom-id}`), so the heading keeps the suffix as text and rehype-heading-ids reads it as in `.md`.
 * - `:::note Some title` (`.md` and `.mdx`): an admonition title after a space (Docusaurus' older spelling, still
 *   common) becomes the directive label `:::note[Some title]` that remark-directive and remark-admonitions read
 *   (remark-directive alone leaves the whole container as a paragraph of text). In a Docusaurus site
 *   (`markup: 'docusaurus'`), its older admonition names too (`:::important Title`), which are admonitions there.
 * - `<!-- comment -->` (MDX read with `htmlComments`, Docusaurus' `mdx1Compat.comments`): MDX has no HTML comments, so
 *   each becomes the MDX comment `{/* comment *\/}` (outside code spans too), dropped alike; `{/* truncate *\/}` marks
 *   the excerpt as `<!-- truncate -->` does in Markdown.
 *
 * Only those lines change, and only after the place of the change, so line numbers stay exact (a column on such a
 * line may be one or two away from the file's).
 */
import { forEachLineOutsideFences } from './lines-outside-fences.js'
import { ADMONITION_TITLES, DOCUSAURUS_ADMONITION_ALIASES } from './remark-admonitions.js'

const HEADING_WITH_ID = /^( {0,3}#{1,6}[ \t].*?)\{(#[^\s{}]+\}[ \t]*)$/
const spacedTitle = (names: string[]) => new RegExp(`^(\\s*:{3,}(?:${names.join('|')}))[ \\t]+(\\S.*?)[ \\t]*$`)
const ADMONITION_WITH_SPACED_TITLE = {
  theme: spacedTitle(Object.keys(ADMONITION_TITLES)),
  docusaurus: spacedTitle([...Object.keys(ADMONITION_TITLES), ...DOCUSAURUS_ADMONITION_ALIASES]),
}

export interface EscapeOptions {
  mdx: boolean
  markup?: 'docusaurus'
  /** HTML comments in MDX become MDX comments (`mdx` only) */
  htmlComments?: boolean
}

export function escapeSource(source: string, { mdx, markup, htmlComments }: EscapeOptions): string {
  const comments = mdx && htmlComments === true && source.includes('<!--')
  // most files have none of the three: skip the line walk
  if (!source.includes(':::') && !(mdx && source.includes('{#')) && !comments) return source
  const lines = source.split('\n')
  const inComment = { open: false }
  forEachLineOutsideFences(lines, (i) => {
    const line = comments ? htmlCommentsToMdx(lines[i], inComment) : lines[i]
    lines[i] = (mdx ? line.replace(HEADING_WITH_ID, '$1\\{$2') : line).replace(
      ADMONITION_WITH_SPACED_TITLE[markup ?? 'theme'],
      (_all, start: string, title: string) => `${start}[${escapeBrackets(title)}]`,
    )
  })
  return lines.join('\n')
}

/**
 * One line with its HTML comments as MDX comments; `state.open`: whether a comment runs on from the line before (and
 * on to the next). Code spans outside comments are kept as written; a `*\/` inside a comment, which would end the MDX
 * comment early, becomes `* /`.
 */
function htmlCommentsToMdx(line: string, state: { open: boolean }): string {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (state.open) {
      const end = line.indexOf('-->', i)
      const body = line.slice(i, end < 0 ? line.length : end).replaceAll('*/', '* /')
      if (end < 0) return out + body
      out += `${body}*/}`
      i = end + 3
      state.open = false
      continue
    }
    if (line[i] === '`') {
      const fence = /^`+/.exec(line.slice(i))![0]
      const close = line.indexOf(fence, i + fence.length)
      const end = close < 0 ? i + fence.length : close + fence.length
      out += line.slice(i, end)
      i = end
      continue
    }
    if (line.startsWith('<!--', i)) {
      out += '{/*'
      i += 4
      state.open = true
      continue
    }
    out += line[i]
    i++
  }
  return out
}

function escapeBrackets(title: string): string {
  return title.replace(/[[\]]/g, '\\$&')
}
