import type { BlogListRouteData } from '../../src/shared/types.js'
import { BlogLayout } from './BlogLayout.js'
import { BlogPostsPageNav } from './BlogPostsPageNav.js'
import { BlogPostItem } from './BlogPostItem.js'

export function BlogListPage({ route }: { route: BlogListRouteData }) {
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <h1 className="blog-page__title">
        {route.title}
        {route.page > 1 ? (
          <span className="blog-page__page">
            {' (page '}
            {route.page}
            {' of '}
            {route.totalPages}
            {')'}
          </span>
        ) : null}
      </h1>
      {route.posts.map((post) => (
        <BlogPostItem key={post.permalink} post={post} />
      ))}
      <BlogPostsPageNav ariaLabel="Blog list page navigation" route={route} />
    </BlogLayout>
  )
}
