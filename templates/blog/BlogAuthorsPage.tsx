import type { BlogAuthorsRouteData } from '../../src/shared/types.js'
import { BlogAuthor } from './BlogAuthor.js'
import { BlogLayout } from './BlogLayout.js'
import { postCountLabel } from './post-count.js'

/**
 * `/blog/authors`: every author of authors.yml with their number of posts; a name links to the author's page, or to
 * their URL. Styled by the tags index's list and chip count (no stylesheet of its own, so sites without authors
 * pages ship the same CSS), spaced by Infima's margin classes on a Docusaurus site.
 */
export function BlogAuthorsPage({ route }: { route: BlogAuthorsRouteData }) {
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <h1 className="blog-page__title">Authors</h1>
      <ul className="tags-index blog-authors-index margin-vert--lg">
        {route.authors.map((author) => (
          <li key={author.key ?? author.name} className="blog-authors-index__item">
            <BlogAuthor author={author} nameAs="h2" />
            <span className="tag-chip__count" title={postCountLabel(author.count)}>
              {author.count}
              <span className="sr-only">{author.count === 1 ? ' post' : ' posts'}</span>
            </span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}
