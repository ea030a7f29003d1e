import type { ReactNode } from 'react'
import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js'
import { linkTargetProps } from '../common/links.js'
import { useFileUrl, usePublicHref } from '../common/RouteLink.js'
import { BlogAuthorAvatar } from './BlogAuthorAvatar.js'
import { BlogAuthorSocials } from './BlogAuthorSocials.js'

/**
 * Avatar (or initials), name, title and social links. The name links to the author's page when they have one (as
 * Docusaurus), else to their URL, else to their email address; `nameAs` makes it the page's or a list's heading,
 * `children` follow the social links (the authors pages). `reserveSocials` keeps the links' row for an author
 * without any, when an author beside them has some.
 */
export function BlogAuthor({
  author,
  nameAs: Name = 'div',
  reserveSocials = false,
  children,
}: {
  author: BlogAuthorData
  nameAs?: 'div' | 'h1' | 'h2'
  reserveSocials?: boolean
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
        {author.socials || reserveSocials ? <BlogAuthorSocials socials={author.socials ?? []} /> : null}
        {children}
      </div>
    </div>
  )
}
