import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js'
import { BlogAuthor } from './BlogAuthor.js'

export function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null
  const reserveSocials = authors.some((author) => author.socials)
  return (
    <div className="blog-authors">
      {authors.map((author) => (
        <BlogAuthor key={author.key ?? author.name} author={author} reserveSocials={reserveSocials} />
      ))}
    </div>
  )
}
