import { normalizeRoutePath } from '../../shared/paths.js'
import { updateHeadForRoute } from '../head-meta.js'
import type { RouterState } from './router-state.js'

/**
 * Watch mode changed the data of a route: the route shown is refetched and rendered in place (scroll stays; a
 * failure reloads the page), any other is forgotten by the loader.
 */
export function refreshRouteData(router: RouterState, rawPath: string): void {
  const path = normalizeRoutePath(rawPath)
  if (path !== normalizeRoutePath(router.view.route.path)) {
    router.loader.invalidate(path)
    return
  }
  router.loader.reload(path).then(
    (route) => {
      if (normalizeRoutePath(router.view.route.path) !== path) return
      router.view = { ...router.view, route }
      router.render(router.view)
      updateHeadForRoute(router.site, route)
    },
    (error: unknown) => {
      console.warn(`Could not reload the data of ${path}; reloading the page.`, error)
      location.reload()
    },
  )
}
