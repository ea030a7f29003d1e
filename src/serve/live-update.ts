/**
 * What open pages need after a content rebuild, decided from the output files that changed: when only some
 * routes' data changed (with their HTML), pages can refetch that data in place; a route added or removed, a
 * page whose HTML changed while its data did not (site-wide data such as the navbar or versions), or a changed
 * asset needs a reload. Files no page loads (sitemap, robots.txt, feeds, llms.txt) change nothing on screen.
 * Changes to code or static files always reload; the watcher decides that before asking.
 */
import type { Route } from '../routes/route.js'
import { htmlFileForRoute, routeDataFile } from '../shared/paths.js'
import type { LiveUpdate } from './build-worker-protocol.js'

export function liveUpdateFor(
  changedFiles: string[],
  routes: Route[],
  previousRoutePaths: Set<string> | undefined,
  trailingSlash: boolean,
): LiveUpdate {
  if (changedFiles.length === 0) return { kind: 'none' }
  if (
    !previousRoutePaths ||
    previousRoutePaths.size !== routes.length ||
    routes.some((r) => !previousRoutePaths.has(r.path))
  ) {
    return { kind: 'reload' }
  }
  const routeOfFile = new Map<string, { path: string; isData: boolean }>()
  for (const route of routes) {
    const html = route.data.kind === 'notFound' ? '404.html' : htmlFileForRoute(route.path, trailingSlash)
    routeOfFile.set(html, { path: route.path, isData: false })
    routeOfFile.set(routeDataFile(route.path), { path: route.path, isData: true })
  }
  const dataChanged = new Set<string>()
  const htmlChanged = new Set<string>()
  for (const file of changedFiles) {
    const owner = routeOfFile.get(file)
    if (owner) (owner.isData ? dataChanged : htmlChanged).add(owner.path)
    else if (file.startsWith('assets/')) return { kind: 'reload' }
  }
  for (const path of htmlChanged) if (!dataChanged.has(path)) return { kind: 'reload' }
  if (dataChanged.size === 0) return { kind: 'none' }
  return { kind: 'route-data', paths: routes.map((r) => r.path).filter((p) => dataChanged.has(p)) }
}
