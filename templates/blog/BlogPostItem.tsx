import type { BlogPostSummary } from '../../src/shared/types.js'
import { TagsList } from '../common/TagsList.js'
import { MarkdownContent } from '../markdown/MarkdownContent.js'
import { BlogAuthors } from './BlogAuthors.js'
import { BlogPostMeta } from './BlogPostMeta.js'

/** One post in a list (blog list, tag page): title, meta, authors, excerpt, tags and "Read more". */
export function BlogPostItem({ post }: { post: BlogPostSummary }) {
  return (
    <article className="blog-post blog-post--summary">
      <header>
        <h2 className="blog-post__title">
          <a href={post.permalink}>{post.title}</a>
        </h2>
        <BlogPostMeta date={post.date} formattedDate={post.formattedDate} readingTimeMinutes={post.readingTimeMinutes} />
        <BlogAuthors authors={post.authors} />
      </header>
      <MarkdownContent content={post.excerpt} />
      {post.tags.length > 0 || post.hasTruncateMarker ? (
        <footer className="blog-post__footer">
          <TagsList tags={post.tags} />
          {post.hasTruncateMarker ? (
            <a className="blog-post__read-more" href={post.permalink} aria-label={`Read more about ${post.title}`}>
              Read more
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  )
}
