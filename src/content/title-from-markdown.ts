/** Last resort title for a page without front matter title and without a `#` heading: its file name. */
export function titleFromMarkdown(relativePath: string): string {
  const base = relativePath.split('/').pop() ?? relativePath
  const words = base.replace(/^\d+-/, '').replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A Docusaurus site's last resort title, as Docusaurus makes it: the file's name as written, its number prefix
 * (`01-`, `2.`) left out for a doc, its date for a post (`2016-03-11-fast-tests` → `fast-tests`, given here as the
 * part after the date).
 */
export function titleFromFileName(relativePath: string): string {
  const base = relativePath.split('/').pop() ?? relativePath
  return base.replace(/^\d+\s*[-_.]+\s*/, '') || base
}
