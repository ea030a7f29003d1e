import type { BlogTagsRouteData } from '../../src/shared/types.js'
import { BlogLayout } from './BlogLayout.js'
import { RouteLink } from '../common/RouteLink.js'

/** Every tag with the number of posts carrying it. */
export function BlogTagsPage({ route }: { route: BlogTagsRouteData }) {
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <h1 className="blog-page__title">Tags</h1>
      <ul className="tags-index">
        {route.tags.map((tag) => (
          <li key={tag.permalink}>
            <RouteLink className="tag-chip tag-chip--with-count" href={tag.permalink} title={tag.description}>
              {tag.label}
              <span className="tag-chip__count">
                <span className="sr-only">: </span>
                {tag.count}
                <span className="sr-only"> {tag.count === 1 ? 'post' : 'posts'}</span>
              </span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}
