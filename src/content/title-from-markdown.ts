/** Last resort title for a page without front matter title and without a `#` heading: its file name. */
export function titleFromMarkdown(relativePath: string): string {
  const base = relativePath.split('/').pop() ?? relativePath
  const words = base.replace(/^\d+-/, '').replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
