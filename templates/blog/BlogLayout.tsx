import type { ReactNode } from 'react'
import type { BlogSidebarData } from '../../src/shared/types.js'
import { BlogSidebar } from './BlogSidebar.js'

/** Blog pages: recent-posts sidebar | main column | optional right column (a post's table of contents). */
export function BlogLayout({
  sidebar,
  activePath,
  aside,
  children,
}: {
  sidebar?: BlogSidebarData
  activePath: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`blog-page${aside ? ' blog-page--with-aside' : ''}`}>
      <div className="blog-page__main">{children}</div>
      {sidebar ? <BlogSidebar sidebar={sidebar} activePath={activePath} /> : null}
      {aside ? <div className="blog-page__aside">{aside}</div> : null}
    </div>
  )
}
