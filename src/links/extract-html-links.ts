/**
 * Reads the hrefs of `<a>` elements and every `id` from server-rendered HTML. The markup comes from our own
 * renderer (React's renderToString), whose attribute quoting is regular, so a scan is exact and fast.
 */
const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g
const ID_ATTRIBUTE = /\sid="([^"]*)"/g

export function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? _)
}

export function extractHrefs(html: string): string[] {
  const hrefs: string[] = []
  for (const match of html.matchAll(ANCHOR_HREF)) hrefs.push(decodeAttribute(match[1]))
  return hrefs
}

export function extractIds(html: string): Set<string> {
  const ids = new Set<string>()
  for (const match of html.matchAll(ID_ATTRIBUTE)) ids.add(decodeAttribute(match[1]))
  return ids
}
