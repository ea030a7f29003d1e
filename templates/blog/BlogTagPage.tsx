import type { BlogTagRouteData } from '../../src/shared/types.js'
import { tagPageTitle } from '../../src/shared/tag-page-title.js'
import { BlogLayout } from './BlogLayout.js'
import { BlogPostItem } from './BlogPostItem.js'
import { RouteLink } from '../common/RouteLink.js'

/** The tags index sits one level above a tag's page (`/blog/tags/v-4` → `/blog/tags`). */
function tagsIndexPath(tagPermalink: string): string {
  return tagPermalink.replace(/\/[^/]+\/?$/, '') || '/'
}

export function BlogTagPage({ route }: { route: BlogTagRouteData }) {
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <header className="blog-page__header">
        <h1 className="blog-page__title">{tagPageTitle(route.posts.length, route.tag.label)}</h1>
        {route.tag.description && <p>{route.tag.description}</p>}
        <RouteLink href={tagsIndexPath(route.tag.permalink)}>View all tags</RouteLink>
      </header>
      {route.posts.map((post) => (
        <BlogPostItem key={post.permalink} post={post} />
      ))}
    </BlogLayout>
  )
}
