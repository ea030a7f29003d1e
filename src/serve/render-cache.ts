/**
 * Watch mode's cache around server rendering (passed to `build({ stages: { renderRoutes } })`): a route is rendered again
 * only when something its HTML is made from changed — its route data, its paths, its assets, the compiled modules
 * it renders (React page, MDX content modules: their `version`), or the site-wide data and head every page shares.
 * Two levels: the React render (the costly part) is kept while what the templates read is the same, so a change
 * only the browser reads — the search index's file names, which every page's site data carries and every body
 * edit changes — only puts each page's kept render in a new document.
 * The templates cannot change under it: a change to code starts a fresh build worker (and so a fresh cache), see
 * watch-site.ts. A route served from the cache keeps its
 * data object, so its JSON is not made again either (render/route-data-json.ts: the session's BuildCache keeps it).
 */
import { createHash } from 'node:crypto'
import type {
  pageComponents as PageComponents,
  RenderedApp,
  RenderedRoute,
  renderRoutes as RenderRoutes,
  renderRouteApp as RenderRouteApp,
  renderRouteDocument as RenderRouteDocument,
} from '../render/render-routes.js'
import { siteAsTemplatesRead } from '../render/site-as-templates-read.js'

type RenderRoutesFunction = typeof RenderRoutes

/** The server render's two steps (render/render-routes.tsx). */
export interface RenderSteps {
  pageComponents: typeof PageComponents
  renderRouteApp: typeof RenderRouteApp
  renderRouteDocument: typeof RenderRouteDocument
}

export interface RenderCache {
  renderRoutes: RenderRoutesFunction
  /** routes rendered by React (misses) since the cache was made */
  readonly renders: number
  /** routes whose kept React render was put in a new document (only what the browser reads changed) */
  readonly documents: number
}

interface Entry {
  appKey: string
  documentKey: string
  rendered: RenderedRoute
  /** where the React render is in the document (kept as a place, not a second copy: 10,000 pages' worth of HTML) */
  appAt: number
  appLength: number
  headHtml: string[] | undefined
}

/**
 * `known` names objects whose identity stands for their content (the markdown cache's results): they are keyed
 * by that name instead of being serialised again on every build.
 */
export function createRenderCache(steps: RenderSteps, known: WeakMap<object, string> = new WeakMap()): RenderCache {
  const knownByName = (_key: string, value: unknown): unknown =>
    (value !== null && typeof value === 'object' && known.get(value)) || value
  /** by route path: what the render and the document were made from (digests) and the results */
  const entries = new Map<string, Entry>()
  let renders = 0
  let documents = 0

  const renderRoutes: RenderRoutesFunction = function* (
    config,
    site,
    routes,
    componentPages,
    assetsFor,
    extraHead,
    cache,
  ) {
    // what every page shares, hashed once: the site data holds every doc's path, too big to repeat in each key
    const appShared = keyHash(JSON.stringify(siteAsTemplatesRead(site)))
    const documentShared = keyHash(JSON.stringify([site, extraHead]))
    let components: ReturnType<typeof steps.pageComponents> | undefined
    const seen = new Set<string>()
    for (const route of routes) {
      seen.add(route.path)
      const routeKey = JSON.stringify(
        [
          route.path,
          route.canonicalPath,
          route.sourceFile,
          route.componentFile,
          (route.data.modules ?? []).map((key) => componentPages[key]?.version),
          route.data,
        ],
        knownByName,
      )
      const appKey = keyHash(appShared + routeKey)
      const documentKey = keyHash(documentShared + appKey + JSON.stringify(assetsFor(route)))
      const entry = entries.get(route.path)
      if (entry?.documentKey === documentKey) {
        yield { ...entry.rendered, route }
        continue
      }
      let app = entry?.appKey === appKey ? keptApp(entry) : undefined
      if (app) documents++
      else {
        components ??= steps.pageComponents(componentPages)
        app = steps.renderRouteApp(site, route, componentPages, components)
        renders++
      }
      const rendered = steps.renderRouteDocument(config, site, route, app, assetsFor, extraHead, cache)
      const appAt = rendered.html.indexOf(app.appHtml)
      if (appAt >= 0)
        entries.set(route.path, {
          appKey,
          documentKey,
          rendered,
          appAt,
          appLength: app.appHtml.length,
          headHtml: app.headHtml,
        })
      else entries.delete(route.path) // never: the document holds the render as it is
      yield rendered
    }
    for (const path of entries.keys()) if (!seen.has(path)) entries.delete(path) // deleted pages
  }

  return {
    renderRoutes,
    get renders() {
      return renders
    },
    get documents() {
      return documents
    },
  }
}

/** The React render an entry's document was made from. */
function keptApp(entry: Entry): RenderedApp {
  const { rendered } = entry
  return {
    data: rendered.data,
    appHtml: rendered.html.slice(entry.appAt, entry.appAt + entry.appLength),
    headHtml: entry.headHtml,
    problems: rendered.problems,
  }
}

/** A key's digest: the cache holds two per page, so 10,000 pages' keys take little memory. */
function keyHash(text: string): string {
  return createHash('sha1').update(text).digest('base64')
}
