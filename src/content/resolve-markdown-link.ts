import path from 'node:path'

/**
 * How a relative `.md` link in `file` (both relative to the site dir) becomes a route: through the map of every
 * doc's source file to its route. Shared by the content stage and the markdown worker threads.
 */
export function markdownLinkResolver(
  routeOfSource: ReadonlyMap<string, string>,
  file: string,
): (href: string) => string | undefined {
  return (href) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeHref(href)))
    return routeOfSource.get(target) ?? routeOfSource.get(target.replace(/\.md$/, '.mdx'))
  }
}

/** `my%20notes.md` → `my notes.md`; a malformed escape (`100%.md`) is kept as written, so it is reported as a broken link. */
function decodeHref(href: string): string {
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}
