/**
 * A tag page's heading and title, as Docusaurus words them: `One post tagged with "x"`, `3 posts tagged with "x"`
 * (a blog tag), `One doc tagged with "x"`, `2 docs tagged with "x"` (a docs tag).
 */
export function tagPageTitle(count: number, label: string, items: 'post' | 'doc' = 'post'): string {
  return `${count === 1 ? `One ${items}` : `${count} ${items}s`} tagged with "${label}"`
}
