import type { AnchorHTMLAttributes } from 'react'
import { linkTargetProps } from '../common/links.js'

/** A link in Markdown content: external http(s) links open in a new tab; internal ones are left to the router. */
export function MarkdownLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} {...rest} {...linkTargetProps(href)}>
      {children}
    </a>
  )
}
