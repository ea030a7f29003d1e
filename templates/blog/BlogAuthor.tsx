import type { ReactNode } from 'react'
import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js'
import { linkTargetProps } from '../common/links.js'
import { useFileUrl, usePublicHref } from '../common/RouteLink.js'
import { BlogAuthorAvatar } from './BlogAuthorAvatar.js'

/**
 * Avatar (or initials), name and title. The name links to the author's page when they have one (as Docusaurus),
 * else to their URL, else to their email address; `nameAs` makes it the page's or a list's heading, `children`
 * follow the title (the authors pages).
 */
export function BlogAuthor({
  author,
  nameAs: Name = 'div',
  children,
}: {
  author: BlogAuthorData
  nameAs?: 'div' | 'h1' | 'h2'
  children?: ReactNode
}) {
  const toPublic = usePublicHref()
  const fileUrl = useFileUrl()
  const href = author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined)
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <BlogAuthorAvatar key={author.imageURL} name={author.name} src={fileUrl(author.imageURL)} />
      ) : null}
      <div className="blog-author__text">
        <Name className="blog-author__name">
          {href ? (
            <a href={toPublic(href)} {...linkTargetProps(href)}>
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </Name>
        {author.title ? <div className="blog-author__title">{author.title}</div> : null}
        {children}
      </div>
    </div>
  )
}
