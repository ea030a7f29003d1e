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
 * The JSON the build id hashes (build.ts), made before any page is written: kept for the page's writing when
 * `keep` says so (the large ones, within a budget), else made again then. A 5 MB page's route data took 0.4 s to
 * stringify, twice; holding every page's text until its turn would double a large site's route data in memory.
 */
export function routeDataJsonToHash(
  data: RouteData,
  cache: RouteDataJsonCache,
  keep: (json: string) => boolean,
): string {
  const kept = cache.get(data)
  if (kept !== undefined) return kept
  const json = JSON.stringify(data)
  if (keep(json)) cache.set(data, json)
  return json
}

/** Route data JSON this long or longer is kept from the build id's hash to its page's writing, … */
export const KEEP_ROUTE_DATA_JSON_LENGTH = 256 * 1024
/** … as long as the texts kept together stay within this many characters. */
export const KEEP_ROUTE_DATA_JSON_BUDGET = 64 * 2 ** 20

/** `keep` for routeDataJsonToHash: long texts, until they add up to the budget (a fresh policy per build). */
export function keepLongRouteDataJson(
  minLength = KEEP_ROUTE_DATA_JSON_LENGTH,
  budget = KEEP_ROUTE_DATA_JSON_BUDGET,
): (json: string) => boolean {
  let kept = 0
  return (json) => {
    if (json.length < minLength || kept + json.length > budget) return false
    kept += json.length
    return true
  }
}

/**
 * Lets a data object's JSON go once its page is written: a production build streams pages to disk, and the text
 * of every page kept until the end would hold a large site's route data in memory twice. (Watch mode keeps it:
 * its render cache reuses data objects from one build to the next.)
 */
export function releaseRouteDataJson(data: RouteData, cache: RouteDataJsonCache): void {
  cache.delete(data)
}
