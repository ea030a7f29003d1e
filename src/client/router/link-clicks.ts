import { easedFragmentNavigation } from '../anchor-scrolling.js'
import {
  type ClickInfo,
  clickNavigationTarget,
  internalRouteUrl,
  isSamePageHashLink,
  type LinkInfo,
} from '../link-interception.js'
import { navigate } from './navigate.js'
import type { RouterState } from './router-state.js'

/** A click anywhere in the document: a route link navigates in the page; a same-page `#anchor` jump is eased. */
export function handleLinkClick(router: RouterState, event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return
  const current = new URL(location.href)
  const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
  const url = clickNavigationTarget(event, link, current, router.site.baseUrl)
  if (url) {
    event.preventDefault()
    void navigate(router, url, 'push')
    return
  }
  const fragment = samePageFragmentTarget(event, link, current, router.site.baseUrl)
  if (fragment) easeFragmentJump(router, fragment, event)
}

/** The browser's own jump to a fragment of this page, eased (its popstate is ours, not a back/forward). */
function easeFragmentJump(router: RouterState, url: URL, event: MouseEvent): void {
  router.memory.record()
  router.ownFragmentJump = true
  try {
    if (easedFragmentNavigation(url)) event.preventDefault()
  } finally {
    router.ownFragmentJump = false
  }
}

/**
 * The same-page URL a plain click on a `#anchor` link jumps to (the router eases that jump), or null: a modified
 * click, another button, a `target`, another page. (Here rather than in link-interception.ts, which is in the shell:
 * only the router uses it.)
 */
export function samePageFragmentTarget(click: ClickInfo, link: LinkInfo, current: URL, baseUrl = '/'): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if (link.target) return null
  const url = internalRouteUrl(link.href, current, baseUrl)
  return url && isSamePageHashLink(url, current) ? url : null
}
