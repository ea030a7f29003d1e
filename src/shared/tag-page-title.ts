/** A blog tag page's heading and title: `One post tagged with "x"`, `3 posts tagged with "x"`, as Docusaurus words them. */
export function tagPageTitle(count: number, label: string): string {
  return `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`
}
