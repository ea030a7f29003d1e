/**
 * Where a hit leads. The hosted index holds absolute URLs of the production site; like Docusaurus, the UI
 * keeps readers on the site they are on by using only the path, query and anchor. Anything that is not an
 * http(s) or root-relative URL (a `javascript:` URL in a poisoned index) leads nowhere: the hit is dropped.
 */
export function hitPath(url: string): string | null {
  // `//host` and `/\host` are other sites (browsers read a backslash as a slash)
  if (url.startsWith('/')) return url[1] === '/' || url[1] === '\\' ? null : url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  return parsed.pathname + parsed.search + parsed.hash
}
