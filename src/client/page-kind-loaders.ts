/**
 * The page component of each route kind in the browser. Docs pages (most of the site) are in the shell; the other
 * kinds come in one chunk loaded when such a route is shown (other-page-kinds.ts, which lists them: a new kind adds
 * nothing to the shell). Same components as App's `pageComponents` (a unit test checks each one).
 */
import { DocPage, type PageComponents, type PageKind } from '../../templates/index.js'

/** the component of `kind`, or undefined for a kind the site does not know */
export async function loadPageKind(kind: string): Promise<PageComponents[PageKind] | undefined> {
  if (kind === 'doc') return DocPage
  const { otherPageComponents } = await import('./other-page-kinds.js')
  return Object.keys(otherPageComponents).includes(kind)
    ? otherPageComponents[kind as keyof typeof otherPageComponents]
    : undefined
}

/** `components` with the page component of `kind` added (loaded if needed); component pages need none. */
export async function withPageKind(components: PageComponents, kind: string): Promise<PageComponents> {
  if (kind === 'componentPage' || components[kind as PageKind]) return components
  const component = await loadPageKind(kind)
  if (!component) throw new Error(`Unknown route kind "${kind}"`)
  return { ...components, [kind]: component }
}
