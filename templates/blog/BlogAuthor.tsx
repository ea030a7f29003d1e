import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js'
import { linkTargetProps } from '../common/links.js'
import { useFileUrl, usePublicHref } from '../common/RouteLink.js'
import { BlogAuthorAvatar } from './BlogAuthorAvatar.js'

/** Avatar (or initials), name (linked when the author has a URL) and title. */
export function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const toPublic = usePublicHref()
  const fileUrl = useFileUrl()
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <BlogAuthorAvatar key={author.imageURL} name={author.name} src={fileUrl(author.imageURL)} />
      ) : null}
      <div className="blog-author__text">
        <div className="blog-author__name">
          {author.url ? (
            <a href={toPublic(author.url)} {...linkTargetProps(author.url)}>
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </div>
        {author.title ? <div className="blog-author__title">{author.title}</div> : null}
      </div>
    </div>
  )
}
