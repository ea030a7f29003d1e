import type { ComponentType } from 'react'
import type { RouteData, SiteData } from '../src/shared/types.js'
import { AppFrame, RoutePage, type PageComponent, type PageKind } from './AppFrame.js'
import { BlogArchivePage } from './blog/BlogArchivePage.js'
import { BlogAuthorPage } from './blog/BlogAuthorPage.js'
import { BlogAuthorsPage } from './blog/BlogAuthorsPage.js'
import { BlogListPage } from './blog/BlogListPage.js'
import { BlogPostPage } from './blog/BlogPostPage.js'
import { BlogTagPage } from './blog/BlogTagPage.js'
import { BlogTagsPage } from './blog/BlogTagsPage.js'
import { DocPage } from './docs/DocPage.js'
import { MarkdownPage } from './pages/MarkdownPage.js'
import { NotFound } from './pages/NotFound.js'
import { SearchPage } from './pages/SearchPage.js'
import type { RenderProblemReporter } from './RenderProblems.js'

/**
 * The page component of each route kind (component pages come from the page registry instead). The browser loads
 * them by kind on demand (src/client/page-kind-loaders.ts, kept in step by a unit test).
 */
export const pageComponents: { [K in PageKind]: PageComponent<K> } = {
  doc: DocPage,
  blogList: BlogListPage,
  blogPost: BlogPostPage,
  blogTags: BlogTagsPage,
  blogTag: BlogTagPage,
  blogArchive: BlogArchivePage,
  blogAuthors: BlogAuthorsPage,
  blogAuthor: BlogAuthorPage,
  markdownPage: MarkdownPage,
  search: SearchPage,
  notFound: NotFound,
}

export interface AppProps {
  site: SiteData
  route: RouteData
  /** React pages from content/pages, by registry key (`route.component`) */
  pages?: Record<string, ComponentType>
  /** told about parts of the page that failed to render (the build counts them as warnings) */
  onRenderProblem?: RenderProblemReporter
}

/** The whole page body: layout chrome around the component for the route's kind. */
export function App({ site, route, pages = {}, onRenderProblem }: AppProps) {
  return (
    <AppFrame site={site} route={route} onRenderProblem={onRenderProblem}>
      <RoutePage route={route} pages={pages} pageComponents={pageComponents} />
    </AppFrame>
  )
}
