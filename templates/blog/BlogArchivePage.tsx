import type { BlogArchiveRouteData } from '../../src/shared/types.js'
import { RouteLink } from '../common/RouteLink.js'

/** Every post, grouped by year (newest first as given). */
export function BlogArchivePage({ route }: { route: BlogArchiveRouteData }) {
  return (
    <div className="container blog-archive">
      <header className="blog-archive__header">
        <h1 className="blog-page__title">Archive</h1>
        <p>Every post on the blog, newest first.</p>
      </header>
      {route.years.map((group) => (
        <section className="blog-archive__year" key={group.year} aria-labelledby={`archive-${group.year}`}>
          <h2 id={`archive-${group.year}`}>{group.year}</h2>
          <ul className="blog-archive__list">
            {group.posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{post.formattedDate}</time>{' '}
                <RouteLink href={post.href}>{post.label}</RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
