/**
 * `@docusaurus/router`, the basics: `useLocation()`, `useHistory()` (push, replace, location) and `<Redirect>`.
 * Navigation goes through the client router as a route link's click does (the router handles every click on a route
 * link).
 */
import { createElement, useEffect, useState } from 'react'
import { useOptionalSiteContext } from '../SiteContext.js'
import { usePublicHref } from '../common/RouteLink.js'
import Head from './Head.js'

export interface Location {
  pathname: string
  search: string
  hash: string
}

/**
 * The current location: the route's path on the server and in the hydration pass, the address bar's (with its
 * query and fragment) after.
 */
export function useLocation(): Location {
  const route = useOptionalSiteContext()?.route
  const [location, setLocation] = useState<Location>({ pathname: route?.path ?? '/', search: '', hash: '' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the address bar again after each navigation to another route
  useEffect(() => {
    setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash })
  }, [route?.path])
  return location
}

/** Follows a route of the site in the page: a click on a route link, which the client router handles. */
export function followRoute(href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.hidden = true
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
  }
}

export interface History {
  push(to: string): void
  replace(to: string): void
  location: Location
}

export function useHistory(): History {
  const location = useLocation()
  const toPublic = usePublicHref()
  return {
    push: (to) => followRoute(toPublic(to)),
    // no client-side navigation replaces the current entry: the browser loads the page
    replace: (to) => window.location.replace(toPublic(to)),
    location,
  }
}

/**
 * `<Redirect to="/docs/intro" />`: leaves the page for `to` once it runs in the browser (`push`: as a new history
 * entry, through the client router; by default in place of this one, as a page load), and writes a
 * `<meta http-equiv="refresh">` into the built page's head, so that it redirects without JavaScript too.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  const href = usePublicHref()(to)
  useEffect(() => {
    if (push) followRoute(href)
    else window.location.replace(href)
  }, [href, push])
  return createElement(Head, null, createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` }))
}
