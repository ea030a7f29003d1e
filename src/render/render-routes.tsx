import { renderToString } from 'react-dom/server'
import type { ComponentType } from 'react'
import { App, type HeadTags, HeadTagsCollector, type NavbarItemFailure } from '../../templates/index.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError } from '../errors.js'
import type { Route } from '../routes/route.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { APP_ROOT, renderHtmlDocument, type HtmlDocumentCache, type PageAssets } from './html-document.js'
import { routeDataDigest } from './route-data-json.js'
import { readDocumentLinks, readPageLinks, type PageLinks } from '../links/extract-html-links.js'
import type { ComponentPageModule } from './load-component-pages.js'

export interface RenderedRoute {
  route: Route
  /** the route's data as the browser receives it */
  data: RouteData
  html: string
  /** its links and ids, for the link check */
  links: PageLinks
  /** parts of the page that failed to render while the rest did (the build reports them as warnings) */
  problems: NavbarItemFailure[]
}

/** A route's React render, before it is put in its HTML document (renderRouteDocument). */
export interface RenderedApp {
  /** the route's data as the browser receives it */
  data: RouteData
  appHtml: string
  /** what the page's <Head> (a Docusaurus page's, templates/docusaurus/Head.tsx) added to the head */
  headHtml: string[] | undefined
  problems: NavbarItemFailure[]
  /** the links and ids of `appHtml`, read with the render (a kept render without them has its document read whole) */
  links?: PageLinks
}

/**
 * Where a route's React render can be kept between builds (the build cache's page entries, cache/page-entries.ts):
 * by everything the App renders from — the site data as the templates read it (site-as-templates-read.ts), the route's
 * data and the versions of the compiled modules it renders. The build id, which only the document carries, is not
 * part of it.
 */
export interface RenderedAppCache {
  get(route: Route, inputs: AppInputs): RenderedApp | undefined
  set(route: Route, inputs: AppInputs, app: RenderedApp): void
}

export interface AppInputs {
  site: SiteData
  data: RouteData
  /** a digest of `data`'s JSON (render/route-data-json.ts) */
  dataDigest: string
  /** the versions (hashes) of the compiled modules the route renders */
  modules: string[]
}

/**
 * Server-renders every route into its HTML document, one at a time as the caller asks for the next: the build
 * writes each page out and keeps only what the link check needs, so a large site's HTML is never all in memory.
 */
export function* renderRoutes(
  config: ResolvedConfig,
  site: SiteData,
  routes: Route[],
  componentPages: Record<string, ComponentPageModule>,
  assetsFor: (route: Route) => PageAssets,
  extraHead: string,
  cache: HtmlDocumentCache,
  apps?: RenderedAppCache,
): Generator<RenderedRoute, void, undefined> {
  const components = pageComponents(componentPages)
  for (const route of routes) {
    const inputs: AppInputs = {
      site,
      data: route.data,
      dataDigest: routeDataDigest(
        route.data,
        cache.routeDataDigest,
        cache.routeDataJson,
        undefined,
        cache.contentDigests,
      ),
      modules: (route.data.modules ?? []).map((key) => componentPages[key]?.version ?? ''),
    }
    let app = apps?.get(route, inputs)
    if (!app) {
      app = renderRouteApp(site, route, componentPages, components)
      apps?.set(route, inputs, app)
    }
    yield renderRouteDocument(config, site, route, app, assetsFor, extraHead, cache)
  }
}

/** The React pages' components by key, as `App` takes them. */
export function pageComponents(componentPages: Record<string, ComponentPageModule>): Record<string, ComponentType> {
  const components: Record<string, ComponentType> = {}
  for (const [key, page] of Object.entries(componentPages)) components[key] = page.component
  return components
}

/**
 * The React render of one route. It reads the site data the templates show (not the search index's files nor the
 * build id, which only the browser reads): watch mode (serve/render-cache.ts) keeps it while only those change.
 */
export function renderRouteApp(
  site: SiteData,
  route: Route,
  componentPages: Record<string, ComponentPageModule>,
  components: Record<string, ComponentType>,
): RenderedApp {
  let data = route.data
  if (data.kind === 'componentPage') {
    const page = componentPages[data.component]
    const meta = page?.meta ?? {}
    data = {
      ...data,
      title: meta.title ?? data.title,
      description: meta.description ?? data.description,
      ...(page?.ownMain ? { ownMain: true } : {}),
    }
  }
  let appHtml: string
  const problems: NavbarItemFailure[] = []
  const report = (failure: NavbarItemFailure) => {
    // the desktop bar and the mobile menu render the same items: one report per item and message
    if (!problems.some((p) => p.item === failure.item && p.message === failure.message)) problems.push(failure)
  }
  // what the page's <Head> (a Docusaurus page's, templates/docusaurus/Head.tsx) asks for
  const headTags: HeadTags = {}
  try {
    appHtml = renderToString(
      <HeadTagsCollector tags={headTags}>
        <App site={site} route={data} pages={components} onRenderProblem={report} />
      </HeadTagsCollector>,
    )
  } catch (error) {
    throw new BuildError('render-failed', `Rendering ${route.path} failed: ${(error as Error).message}`, {
      file: route.sourceFile,
      cause: error,
    })
  }
  if (data.kind === 'componentPage' && (headTags.title || headTags.layoutTitle || headTags.description)) {
    data = {
      ...data,
      title: headTags.layoutTitle ?? data.title,
      ...(headTags.title && { headTitle: headTags.title }),
      description: headTags.description ?? data.description,
    }
  }
  return { data, appHtml, headHtml: headTags.html, problems, links: readPageLinks(appHtml) }
}

/** A route's HTML document around its React render, with the page's links read for the link check. */
export function renderRouteDocument(
  config: ResolvedConfig,
  site: SiteData,
  route: Route,
  app: RenderedApp,
  assetsFor: (route: Route) => PageAssets,
  extraHead: string,
  cache: HtmlDocumentCache,
): RenderedRoute {
  const html = renderHtmlDocument(
    {
      config,
      site,
      route: app.data,
      appHtml: app.appHtml,
      assets: assetsFor(route),
      canonicalPath: route.canonicalPath ?? route.path,
      extraHead: app.headHtml ? extraHead + app.headHtml.join('') : extraHead,
    },
    cache,
  )
  const appAt = app.links ? html.indexOf(APP_ROOT) + APP_ROOT.length : -1
  const links =
    app.links && html.startsWith(app.appHtml, appAt)
      ? readDocumentLinks(html, appAt, app.appHtml.length, app.links)
      : readPageLinks(html)
  return { route, data: app.data, html, links, problems: app.problems }
}
