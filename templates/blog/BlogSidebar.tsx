import type { BlogSidebarData } from '../../src/shared/types.js'
import { RouteLink } from '../common/RouteLink.js'

/** "Recent posts", grouped by year. */
export function BlogSidebar({ sidebar, activePath }: { sidebar: BlogSidebarData; activePath: string }) {
  if (sidebar.years.length === 0) return null
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation">
        <h2 className="blog-sidebar__title">{sidebar.title}</h2>
        {sidebar.years.map((group) => (
          <div className="blog-sidebar__year" key={group.year}>
            <h3 className="blog-sidebar__year-title">{group.year}</h3>
            <ul className="blog-sidebar__list">
              {group.posts.map((post) => {
                const active = post.href === activePath
                return (
                  <li key={post.href}>
                    <RouteLink
                      className={`blog-sidebar__link${active ? ' blog-sidebar__link--active' : ''}`}
                      href={post.href}
                      aria-current={active ? 'page' : undefined}
                    >
                      {post.label}
                    </RouteLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  )
}
