import type { ComponentType } from 'react'
import type { RouteData, RouteKind, SiteData } from '../src/shared/types.js'
import { BlogArchivePage } from './blog/BlogArchivePage.js'
import { BlogListPage } from './blog/BlogListPage.js'
import { BlogPostPage } from './blog/BlogPostPage.js'
import { BlogTagPage } from './blog/BlogTagPage.js'
import { BlogTagsPage } from './blog/BlogTagsPage.js'
import { DocPage } from './docs/DocPage.js'
import { Layout } from './Layout.js'
import { ComponentPage } from './pages/ComponentPage.js'
import { MarkdownPage } from './pages/MarkdownPage.js'
import { NotFound } from './pages/NotFound.js'
import { PageErrorBoundary } from './pages/PageErrorBoundary.js'
import { SearchPage } from './pages/SearchPage.js'
import { SiteProvider } from './SiteContext.js'

type PageComponent<K extends RouteKind> = ComponentType<{ route: Extract<RouteData, { kind: K }> }>

/** The page component of each route kind (component pages come from the page registry instead). */
export const pageComponents: { [K in Exclude<RouteKind, 'componentPage'>]: PageComponent<K> } = {
  doc: DocPage,
  blogList: BlogListPage,
  blogPost: BlogPostPage,
  blogTags: BlogTagsPage,
  blogTag: BlogTagPage,
  blogArchive: BlogArchivePage,
  markdownPage: MarkdownPage,
  search: SearchPage,
  notFound: NotFound,
}

export interface AppProps {
  site: SiteData
  route: RouteData
  /** React pages from content/pages, by registry key (`route.component`) */
  pages?: Record<string, ComponentType>
}

/** The whole page body: layout chrome around the component for the route's kind. */
export function App({ site, route, pages = {} }: AppProps) {
  let page
  if (route.kind === 'componentPage') {
    page = <ComponentPage route={route} pages={pages} />
  } else {
    const Page = pageComponents[route.kind] as ComponentType<{ route: RouteData }>
    page = <Page route={route} />
  }
  return (
    <SiteProvider site={site} route={route}>
      <Layout>
        <PageErrorBoundary resetKey={route.path}>{page}</PageErrorBoundary>
      </Layout>
    </SiteProvider>
  )
}
