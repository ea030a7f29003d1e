/**
 * The App's markup of each route kept between builds (`hotkeys-docs build`), one file per route in the build
 * cache's folder: a route whose inputs are unchanged is not rendered by React again; its document is still made
 * around it (render/render-routes.tsx), with this build's id, assets and head. The key hashes what the App renders
 * from: the site data but the two values that name this build's files and that only the browser runtime reads (the
 * build id and the local search index's file names, which change with any page's text; the warm-equals-cold test,
 * test/integration/persistent-build-cache.test.ts, reuses pages across such changes), the route's data and the versions of the compiled
 * modules it renders. Each entry also keeps the render's links and ids, so that the link check reads only the frame of
 * a kept page's document. The templates' code is the generator's, whose version names the folder (cached-build.ts).
 */
import { createHash } from 'node:crypto'
import type { BuildWarning } from '../errors.js'
import type { AppInputs, RenderedApp, RenderedAppCache } from '../render/render-routes.js'
import { siteAsTemplatesRead } from '../render/site-as-templates-read.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { entryFolder } from './entry-folder.js'

/**
 * A route's kept render, without the route data it was rendered from (the route's own, which the key stands for):
 * only what the render changed in it (a React page's title, description and own `<main>`), if anything.
 */
interface PageEntry {
  key: string
  app: Omit<RenderedApp, 'data' | 'links'> & { dataChanges?: Partial<RouteData>; links?: StoredLinks }
}

/** PageLinks as JSON holds them */
interface StoredLinks {
  hrefs: string[]
  ids: string[]
}

const CHANGEABLE = ['title', 'description', 'ownMain'] as const

function changesOf(from: RouteData, to: RouteData): Partial<RouteData> | undefined {
  if (from === to) return undefined
  const record = to as unknown as Record<string, unknown>
  return Object.fromEntries(
    CHANGEABLE.filter((key) => key in record).map((key) => [key, record[key]]),
  ) as Partial<RouteData>
}

export interface PageEntries extends RenderedAppCache {
  /** keeps the entry of a route this build did not render nor ask for (its document was kept whole) */
  keep(routePath: string): void
  /** writes the pages rendered by this build, removes those of routes it no longer has (after a good build) */
  save(): Promise<void>
  /** routes rendered (misses), and taken from the cache, so far */
  readonly rendered: number
  readonly reused: number
}

export function pageEntries(folder: string, warnings: BuildWarning[]): PageEntries {
  const entries = entryFolder(folder, isEntry, warnings)
  const siteKeys = new WeakMap<SiteData, string>()
  /** the key each route was asked for under (set() follows get() for the same route) */
  const keys = new Map<string, string>()
  let rendered = 0
  let reused = 0
  const keyOf = (inputs: AppInputs): string => {
    let siteKey = siteKeys.get(inputs.site)
    if (siteKey === undefined) {
      siteKey = hash(JSON.stringify(siteAsTemplatesRead(inputs.site)))
      siteKeys.set(inputs.site, siteKey)
    }
    return hash(`${siteKey}\0${inputs.dataDigest}\0${JSON.stringify(inputs.modules)}`)
  }
  return {
    get(route, inputs) {
      const key = keyOf(inputs)
      keys.set(route.path, key)
      const entry = entries.read(route.path)
      if (entry?.key !== key) return undefined
      reused++
      const { dataChanges, links, ...app } = entry.app
      return {
        ...app,
        data: dataChanges ? ({ ...inputs.data, ...dataChanges } as RouteData) : inputs.data,
        ...(links ? { links: { hrefs: links.hrefs, ids: new Set(links.ids) } } : {}),
      }
    },
    set(route, inputs, app) {
      rendered++
      const { data, links, ...rest } = app
      const dataChanges = changesOf(inputs.data, data)
      const kept = links ? { ...rest, links: { hrefs: links.hrefs, ids: [...links.ids] } } : rest
      entries.write(route.path, {
        key: keys.get(route.path) ?? keyOf(inputs),
        app: dataChanges ? { ...kept, dataChanges } : kept,
      })
    },
    keep: (routePath) => entries.keep(routePath),
    save: () => entries.save(),
    get rendered() {
      return rendered
    },
    get reused() {
      return reused
    },
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64')
}

function isEntry(value: unknown): value is PageEntry {
  const entry = value as PageEntry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.app === 'object' &&
    entry.app !== null &&
    typeof entry.app.appHtml === 'string' &&
    Array.isArray(entry.app.problems) &&
    (entry.app.links === undefined || (Array.isArray(entry.app.links.hrefs) && Array.isArray(entry.app.links.ids)))
  )
}
