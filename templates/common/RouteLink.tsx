import type { AnchorHTMLAttributes } from 'react'
import { publicHref, withBaseUrl } from '../../src/shared/paths.js'
import { useUrlRules } from '../SiteContext.js'

/**
 * `href` as this site writes it (src/shared/paths.ts `publicHref`): under the base URL, routes with or without a
 * trailing slash as configured. External URLs and `#fragments` pass through. Every internal link a template or a
 * React page renders goes through this, on the server and in the browser alike.
 */
export function usePublicHref(): (href: string) => string {
  const rules = useUrlRules()
  return (href) => publicHref(rules, href)
}

/** A root-relative file path (`/img/logo.svg`) under the base URL; other URLs pass through. */
export function useFileUrl(): (src: string) => string {
  const { baseUrl } = useUrlRules()
  return (src) => withBaseUrl(baseUrl, src)
}

/** An `<a>` to a route of the site, written as `usePublicHref` says (for pages: `<RouteLink href="/docs/intro">`). */
export function RouteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const toPublic = usePublicHref()
  return <a {...rest} href={toPublic(href)} />
}
