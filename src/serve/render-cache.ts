/**
 * Watch mode's cache around server rendering (passed to `build({ stages: { renderRoutes } })`): a route is rendered again
 * only when something its HTML is made from changed — its route data, its paths, its assets, the compiled modules
 * it renders (React page, MDX content modules: their `version`), or the site-wide data and head every page shares.
 * The templates cannot change under it: a change to code starts a fresh build worker (and so a fresh cache), see
 * watch-site.ts. A route served from the cache keeps its
 * data object, so its JSON is not made again either (render/route-data-json.ts: the session's BuildCache keeps it).
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
export function createRenderCache(
  render: RenderRoutesFunction,
  known: WeakMap<object, string> = new WeakMap(),
): RenderCache {
  const knownByName = (_key: string, value: unknown): unknown =>
    (value !== null && typeof value === 'object' && known.get(value)) || value
  /** by route path: what the HTML was made from (as JSON) and the result */
  const entries = new Map<string, { key: string; rendered: RenderedRoute }>()
  let renders = 0

  const renderRoutes: RenderRoutesFunction = function* (
    config,
    site,
    routes,
    componentPages,
    assetsFor,
    extraHead,
    cache,
  ) {
    const shared = JSON.stringify([site, extraHead])
    const seen = new Set<string>()
    for (const route of routes) {
      seen.add(route.path)
      const key =
        shared +
        JSON.stringify(
          [
            route.path,
            route.canonicalPath,
            route.sourceFile,
            route.componentFile,
            assetsFor(route),
            (route.data.modules ?? []).map((key) => componentPages[key]?.version),
            route.data,
          ],
          knownByName,
        )
      const entry = entries.get(route.path)
      if (entry && entry.key === key) {
        yield { ...entry.rendered, route }
        continue
      }
      for (const rendered of render(config, site, [route], componentPages, assetsFor, extraHead, cache)) {
        renders++
        entries.set(route.path, { key, rendered })
        yield rendered
      }
    }
    for (const path of entries.keys()) if (!seen.has(path)) entries.delete(path) // deleted pages
  }

  return {
    renderRoutes,
    get renders() {
      return renders
    },
  }
}
