import path from 'node:path'

/**
 * The site file a relative href written in `file` names (both relative to the site dir, `/`-separated):
 * `../api/use-hotkeys.md` in `docs/guide/intro.md` → `docs/api/use-hotkeys.md`. Undefined for an href that is not a
 * relative path: a URL with a scheme, a root-relative or protocol-relative one, an empty path (`#id`, `?q`), or one
 * leading out of the site folder unless `outside` allows it (a link to a document, which only names a route: a docs
 * folder may lie beside the site's, as Docusaurus' `path: '../docs'`). `href` is the path part only, as written
 * (percent-escapes are decoded).
 */
export function relativeTarget(file: string, href: string, outside = false): string | undefined {
  if (href === '' || href.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(href)) return undefined
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeHref(href)))
  return !outside && (target === '..' || target.startsWith('../')) ? undefined : target
}

/** `my%20notes.md` → `my notes.md`; a malformed escape (`100%.md`) is kept as written, so it is reported as a broken link. */
function decodeHref(href: string): string {
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}
