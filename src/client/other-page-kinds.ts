/**
 * The page components of every route kind but docs, as one chunk (page-kind-loaders.ts): docs pages, most of the
 * site, never download them, and one chunk keeps the others from splitting into many small shared files.
 */
export { BlogArchivePage } from '../../templates/blog/BlogArchivePage.js'
export { BlogListPage } from '../../templates/blog/BlogListPage.js'
export { BlogPostPage } from '../../templates/blog/BlogPostPage.js'
export { BlogTagPage } from '../../templates/blog/BlogTagPage.js'
export { BlogTagsPage } from '../../templates/blog/BlogTagsPage.js'
export { MarkdownPage } from '../../templates/pages/MarkdownPage.js'
export { NotFound } from '../../templates/pages/NotFound.js'
export { SearchPage } from '../../templates/pages/SearchPage.js'
