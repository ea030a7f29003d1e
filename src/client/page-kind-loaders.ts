/**
 * The page component of each route kind in the browser. Docs pages (most of the site) are in the shell; the other
 * kinds come in one chunk loaded when such a route is shown (other-page-kinds.ts), which looks them up in App's
 * `pageComponents`, the server render's table: a new kind adds nothing to the shell.
 */
import { DocPage, type PageComponents, type PageKind } from '../../templates/index.js'

/** the component of `kind`, or undefined for a kind the site does not know */
export async function loadPageKind(kind: string): Promise<PageComponents[PageKind] | undefined> {
  if (kind === 'doc') return DocPage
  const { pageComponents } = await import('./other-page-kinds.js')
  return Object.keys(pageComponents).includes(kind) ? pageComponents[kind as PageKind] : undefined
}

/** `components` with the page component of `kind` added (loaded if needed); component pages need none. */
export async function withPageKind(components: PageComponents, kind: string): Promise<PageComponents> {
  if (kind === 'componentPage' || components[kind as PageKind]) return components
  const component = await loadPageKind(kind)
  if (!component) throw new Error(`Unknown route kind "${kind}"`)
  return { ...components, [kind]: component }
}
