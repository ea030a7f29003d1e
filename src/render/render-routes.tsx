import { renderToString } from 'react-dom/server'
import type { ComponentType } from 'react'
import { App, type HeadTags, HeadTagsCollector, type NavbarItemFailure } from '../../templates/index.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { BuildError } from '../errors.js'
import type { Route } from '../routes/route.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { renderHtmlDocument, type HtmlDocumentCache, type PageAssets } from './html-document.js'
import { readPageLinks, type PageLinks } from '../links/extract-html-links.js'
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

/** What the App rendered for a route: all a page takes from React (the document around it is made again each time). */
export interface RenderedApp {
  appHtml: string
  headTags: HeadTags
  problems: NavbarItemFailure[]
}

/**
 * Where the App's markup of a route can be kept between builds (the build cache's page entries,
 * cache/page-entries.ts): by everything the App renders from — the site data, the route's data and the compiled
 * modules it renders. The build id, which only the document carries, is not part of it.
 */
export interface RenderedAppCache {
  get(route: Route, inputs: AppInputs): RenderedApp | undefined
  set(route: Route, inputs: AppInputs, app: RenderedApp): void
}

export interface AppInputs {
  site: SiteData
  data: RouteData
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
  const components: Record<string, ComponentType> = {}
  for (const [key, page] of Object.entries(componentPages)) components[key] = page.component
  for (const route of routes) {
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
    const inputs: AppInputs = {
      site,
      data,
      modules: (data.modules ?? []).map((key) => componentPages[key]?.version ?? ''),
    }
    const { appHtml, headTags, problems } =
      apps?.get(route, inputs) ?? renderApp(route, site, data, components, (app) => apps?.set(route, inputs, app))
    if (data.kind === 'componentPage' && (headTags.title || headTags.description)) {
      data = { ...data, title: headTags.title ?? data.title, description: headTags.description ?? data.description }
    }
    const html = renderHtmlDocument(
      {
        config,
        site,
        route: data,
        appHtml,
        assets: assetsFor(route),
        canonicalPath: route.canonicalPath ?? route.path,
        extraHead: headTags.html ? extraHead + headTags.html.join('') : extraHead,
      },
      cache,
    )
    yield { route, data, html, links: readPageLinks(html), problems }
  }
}

/** The App's markup of one route, with the head tags its pages asked for and the parts that failed to render. */
function renderApp(
  route: Route,
  site: SiteData,
  data: RouteData,
  components: Record<string, ComponentType>,
  made: (app: RenderedApp) => void,
): RenderedApp {
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
  const app = { appHtml, headTags, problems }
  made(app)
  return app
}
