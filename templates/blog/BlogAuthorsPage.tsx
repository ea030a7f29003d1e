import type { BlogAuthorsRouteData } from '../../src/shared/types.js'
import { BlogAuthor } from './BlogAuthor.js'
import { BlogLayout } from './BlogLayout.js'
import { postCountLabel } from './post-count.js'

/**
 * `/blog/authors`: every author of authors.yml with their number of posts; a name links to the author's page, or to
 * their URL. Styled by the tags index's list and the post's author block (no stylesheet of its own, so sites
 * without authors pages ship the same CSS), spaced by Infima's margin classes on a Docusaurus site.
 */
export function BlogAuthorsPage({ route }: { route: BlogAuthorsRouteData }) {
  const reserveSocials = route.authors.some((author) => author.socials)
  return (
    <BlogLayout sidebar={route.sidebar} activePath={route.path}>
      <h1 className="blog-page__title">Authors</h1>
      <ul className="tags-index blog-authors-index margin-vert--lg">
        {route.authors.map((author) => (
          <li key={author.key ?? author.name} className="blog-authors-index__item">
            <BlogAuthor author={author} nameAs="h2" reserveSocials={reserveSocials}>
              <div className="blog-author__title blog-author__count">{postCountLabel(author.count)}</div>
            </BlogAuthor>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}
