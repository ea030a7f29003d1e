import type { BlogAuthorRouteData } from '../../src/shared/types.js'
import { RouteLink } from '../common/RouteLink.js'
import { BlogAuthor } from './BlogAuthor.js'
import { BlogLayout } from './BlogLayout.js'
import { BlogPostsPageNav } from './BlogPostsPageNav.js'
import { BlogPostItem } from './BlogPostItem.js'
import { postCountLabel } from './post-count.js'

/** An author's page: who they are, their posts (paginated like the blog's list), a link to every author. */
export function BlogAuthorPage({ route }: { route: BlogAuthorRouteData }) {
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <header className="blog-page__header margin-bottom--xl">
        <BlogAuthor author={route.author} nameAs="h1">
          <div className="blog-author__title blog-author__count">
            {postCountLabel(route.author.count)}
            {route.page > 1 ? ` (page ${route.page} of ${route.totalPages})` : ''}
          </div>
        </BlogAuthor>
        <RouteLink href={route.authorsPath}>View all authors</RouteLink>
      </header>
      {route.posts.map((post) => (
        <BlogPostItem key={post.permalink} post={post} />
      ))}
      <BlogPostsPageNav ariaLabel="Blog author page navigation" route={route} />
    </BlogLayout>
  )
}
