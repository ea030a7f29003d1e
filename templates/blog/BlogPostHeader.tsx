import type { ReactNode } from 'react'
import type { BlogPostSummary } from '../../src/shared/types.js'
import { BlogAuthors } from './BlogAuthors.js'
import { BlogPostMeta } from './BlogPostMeta.js'

/** A post's header, on its page and in a list: its title (the heading `title`), date, reading time and authors. */
export function BlogPostHeader({
  post,
  title,
}: {
  post: Pick<BlogPostSummary, 'date' | 'formattedDate' | 'readingTimeMinutes' | 'authors'>
  title: ReactNode
}) {
  return (
    <header>
      {title}
      <BlogPostMeta date={post.date} formattedDate={post.formattedDate} readingTimeMinutes={post.readingTimeMinutes} />
      <BlogAuthors authors={post.authors} />
    </header>
  )
}
