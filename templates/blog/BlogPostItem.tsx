import type { BlogPostSummary } from '../../src/shared/types.js'
import { TagsList } from '../common/TagsList.js'
import { MarkdownContent } from '../markdown/MarkdownContent.js'
import { BlogPostHeader } from './BlogPostHeader.js'
import { RouteLink } from '../common/RouteLink.js'

/** One post in a list (blog list, tag page): title, meta, authors, excerpt, tags and "Read more". */
export function BlogPostItem({ post }: { post: BlogPostSummary }) {
  return (
    <article className="blog-post blog-post--summary">
      <BlogPostHeader
        post={post}
        title={
          <h2 className="blog-post__title">
            <RouteLink href={post.permalink}>{post.title}</RouteLink>
          </h2>
        }
      />
      <MarkdownContent content={post.excerpt} />
      {post.tags.length > 0 || post.hasTruncateMarker ? (
        <footer className="blog-post__footer">
          <TagsList tags={post.tags} />
          {post.hasTruncateMarker ? (
            <RouteLink
              className="blog-post__read-more"
              href={post.permalink}
              aria-label={`Read more about ${post.title}`}
            >
              Read more
            </RouteLink>
          ) : null}
        </footer>
      ) : null}
    </article>
  )
}
