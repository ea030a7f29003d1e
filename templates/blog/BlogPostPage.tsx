import type { BlogPostRouteData } from '../../src/shared/types.js'
import { PaginationCards } from '../common/PaginationCards.js'
import { TagsList } from '../common/TagsList.js'
import { EditThisPage } from '../docs/EditThisPage.js'
import { MarkdownContent } from '../markdown/MarkdownContent.js'
import { TableOfContents } from '../toc/TableOfContents.js'
import { BlogLayout } from './BlogLayout.js'
import { BlogPostHeader } from './BlogPostHeader.js'

export function BlogPostPage({ route }: { route: BlogPostRouteData }) {
  const { post } = route
  const showToc = !post.hideTableOfContents && post.toc.length > 0
  return (
    <BlogLayout
      sidebar={route.sidebar}
      activePath={route.path}
      aside={showToc ? <TableOfContents toc={post.toc} /> : undefined}
    >
      <article className="blog-post">
        <BlogPostHeader post={post} title={<h1 className="blog-post__title">{post.title}</h1>} />
        <MarkdownContent content={post.content} />
        {post.tags.length > 0 || post.editUrl ? (
          <footer className="blog-post__footer">
            <TagsList tags={post.tags} />
            {post.editUrl ? <EditThisPage url={post.editUrl} /> : null}
          </footer>
        ) : null}
      </article>
      <PaginationCards
        ariaLabel="Blog post page navigation"
        prev={route.prev && { ...route.prev, sublabel: 'Newer post' }}
        next={route.next && { ...route.next, sublabel: 'Older post' }}
      />
    </BlogLayout>
  )
}
