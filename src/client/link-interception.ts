/**
 * Which link clicks the client router handles (pure rules, unit-tested). Everything else is left to the browser:
 * modified clicks (new tab/window), other buttons, `target`/`download` links, other origins, files (`/rss.xml`,
 * `/img/logo.svg`), and a hash-only jump on the same page (the browser scrolls to it; see anchor-scrolling.ts).
 */
import { isFilePath } from '../shared/paths.js'

export interface ClickInfo {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

export interface LinkInfo {
  /** the resolved absolute URL (`anchor.href`) */
  href: string
  /** the `target` attribute ('' when absent) */
  target: string
  /** the link has a `download` attribute */
  download: boolean
}

export { isFilePath }

/**
 * The URL a same-origin route link leads to, or null when it is not a route of this site (another origin, another
 * protocol, a static file, outside the base URL).
 */
export function internalRouteUrl(href: string, current: URL, baseUrl = '/'): URL | null {
  let url: URL
  try {
    url = new URL(href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin) return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.pathname.startsWith(baseUrl) && url.pathname !== baseUrl.replace(/\/$/, '')) return null
  if (isFilePath(url.pathname)) return null
  return url
}

/** Same document, only the fragment differs (or is the same): the browser's own jump, not a navigation. */
export function isSamePageHashLink(url: URL, current: URL): boolean {
  return url.hash !== '' && url.pathname === current.pathname && url.search === current.search
}

/** The URL the router should navigate to for this click, or null to let the browser handle it. */
export function clickNavigationTarget(click: ClickInfo, link: LinkInfo, current: URL, baseUrl = '/'): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if (link.target !== '' && link.target !== '_self') return null
  if (link.download) return null
  const url = internalRouteUrl(link.href, current, baseUrl)
  if (!url || isSamePageHashLink(url, current)) return null
  return url
}
