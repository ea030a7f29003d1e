/**
 * Two Markdown habits of Docusaurus authors that our grammars do not read as they mean, rewritten before a file is
 * parsed (outside fenced code), as Docusaurus does:
 *
 * - `## Heading {#custom-id}` (`.mdx` only): in MDX, `{…}` is an expression, and `#custom-id` is not JavaScript. The brace is
 *   escaped (`\{#custom-id}`), so the heading keeps the suffix as text and rehype-heading-ids reads it as in `.md`.
 * - `:::note Some title` (`.md` and `.mdx`): an admonition title after a space (Docusaurus' older spelling, still
 *   common) becomes the directive label `:::note[Some title]` that remark-directive and remark-admonitions read
 *   (remark-directive alone leaves the whole container as a paragraph of text). In a Docusaurus site
 *   (`markup: 'docusaurus'`), its older admonition names too (`:::important Title`), which are admonitions there.
 *
 * Only those lines change, and only after the place of the change, so line numbers stay exact (a column on such a
 * line may be one or two further right than in the file).
 */
import { forEachLineOutsideFences } from './lines-outside-fences.js'
import { ADMONITION_TITLES, DOCUSAURUS_ADMONITION_ALIASES } from './remark-admonitions.js'

const HEADING_WITH_ID = /^( {0,3}#{1,6}[ \t].*?)\{(#[^\s{}]+\}[ \t]*)$/
const spacedTitle = (names: string[]) => new RegExp(`^(\\s*:{3,}(?:${names.join('|')}))[ \\t]+(\\S.*?)[ \\t]*$`)
const ADMONITION_WITH_SPACED_TITLE = {
  theme: spacedTitle(Object.keys(ADMONITION_TITLES)),
  docusaurus: spacedTitle([...Object.keys(ADMONITION_TITLES), ...DOCUSAURUS_ADMONITION_ALIASES]),
}

export function escapeSource(source: string, { mdx, markup }: { mdx: boolean; markup?: 'docusaurus' }): string {
  // most files have neither: skip the line walk
  if (!source.includes(':::') && !(mdx && source.includes('{#'))) return source
  const lines = source.split('\n')
  forEachLineOutsideFences(lines, (i) => {
    lines[i] = (mdx ? lines[i].replace(HEADING_WITH_ID, '$1\\{$2') : lines[i]).replace(
      ADMONITION_WITH_SPACED_TITLE[markup ?? 'theme'],
      (_all, start: string, title: string) => `${start}[${escapeBrackets(title)}]`,
    )
  })
  return lines.join('\n')
}

function escapeBrackets(title: string): string {
  return title.replace(/[[\]]/g, '\\$&')
}
