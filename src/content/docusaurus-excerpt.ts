/**
 * A Docusaurus site's default description of a doc, post or page: the first line of text of its Markdown source, as
 * Docusaurus picks it (not our first paragraph). Lines of imports and exports (up to the next blank line), code
 * fences and what they hold, blank lines and a `# Title` line give none; of the first line left, Markdown syntax
 * is dropped (HTML tags, heading marks, emphasis, strikethrough, footnote references, inline code ticks, a quote's
 * `>`, an admonition's `:::` fence, `:emoji:` names, a `{#id}`), images and links keep their text.
 */

/** the line under a setext title (`Title` then `===`) */
const SETEXT_TITLE = /^[^\r\n]*\r?\n=+/
const IMPORT_OR_EXPORT = /^(?:import|export)\s/

/** each step of the clean-up of a line, in order */
const CLEAN_UP: [RegExp, string][] = [
  [/<[^>]*>/g, ''],
  [/^#[^#]+#?/gm, ''],
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'],
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  [/^\s{0,3}>\s?/g, ''],
  [/:::.*/, ''],
  [/\s?:(?:::|[^:\n])+:/g, ''],
  [/\{#*[\w-]+\}/, ''],
]

export function docusaurusExcerpt(markdown: string): string | undefined {
  const lines = markdown.trimStart().replace(SETEXT_TITLE, '').split(/\r?\n/)
  let inImports = false
  let fence: string | undefined
  for (const line of lines) {
    const trimmed = line.trim()
    if (!trimmed) {
      inImports = false
      continue
    }
    if (fence === undefined && (inImports || IMPORT_OR_EXPORT.test(line))) {
      inImports = true
      continue
    }
    const ticks = /^`{3,}/.exec(trimmed)?.[0]
    if (ticks !== undefined) {
      // a fence of fewer ticks inside a longer one is text of the code
      if (fence === undefined) fence = ticks
      else if (ticks.length >= fence.length) fence = undefined
      continue
    }
    if (fence !== undefined) continue
    const text = CLEAN_UP.reduce(
      (current, [pattern, replacement]) => current.replace(pattern, replacement),
      line,
    ).trim()
    if (text) return text
  }
  return undefined
}
