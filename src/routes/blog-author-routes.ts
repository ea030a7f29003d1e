import type { BlogPost } from '../content/content-types.js'
import type { BlogAuthor, BlogAuthorItem } from '../shared/types.js'
import {
  BLOG_TAG,
  type BlogConfig,
  type BlogRouteContext,
  blogRouteContext,
  linksOf,
  postSummary,
} from './blog-routes.js'
import { paginatePosts } from './paginate-posts.js'
import type { Route } from './route.js'

/**
 * The authors pages (Docusaurus' rule, with `blog.authorsPages`): when authors.yml lists authors, `<blog>/authors`
 * lists them all with their number of listed posts, and each author with a `page` gets their posts there, paginated
 * like the blog's list (page 2 at `<their page>/authors/2`, as Docusaurus).
 */
export function blogAuthorRoutes(
  blog: BlogConfig,
  { posts: allPosts, authors, authorsFile }: { posts: BlogPost[]; authors: BlogAuthor[]; authorsFile?: string },
  configFile: string,
): Route[] {
  if (!blog.authorsPages || authors.length === 0) return []
  const posts = allPosts.filter((p) => !p.unlisted)
  // the pages are authors.yml's: problems of theirs (a duplicate route, a broken author URL) are reported there
  const context = blogRouteContext(blog, posts, authorsFile ?? configFile)
  const written = authors.map((author) => ({ author, posts: postsBy(author, posts) }))
  const item = ({ author, posts }: (typeof written)[number]): BlogAuthorItem => ({ ...author, count: posts.length })
  return [
    authorsListRoute(context, written.map(item)),
    ...written.flatMap((entry) => (entry.author.page ? authorPageRoutes(context, item(entry), entry.posts) : [])),
  ]
}

/** the listed posts an author of authors.yml wrote (by key) */
function postsBy(author: BlogAuthor, posts: BlogPost[]): BlogPost[] {
  return posts.filter((post) => post.authors.some((a) => a.key !== undefined && a.key === author.key))
}

function authorsListPath({ base, blog }: BlogRouteContext): string {
  return `${base}/${blog.authorsBasePath}`
}

/** `<blog>/authors`: every author, in the order of authors.yml. */
function authorsListRoute(context: BlogRouteContext, authors: BlogAuthorItem[]): Route {
  const path = authorsListPath(context)
  return {
    path,
    sourceFile: context.configFile,
    markdownLinks: [],
    data: {
      kind: 'blogAuthors',
      path,
      title: 'Authors',
      description: 'All blog authors',
      docsearchTag: BLOG_TAG,
      authors,
      sidebar: context.sidebar,
    },
  }
}

/** `One post` / `3 posts` */
function postCount(count: number): string {
  return count === 1 ? 'One post' : `${count} posts`
}

/** An author's page and its further pages. */
function authorPageRoutes(context: BlogRouteContext, author: BlogAuthorItem, posts: BlogPost[]): Route[] {
  const first = author.page!
  const pagePath = (page: number) => (page === 1 ? first : `${first}/${context.blog.authorsBasePath}/${page}`)
  return paginatePosts(posts, context.blog.postsPerPage, pagePath).map(({ path, posts: pagePosts, ...pages }) => ({
    path,
    sourceFile: context.configFile,
    markdownLinks: linksOf(pagePosts),
    data: {
      kind: 'blogAuthor',
      path,
      title: `${author.name} - ${postCount(author.count)}`,
      description: `Blog posts by ${author.name}`,
      docsearchTag: BLOG_TAG,
      author,
      authorsPath: authorsListPath(context),
      posts: pagePosts.map(postSummary),
      ...pages,
      sidebar: context.sidebar,
    },
  }))
}
