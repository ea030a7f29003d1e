import { normalizeRoutePath } from '../../shared/paths.js'
import { cancelEasedScroll } from '../scroll-easing.js'
import { navigate } from './navigate.js'
import type { RouterState } from './router-state.js'
import { scrollToSavedOrFragment } from './scroll-to-entry.js'

/** Back/forward: another entry of the page shown (a fragment) only scrolls; another page is navigated to. */
export function handlePopState(router: RouterState, event: PopStateEvent): void {
  if (router.ownFragmentJump) return
  router.memory.recordLeaving()
  const url = new URL(location.href)
  if (!samePage(url, router.shown)) {
    void navigate(router, url, 'pop', event.state)
    return
  }
  cancelEasedScroll()
  router.shown = url
  scrollToSavedOrFragment(router.memory.positionFor(event.state), url.hash)
}

function samePage(a: URL, b: URL): boolean {
  return normalizeRoutePath(a.pathname) === normalizeRoutePath(b.pathname) && a.search === b.search
}
