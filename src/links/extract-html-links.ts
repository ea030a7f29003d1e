/**
 * Reads the hrefs of `<a>` elements and every `id` from server-rendered HTML. The markup comes from our own
 * renderer (React's renderToString), whose attribute quoting is regular, so a scan is exact and fast.
 */
const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g
const ID_ATTRIBUTE = /\sid="([^"]*)"/g

export function decodeAttribute(value: string): string {
  return value.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? _,
  )
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

/** What the link check needs of a page: the hrefs of its links (each once) and its element ids. */
export interface PageLinks {
  hrefs: string[]
  ids: Set<string>
}

/**
 * A page's links and ids, read once when it is rendered (watch mode's render cache keeps them with the page).
 * The HTML itself is not kept (a large site's pages stream to disk), and neither may the strings read from it
 * be: V8 makes a regexp match's text a slice that keeps the whole page alive (10,000 pages: 750 MB). A JSON round
 * trip copies them into strings of their own.
 */
export function readPageLinks(html: string): PageLinks {
  const [hrefs, ids] = JSON.parse(JSON.stringify([[...new Set(extractHrefs(html))], [...extractIds(html)]])) as [
    string[],
    string[],
  ]
  return { hrefs, ids: new Set(ids) }
}

/**
 * A document's links and ids when those of the React render in it are known (`app`, read with the render and kept
 * with it: cache/page-entries.ts): only the frame around it is read, `appAt` being where the render starts. The
 * same as readPageLinks(html): the render is whole elements, so no match crosses its edges.
 */
export function readDocumentLinks(html: string, appAt: number, appLength: number, app: PageLinks): PageLinks {
  const before = readPageLinks(html.slice(0, appAt))
  const after = readPageLinks(html.slice(appAt + appLength))
  return {
    hrefs: [...new Set([...before.hrefs, ...app.hrefs, ...after.hrefs])],
    ids: new Set([...before.ids, ...app.ids, ...after.ids]),
  }
}
