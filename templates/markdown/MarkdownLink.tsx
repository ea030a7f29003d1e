import type { AnchorHTMLAttributes } from 'react'
import { linkTargetProps } from '../common/links.js'
import { usePublicHref } from '../common/RouteLink.js'

/** A link in Markdown content: external http(s) links open in a new tab; internal ones are left to the router. */
export function MarkdownLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const toPublic = usePublicHref()
  return (
    <a href={href === undefined ? undefined : toPublic(href)} {...rest} {...linkTargetProps(href)}>
      {children}
    </a>
  )
}
