import type { AnchorHTMLAttributes } from 'react'
import { EXTERNAL_LINK_PROPS, isExternalUrl } from '../common/links.js'

/** A link in Markdown content: external http(s) links open in a new tab; internal ones are left to the router. */
export function MarkdownLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = href !== undefined && isExternalUrl(href)
  return (
    <a href={href} {...rest} {...(external ? EXTERNAL_LINK_PROPS : {})}>
      {children}
    </a>
  )
}
