/**
 * The page components of every route kind but docs, as one chunk (page-kind-loaders.ts): docs pages, most of the
 * site, never download them, and one chunk keeps the others from splitting into many small shared files.
 */
import {
  BlogArchivePage,
  BlogAuthorPage,
  BlogAuthorsPage,
  BlogListPage,
  BlogPostPage,
  BlogTagPage,
  BlogTagsPage,
  MarkdownPage,
  NotFound,
  type PageComponent,
  type PageKind,
  SearchPage,
} from '../../templates/index.js'

/** by route kind (the shell looks a kind up here rather than listing them: page-kind-loaders.ts) */
export const otherPageComponents: { [K in Exclude<PageKind, 'doc'>]: PageComponent<K> } = {
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
