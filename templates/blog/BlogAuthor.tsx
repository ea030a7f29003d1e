import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js'
import { EXTERNAL_LINK_PROPS, isExternalUrl } from '../common/links.js'

/** Avatar, name (linked when the author has a URL) and title. */
export function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const linkProps = author.url ? { href: author.url, ...(isExternalUrl(author.url) ? EXTERNAL_LINK_PROPS : {}) } : undefined
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <img className="blog-author__avatar" src={author.imageURL} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : null}
      <div className="blog-author__text">
        <div className="blog-author__name">{linkProps ? <a {...linkProps}>{author.name}</a> : author.name}</div>
        {author.title ? <div className="blog-author__title">{author.title}</div> : null}
      </div>
    </div>
  )
}
