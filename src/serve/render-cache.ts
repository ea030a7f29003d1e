/**
 * Watch mode's cache around server rendering (passed to `build({ stages: { renderRoutes } })`): a route is rendered again
 * only when something its HTML is made from changed — its route data, its paths, its assets, or the site-wide
 * data and head every page shares. The templates and React pages cannot change under it: a change to code
 * starts a fresh build worker (and so a fresh cache), see watch-site.ts. A route served from the cache keeps its
 * data object, so its JSON is not made again either (render/route-data-json.ts remembers it by object).
 */
import type { renderRoutes as RenderRoutes, RenderedRoute } from '../render/render-routes.js'

type RenderRoutesFunction = typeof RenderRoutes

export interface RenderCache {
  renderRoutes: RenderRoutesFunction
  /** routes rendered (misses) since the cache was made */
  readonly renders: number
}

/**
 * `known` names objects whose identity stands for their content (the markdown cache's results): they are keyed
 * by that name instead of being serialised again on every build.
 */
export function createRenderCache(render: RenderRoutesFunction, known: WeakMap<object, string> = new WeakMap()): RenderCache {
  const knownByName = (_key: string, value: unknown): unknown => (value !== null && typeof value === 'object' && known.get(value)) || value
  /** by route path: what the HTML was made from (as JSON) and the result */
  const entries = new Map<string, { key: string; rendered: RenderedRoute }>()
  let renders = 0

  const renderRoutes: RenderRoutesFunction = (config, site, routes, componentPages, assetsFor, extraHead) => {
    const shared = JSON.stringify([site, extraHead])
    const keys = routes.map((route) =>
      JSON.stringify([route.path, route.canonicalPath, route.sourceFile, route.componentFile, assetsFor(route), route.data], knownByName),
    )
    const misses = routes.filter((route, i) => {
      const entry = entries.get(route.path)
      return !entry || entry.key !== shared + keys[i]
    })
    const fresh = new Map(render(config, site, misses, componentPages, assetsFor, extraHead).map((r) => [r.route, r]))
    renders += misses.length
    const seen = new Set<string>()
    const result = routes.map((route, i) => {
      seen.add(route.path)
      const rendered = fresh.get(route)
      if (rendered) {
        entries.set(route.path, { key: shared + keys[i], rendered })
        return rendered
      }
      return { ...entries.get(route.path)!.rendered, route }
    })
    for (const path of entries.keys()) if (!seen.has(path)) entries.delete(path) // deleted pages
    return result
  }

  return {
    renderRoutes,
    get renders() {
      return renders
    },
  }
}
