/**
 * The page components of every route kind but docs, as one chunk (page-kind-loaders.ts): docs pages, most of the
 * site, never download them, and one chunk keeps the others from splitting into many small shared files.
 */
export {
  BlogArchivePage,
  BlogListPage,
  BlogPostPage,
  BlogTagPage,
  BlogTagsPage,
  MarkdownPage,
  NotFound,
  SearchPage,
} from '../../templates/index.js'
