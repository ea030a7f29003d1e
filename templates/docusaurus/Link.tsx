import type { AnchorHTMLAttributes } from 'react'
import { usePublicHref } from '../common/RouteLink.js'

export interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** a route of the site (`/docs/intro`) or a URL */
  to?: string
  href?: string
  /** Docusaurus' option: the link is not a route (the base URL is still added to a root-relative path) */
  autoAddBaseUrl?: boolean
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/**
 * `@docusaurus/Link`: a route of the site is written as the site writes its URLs (base URL, trailing slash) and
 * followed in the page by the client router (which handles every route link's click); another site's URL opens in a
 * new tab, as in Docusaurus.
 */
export default function Link({ to, href, autoAddBaseUrl, ...attributes }: Props) {
  const toPublic = usePublicHref()
  const target = to ?? href ?? ''
  if (EXTERNAL.test(target) && !target.startsWith('mailto:')) {
    return <a target="_blank" rel="noopener noreferrer" {...attributes} href={target} />
  }
  return <a {...attributes} href={toPublic(target)} />
}
