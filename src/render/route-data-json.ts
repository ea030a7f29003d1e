/**
 * A route's data as JSON, made once per data object: the page inlines it (`__HD_DATA__`) and the build writes it
 * as the route's data file, and route data of a large page is most of its weight; watch mode's render cache
 * keeps data objects, and its build cache (BuildCache) their text, from one build to the next. Route data is never
 * mutated once built (stages make new objects), so the text stays right.
 */
import type { RouteData } from '../shared/types.js'
import { getOrCreate } from '../get-or-create.js'

/** Route data → its JSON: a WeakMap, so the text goes with its data object. */
export type RouteDataJsonCache = WeakMap<RouteData, string>

export function createRouteDataJsonCache(): RouteDataJsonCache {
  return new WeakMap()
}

export function routeDataJson(data: RouteData, cache: RouteDataJsonCache): string {
  return getOrCreate(cache, data, () => JSON.stringify(data))
}

/**
 * Lets a data object's JSON go once its page is written: a production build streams pages to disk, and the text
 * of every page kept until the end would hold a large site's route data in memory twice. (Watch mode keeps it:
 * its render cache reuses data objects from one build to the next.)
 */
export function releaseRouteDataJson(data: RouteData, cache: RouteDataJsonCache): void {
  cache.delete(data)
}
