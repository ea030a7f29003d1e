/**
 * The page component of each route kind in the browser. Docs pages (most of the site) are in the shell; the other
 * kinds come in one chunk loaded when such a route is shown (other-page-kinds.ts). Same components as App's
 * `pageComponents` (a unit test checks each one).
 */
import { DocPage, type PageComponent, type PageComponents, type PageKind } from '../../templates/index.js'

const otherKinds = () => import('./other-page-kinds.js')

export const pageKindLoaders: { [K in PageKind]: () => Promise<PageComponent<K>> } = {
  doc: async () => DocPage,
  blogList: () => otherKinds().then((m) => m.BlogListPage),
  blogPost: () => otherKinds().then((m) => m.BlogPostPage),
  blogTags: () => otherKinds().then((m) => m.BlogTagsPage),
  blogTag: () => otherKinds().then((m) => m.BlogTagPage),
  blogArchive: () => otherKinds().then((m) => m.BlogArchivePage),
  markdownPage: () => otherKinds().then((m) => m.MarkdownPage),
  search: () => otherKinds().then((m) => m.SearchPage),
  notFound: () => otherKinds().then((m) => m.NotFound),
}

/** `components` with the page component of `kind` added (loaded if needed); component pages need none. */
export async function withPageKind(components: PageComponents, kind: string): Promise<PageComponents> {
  if (kind === 'componentPage' || components[kind as PageKind]) return components
  const load = pageKindLoaders[kind as PageKind] as (() => Promise<PageComponents[PageKind]>) | undefined
  if (!load) throw new Error(`Unknown route kind "${kind}"`)
  return { ...components, [kind]: await load() }
}
