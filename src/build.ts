/**
 * The build, read top to bottom:
 *
 *   loadConfig → loadContent → buildRouteTable → bundleClient → renderRoutes (each page streamed to the output) → checkLinks → commit the output
 *
 * Each stage takes plain data and returns plain data. Watch mode re-runs the same function. The client bundle and
 * the React pages depend on the config alone: they are made while the main thread renders the Markdown (the
 * bundle on a worker thread, workers/client-bundle-off-thread.ts).
 */
import path from 'node:path'
import { createHash } from 'node:crypto'
import fg from 'fast-glob'
import { loadConfig } from './config/load-config.js'
import { checkConfigReferences } from './config/check-config-references.js'
import type { ResolvedConfig } from './config/site-config.js'
import { isDocusaurusConfigFile } from './config/site-config-file.js'
import { loadContent, type MarkdownPrerenderer } from './content/load-content.js'
import type { SiteContent } from './content/content-types.js'
import type { MarkdownRenderer } from './content/markdown-renderer.js'
import type { FrontMatterCache } from './content/front-matter-cache.js'
import { flattenSidebarLinks } from './content/build-sidebar.js'
import { renderMarkdown } from './markdown/render-markdown.js'
import { createMdxParseStore } from './content/mdx-parse-store.js'
import { localFileCopies } from './output/local-file-copies.js'
import { startMarkdownPool } from './workers/markdown-pool.js'
import { prerenderInThread } from './content/prerender-in-thread.js'
import { createLongWorkReporter } from './long-work-reporter.js'
import {
  releaseRouteDataJson,
  routeDataDigest,
  routeDataJson,
  type RouteDataJsonCache,
} from './render/route-data-json.js'
import { shellPreloads, type ShellPreloadsCache } from './render/shell-preloads.js'
import { buildRouteTable } from './routes/build-route-table.js'
import type { Route } from './routes/route.js'
import type { RouteData, SiteData } from './shared/types.js'
import type { ClientBundle } from './bundle/bundle-client.js'
import { createBuildCache, type BuildCache } from './build-cache.js'
import { bundleClientOffThread, startClientBundleThread } from './workers/client-bundle-off-thread.js'
import { loadComponentPages } from './render/load-component-pages.js'
import { listComponentPages } from './content/load-pages.js'
import { markupOptions, sourceReading } from './content/config-markdown-options.js'
import { siteGlobalData, withGlobalData } from './routes/global-data.js'
import { docRoutesOfSources, listContentModules } from './content/list-content-modules.js'
import { collectLiveSources, compileLiveBlocks } from './live/compile-live-blocks.js'
import { attachLiveModules, emitLiveModules, liveScopeBundleInput } from './live/live-pages.js'
import { liveScopesOf, liveScopesUsed } from './live/live-scopes.js'
import { startLiveRenderer, type LiveRenderer } from './live/live-renderer.js'
import { liveBlocksAhead, prerenderWithLiveBlocksAhead, withLiveBlocksAhead } from './live/live-blocks-ahead.js'
import { buildSiteData } from './render/build-site-data.js'
import { renderRoutes, type RenderedAppCache, type RenderedRoute } from './render/render-routes.js'
import { renderProblemWarnings } from './render/render-warnings.js'
import { buildSearchAssets } from './search/build-search-assets.js'
import type { SearchIndexCache } from './search/build-local-index.js'
import { checkLinks, type LinkReport, type PageToCheck } from './links/check-links.js'
import { renderSitemap, renderRobotsTxt } from './output/sitemap.js'
import { renderBlogFeeds, feedLinkTags } from './output/blog-feeds.js'
import { renderLlmsTxt } from './output/llms-txt.js'
import type { InPlaceOutput } from './output/write-output.js'
import { dryRunOutputTarget, inPlaceOutputTarget, startStagedOutput } from './output/output-target.js'
import { BuildError, BuildErrorList, withWarnings, type BuildWarning } from './errors.js'
import { htmlFileForRoute, publicHref, routeDataFile, withBaseUrl } from './shared/paths.js'
import { removeStaleTempFolders, stagingRoots } from './temp-folders.js'
import { buildCheckpoints } from './build-checkpoints.js'
import { collectGarbage } from './collect-garbage.js'
import type { MarkdownStageCache } from './cache/markdown-entries.js'
import { documentKey, sharedDocumentDigest, type DocumentReuse } from './render/document-reuse.js'

/** the route data JSON the digests keep for the pages (characters: 128 MB of ASCII; 10,000 pages have ~290) */
const KEPT_ROUTE_JSON = 128 * 1024 * 1024

export interface BuildOptions {
  configFile: string
  /** output folder; default `build` next to the config */
  outDir?: string
  searchBackend?: 'local' | 'algolia'
  /** render and check links but write nothing (check-links) */
  dryRun?: boolean
  minify?: boolean
  renderMarkdown?: MarkdownRenderer
  /** the build cache's Markdown entries (cache/cached-build.ts): in front of the markdown stage, whose threads render the misses */
  markdownCache?: MarkdownStageCache
  /** the build cache's rendered pages (cache/page-entries.ts): the App's markup of routes whose inputs are unchanged */
  appCache?: RenderedAppCache
  /** the previous output's documents (cache/document-entries.ts): a page whose document it holds is kept, not made */
  documents?: DocumentReuse
  /** the build cache's search index files (cache/search-index-entries.ts), by docs version and records */
  searchIndexCache?: SearchIndexCache
  /** the build cache's front matter (cache/front-matter-entries.ts), by the source's hash */
  frontMatter?: FrontMatterCache
  onProgress?: (message: string) => void
  /** a line about work that runs long (which page, how far: long-work-reporter.ts); default onProgress */
  onLongWork?: (message: string) => void
  /* Watch mode (src/serve/build-worker.ts) re-runs this same build with caches: */
  /** what the previous builds left (build-cache.ts; default: a fresh one) */
  cache?: BuildCache
  /** stages to use instead of the plain ones (the same stages with a cache in front) */
  stages?: Partial<BuildStages>
  /** what renders the live blocks' previews in isolation (a watch session keeps one; else the build makes its own) */
  liveRenderer?: LiveRenderer
  /** update the output folder in place, writing only files whose bytes changed, instead of swapping in a new one */
  inPlaceOutput?: InPlaceOutput
  /** a fixed build id, so that an edit changes only the pages it affects (default: a hash of the bundle and route data) */
  buildId?: string
  /** route paths rendered before the others (watch mode: the pages being viewed); the output is the same */
  firstRoutes?: ReadonlySet<string>
  /**
   * awaited after each page's HTML and route data JSON went to the output (watch mode: tells who waits for it);
   * `before`: pages that went before it in this build
   */
  onPageRendered?: (page: {
    path: string
    files: Array<[file: string, text: string]>
    before: number
  }) => void | Promise<void>
  /** awaited once every file is written to the staging folder, before it replaces the output (the CLI's test hook holds a build there) */
  beforeCommit?: () => Promise<void>
  /** told, before the pages are rendered, what renders more pages like this build's (watch mode's quick pass, serve/quick-pages.ts) */
  onPageRenderer?: (renderer: PageRenderer) => void
  /** aborts the build between its steps (BuildAborted) and lets the event loop turn there (watch mode: a newer change) */
  signal?: AbortSignal
}

/**
 * What renders pages as a build does, with its bundle, React pages and search index files, for content derived from
 * its own (content/edited-content.ts): watch mode renders the open pages of an edit with it before the rebuild.
 */
export interface PageRenderer {
  config: ResolvedConfig
  content: SiteContent
  /** the routes the build rendered (their data as written) */
  routes: Route[]
  /** the routes' files, rendered with `content`'s site data: output-relative path → text, per route */
  render(content: SiteContent, routes: Route[]): Array<{ path: string; files: Array<[file: string, text: string]> }>
}

/** The stages a build may be given in place of the plain ones (watch mode puts caches in front of them). */
export interface BuildStages {
  loadConfig: typeof loadConfig
  loadComponentPages: typeof loadComponentPages
  renderRoutes: typeof renderRoutes
  /** route data → the JSON file's text */
  routeDataJson: (data: RouteData, cache: RouteDataJsonCache) => string
}

export interface BuildResult {
  config: ResolvedConfig
  outDir: string
  routes: Route[]
  pages: number
  files: number
  warnings: BuildWarning[]
  links: LinkReport
  durationMs: number
  /** with inPlaceOutput: the output files written or removed (paths relative to outDir) */
  changedFiles?: string[]
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // every warning found so far: when a later stage fails the build, they are reported with its error
  const warnings: BuildWarning[] = []
  try {
    return await buildSite(options, warnings)
  } catch (error) {
    throw withWarnings(error, warnings)
  }
}

/** The build; `warnings` receives each stage's warnings as soon as they are known. */
async function buildSite(options: BuildOptions, warnings: BuildWarning[]): Promise<BuildResult> {
  const started = performance.now()
  const progress = options.onProgress ?? (() => {})
  const cache = options.cache ?? createBuildCache()
  const stage: BuildStages = { loadConfig, loadComponentPages, renderRoutes, routeDataJson, ...options.stages }
  // worker threads for the markdown of a large site (not around an injected renderer: watch mode caches its calls)
  const markdownPool = options.renderMarkdown ? undefined : startMarkdownPool()
  // on worker threads for a large site, else on this thread between turns of its event loop
  // the .mdx parses the module listing makes, taken by the markdown stage on this thread instead of parsing again
  const mdxParses = options.renderMarkdown ? undefined : createMdxParseStore()
  const renderPlain: MarkdownRenderer =
    options.renderMarkdown ??
    // a content module's parse is not taken: its compiles copy it (mdx-parse-store.ts)
    ((source, markdown) =>
      renderMarkdown(source, markdown, markdown.contentModule ? undefined : mdxParses?.take(markdown.file)))
  const longWork = createLongWorkReporter(options.onLongWork ?? progress)

  const configFile = path.resolve(options.configFile)
  const outDir = path.resolve(path.dirname(configFile), options.outDir ?? 'build')
  // what builds killed by SIGKILL or a crash left behind (never what a build running alongside is using)
  removeStaleTempFolders(path.dirname(configFile), outDir)

  const checkpoint = buildCheckpoints(options.signal)
  const config = await stage.loadConfig(configFile, { searchBackend: options.searchBackend })
  await checkpoint()
  warnings.push(...(config.configWarnings ?? []))

  // what live blocks see by name: per docs version (ours), or the site's ReactLiveScope (Docusaurus); the render
  // thread starts and loads them now, while this thread lists the content modules
  const liveScopes = liveScopesOf(config)
  const usedLiveScopes = liveScopesUsed(liveScopes, config.docs.versions)
  const liveRenderer = options.liveRenderer ?? startLiveRenderer()
  liveRenderer.prepare(usedLiveScopes)
  // the client bundle's thread, when it will make a bundle (none kept in memory nor stored): it loads its modules
  // while this thread lists the content modules its job names
  const { bundle: keptBundle, store: bundleStore } = cache.clientBundle
  const bundleThread =
    !keptBundle && (!bundleStore || bundleStore.holdsAny?.() === false) ? startClientBundleThread() : undefined
  // each rendered file's live blocks go to that thread at once (the live stage below finds them done)
  const liveAhead = liveBlocksAhead(config, liveRenderer, cache.liveBlocks, liveScopes)
  const render = withLiveBlocksAhead(options.markdownCache?.render(renderPlain) ?? renderPlain, liveAhead)
  const prerenderPlain: MarkdownPrerenderer = async (jobs, routeOfSource, onLinkLookups) =>
    (await markdownPool?.prerender(jobs, routeOfSource, onLinkLookups, longWork.pages)) ??
    prerenderInThread(jobs, routeOfSource, render, longWork.pages)
  const prerenderDocs = prerenderWithLiveBlocksAhead(
    options.markdownCache?.prerender(prerenderPlain) ?? prerenderPlain,
    liveAhead,
  )

  const loadSiteParts = async () => {
    // React pages, and the .mdx docs and posts whose content is a component module: compiled while the content loads
    const contentModuleFiles = await listContentModules(config, mdxParses?.keep, cache.contentModules)
    await checkpoint()
    const componentPageFiles = [...(await listComponentPages(config)), ...contentModuleFiles]
    // what their relative .md links resolve through (read only for a site that has such files)
    const markdownRoutes = componentPageFiles.some((page) => page.content)
      ? await docRoutesOfSources(config)
      : undefined
    const bundling = whileContentLoads(
      bundleClientOffThread(
        {
          prism: config.themeConfig.prism,
          componentPages: Object.fromEntries(componentPageFiles.map((page) => [page.key, page.file])),
          contentModuleFiles: componentPageFiles.filter((page) => page.content).map((page) => page.file),
          markdownRoutes,
          minify: options.minify ?? true,
          baseUrl: config.baseUrl,
          siteDir: config.siteDir,
          customCss: config.customCss.map((file) => path.resolve(config.siteDir, file)),
          staticDir: path.resolve(config.siteDir, config.staticDir),
          ...(isDocusaurusConfigFile(config.configFile) && { docusaurusSite: true }),
          reading: sourceReading(config),
          ...liveScopeBundleInput(usedLiveScopes),
        },
        cache.clientBundle,
        { reuse: { mdxParseOf: mdxParses?.copyOf }, thread: bundleThread },
      ),
    )
    const loadingPages = whileContentLoads(
      stage.loadComponentPages(componentPageFiles, config.siteDir, markdownRoutes, {
        cache: cache.componentPages,
        prismLanguages: config.themeConfig.prism.additionalLanguages,
        markup: markupOptions(config).markup,
        reading: sourceReading(config),
        mdxParse: mdxParses?.copyOf,
        baseUrl: config.baseUrl,
      }),
    )

    return settlingFirst([bundling, loadingPages], async () => {
      progress('loading content')
      const [content, staticFiles] = await Promise.all([
        loadContent(config, {
          renderMarkdown: render,
          isProduction: true,
          prerenderMarkdown: prerenderDocs,
          contentModules: new Set(contentModuleFiles.map((page) => path.relative(config.siteDir, page.file))),
          contentModuleParse: mdxParses?.copyOf,
          frontMatter: options.frontMatter,
        }).finally(() => {
          // every page is rendered, or the stage failed: none is reported after it
          longWork.stop()
          return markdownPool?.close()
        }),
        listStaticFiles(config),
      ])
      warnings.push(...content.warnings)
      throwAll('configuration errors', checkConfigReferences(config, contentSummary(content)))
      await checkpoint()

      const { routes, warnings: routeWarnings } = buildRouteTable(config, content)
      warnings.push(...routeWarnings)

      await checkpoint()
      progress(`rendering ${routes.length} pages`)
      options.markdownCache?.writeKept()
      const [bundle, live, componentPages] = await Promise.all([
        bundling,
        compileLiveBlocks(collectLiveSources(content), liveRenderer, cache.liveBlocks, liveScopes),
        loadingPages,
      ])
      return { content, staticFiles, routes, bundle, live, componentPages }
    })
  }
  // the live blocks are compiled once the parts are loaded (or a stage failed): the render thread ends then
  const { content, staticFiles, routes, bundle, live, componentPages } = await loadSiteParts().finally(() => {
    // the bundle's thread has ended with its answer, or is ended unused (a stage failed first)
    bundleThread?.close()
    return options.liveRenderer ? undefined : liveRenderer.close()
  })
  const liveModules = emitLiveModules(live, bundle, config.baseUrl)
  const livePages = attachLiveModules(
    routes,
    live,
    liveModules,
    bundle,
    content.versions.find((v) => v.meta.isLast)?.meta.name ?? 'current',
    cache.livePages,
    liveScopes,
  )
  // Docusaurus' global data, on the pages whose code reads it (@docusaurus/useGlobalData)
  const pageRoutes = withGlobalData(livePages.routes, componentPages, () => siteGlobalData(config, content))
  // every route's data, digested one at a time (render/route-data-json.ts); the JSON is kept for the page (watch mode
  // keeps every route's; a build, up to KEPT_ROUTE_JSON characters, the rest made again as it is written)
  let keptJson = 0
  const digestOf = (data: RouteData) =>
    routeDataDigest(
      data,
      cache.htmlDocument.routeDataDigest,
      cache.htmlDocument.routeDataJson,
      (json) => {
        keptJson += json.length
        return options.inPlaceOutput !== undefined || keptJson <= KEPT_ROUTE_JSON
      },
      cache.htmlDocument.contentDigests,
    )
  await checkpoint()
  // the client code's id, not the content's: an edit leaves every other page's document as it was (clientBuildId)
  const buildId = options.buildId ?? clientBuildId(bundle)
  const search = buildSearchAssets(
    config,
    pageRoutes,
    componentPages,
    { digestOf, cache: cache.searchRecords },
    options.searchIndexCache ?? cache.searchIndex,
  )
  if (search.onThread) {
    progress('indexing the search records on a thread while the pages render')
    // reported if it runs long (the build then waits for it after the pages)
    const indexing = longWork.start('indexing the search records')
    search.output.then(indexing.done, indexing.done)
  }
  let searchSettled = false
  const settled = () => {
    searchSettled = true
  }
  search.output.then(settled, settled)
  await checkpoint()
  // the site data of this build's content, or of content derived from it (the quick pass's)
  const siteDataOf = (of: SiteContent): SiteData => {
    const data = buildSiteData(config, of, buildId, search.indexParts)
    if (livePages.editorChunks.length > 0) data.liveEditor = livePages.editorChunks
    return data
  }
  const site = siteDataOf(content)
  const assetsFor = (route: Route) => {
    const assets = pageAssets(bundle, route, cache.shellPreloads)
    return { ...assets, preload: [...assets.preload, ...livePages.preloads(route)] }
  }
  const staticDir = path.join(config.siteDir, config.staticDir)
  const output = options.dryRun
    ? dryRunOutputTarget()
    : options.inPlaceOutput
      ? inPlaceOutputTarget(outDir, staticDir, options.inPlaceOutput)
      : await startStagedOutput(outDir, staticDir, stagingRoots(config.siteDir, outDir))
  try {
    for (const [file, text] of [
      ...bundle.files,
      ...liveModules.files,
      ...siteFiles(config, content, pageRoutes),
      ...(await localFileCopies(config.siteDir, pageRoutes)),
    ])
      await output.write(file, text)
    // the link check keeps only each page's links and ids
    const pages: RenderedPage[] = []
    const pageFiles = (route: Route) => [
      route.data.kind === 'notFound' ? '404.html' : htmlFileForRoute(route.path, config.trailingSlash),
      routeDataFile(route.path),
    ]
    // a page whose document the previous output holds keeps its files (render/document-reuse.ts); the others are made
    const documentKeys = new Map<Route, string>()
    const toRender: Route[] = []
    const documents = options.documents
    // a blog without posts has no feeds (content.blog is null then, load-content.ts)
    const feedLinks = content.blog ? feedLinkTags(config) : ''
    const shared = documents ? sharedDocumentDigest([config, site, feedLinks]) : ''
    for (const route of pageRoutes) {
      if (!documents) {
        toRender.push(route)
        continue
      }
      const files = pageFiles(route)
      const key = documentKey({
        site: shared,
        data: digestOf(route.data),
        modules: (route.data.modules ?? []).map((module) => componentPages[module]?.version ?? ''),
        assets: JSON.stringify(assetsFor(route)),
        canonicalPath: route.canonicalPath ?? route.path,
        files,
      })
      const kept = documents.reuse(route, key, files)
      if (!kept) {
        documentKeys.set(route, key)
        toRender.push(route)
        continue
      }
      for (const file of files) await output.keep(file, documents.previousFile(file))
      pages.push({ route, ...kept.links, problems: kept.problems })
    }
    // the quick pass renders with the plain stage: its few pages are not the site a render cache keeps
    const renderPages = (siteData: SiteData, routes: Route[], render = stage.renderRoutes) =>
      render(config, siteData, routes, componentPages, assetsFor, feedLinks, cache.htmlDocument, options.appCache)
    options.onPageRenderer?.({
      config,
      content,
      routes: pageRoutes,
      render: (edited, routes) =>
        [...renderPages(siteDataOf(edited), routes, renderRoutes)].map((page) => {
          const [htmlFile, dataFile] = pageFiles(page.route)
          return {
            path: page.route.path,
            files: [
              [htmlFile, page.html],
              [dataFile, stage.routeDataJson(page.data, cache.htmlDocument.routeDataJson)],
            ],
          }
        }),
    })
    // each page goes to the output as soon as it is rendered
    for (const page of renderPages(site, firstRoutesFirst(toRender, options.firstRoutes))) {
      await checkpoint()
      const [htmlFile, dataFile] = pageFiles(page.route)
      const json = stage.routeDataJson(page.data, cache.htmlDocument.routeDataJson)
      await output.write(htmlFile, page.html)
      await output.write(dataFile, json)
      if (!options.inPlaceOutput) releaseRouteDataJson(page.data, cache.htmlDocument.routeDataJson)
      documents?.remember(page.route, documentKeys.get(page.route)!, { links: page.links, problems: page.problems })
      pages.push({ route: page.route, ...page.links, problems: page.problems })
      await options.onPageRendered?.({
        path: page.route.path,
        before: pages.length - 1,
        files: [
          [htmlFile, page.html],
          [dataFile, json],
        ],
      })
    }
    // the search index, made while the pages rendered (search/build-search-assets.ts). While the search thread
    // still works, this thread would wait with the render's garbage (~250 MB after a 5 MB page) beside that thread's
    // peaking heap: it is collected first. Not in watch mode (inPlaceOutput), whose thread keeps a large heap of
    // caches that a collection would walk on every rebuild, and which collects after a build itself (watch-build.ts)
    if (search.onThread && !searchSettled && !options.inPlaceOutput) collectGarbage()
    const searchIndex = await search.output
    for (const [file, text] of searchIndex.files) await output.write(file, text)
    for (const [file, previous] of searchIndex.kept) await output.keep(file, previous)
    // warnings and link reports in route order, whatever went first
    if (options.firstRoutes || toRender.length < pageRoutes.length) pages.sort(inRouteOrder(pageRoutes))

    const links = checkLinks(config, pages, new Set([...output.files, ...staticFiles]))
    warnings.push(
      ...renderProblemWarnings(config, pages),
      ...(config.onBrokenAnchors === 'warn' ? links.brokenAnchors : []),
      ...links.brokenImages,
    )
    // onBrokenLinks / onBrokenAnchors: 'throw' fails the build with every such problem listed, 'warn' reports them
    const linkErrors = config.onBrokenLinks === 'throw' ? links.brokenLinks : []
    const anchorErrors = config.onBrokenAnchors === 'throw' ? links.brokenAnchors.map(BuildError.fromWarning) : []
    if (linkErrors.length + anchorErrors.length > 0) {
      const counts = [
        linkErrors.length > 0 ? `${linkErrors.length} broken link(s)` : '',
        anchorErrors.length > 0 ? `${anchorErrors.length} broken anchor(s)` : '',
      ]
        .filter(Boolean)
        .join(' and ')
      throw new BuildErrorList(`${counts}:`, [...linkErrors, ...anchorErrors])
    }
    if (config.onBrokenLinks === 'warn')
      warnings.push(
        ...links.brokenLinks.map((e) => ({
          code: e.code,
          message: e.message,
          file: e.file,
          line: e.line,
          hint: e.hint,
        })),
      )

    if (!options.dryRun) progress(`writing ${output.files.size} files`)
    if (options.beforeCommit) {
      await output.flush()
      await options.beforeCommit()
    }
    const changedFiles = await output.commit()
    return {
      config,
      outDir,
      routes,
      pages: routes.length,
      files: output.files.size + staticFiles.length,
      warnings,
      links,
      durationMs: performance.now() - started,
      changedFiles,
    }
  } catch (error) {
    longWork.stop()
    await output.discard()
    throw error
  }
}

type RenderedPage = PageToCheck & Pick<RenderedRoute, 'problems'>

/** The routes, those whose path is in `first` moved to the front (in their order), the others after them. */
function firstRoutesFirst(routes: Route[], first: ReadonlySet<string> | undefined): Route[] {
  if (!first || first.size === 0) return routes
  return [...routes.filter((r) => first.has(r.path)), ...routes.filter((r) => !first.has(r.path))]
}

/** Compares rendered pages by their route's place in `routes`. */
function inRouteOrder(routes: Route[]): (a: RenderedPage, b: RenderedPage) => number {
  const place = new Map(routes.map((route, i) => [route, i]))
  return (a, b) => (place.get(a.route) ?? 0) - (place.get(b.route) ?? 0)
}

/** The site's files besides the pages and the bundle (sitemap, robots.txt, feeds, llms.txt), path relative to the output folder → contents. */
function siteFiles(config: ResolvedConfig, content: SiteContent, routes: Route[]): Map<string, string> {
  const files = new Map<string, string>()
  const indexable = routes.filter((r) => !r.unlisted && !r.data.noIndex).map((r) => r.path)
  files.set(
    'sitemap.xml',
    renderSitemap(
      config.url,
      indexable.map((p) => publicHref(config, p)),
    ),
  )
  files.set(
    'robots.txt',
    renderRobotsTxt(config.url, config.noIndex ?? false, withBaseUrl(config.baseUrl, '/sitemap.xml')),
  )
  if (content.blog) for (const [file, text] of renderBlogFeeds(config, content.blog.posts)) files.set(file, text)
  const latest = content.versions.find((v) => v.meta.isLast)
  if (latest) {
    const order = Object.values(latest.sidebars).flatMap((items) => flattenSidebarLinks(items).map((l) => l.href))
    const llms = renderLlmsTxt(config, latest, order)
    files.set('llms.txt', llms.index)
    files.set('llms-full.txt', llms.full)
  }
  return files
}

function pageAssets(bundle: ClientBundle, route: Route, cache: ShellPreloadsCache) {
  const chunks = (route.data.modules ?? []).flatMap((key) => bundle.pageChunks[key] ?? [])
  return { css: bundle.css, entry: bundle.entry, preload: [...shellPreloads(bundle, cache), ...chunks] }
}

function contentSummary(content: SiteContent) {
  return {
    versions: content.versions.map((v) => ({
      name: v.meta.name,
      docIds: v.docs.map((d) => d.id),
      sidebars: Object.fromEntries(
        Object.entries(v.sidebars).map(([name, items]) => [name, { firstLink: flattenSidebarLinks(items)[0]?.href }]),
      ),
    })),
  }
}

async function listStaticFiles(config: ResolvedConfig): Promise<string[]> {
  return fg('**/*', { cwd: path.join(config.siteDir, config.staticDir), dot: true })
}

/**
 * The build id (SiteData.buildId, in every page's site data and route data URLs): a hash of the client bundle's
 * entry and CSS file names, which are content-hashed, so it changes with the browser runtime's code and nothing
 * else. Route data is fetched with `?v=<id>`: a client keeps asking for the data its code was built with, and
 * a changed runtime means new URLs past every cache; a content edit changes no page's document but the edited
 * ones (HTML and route data revalidate on each use, src/serve/http-caching.ts).
 */
function clientBuildId(bundle: ClientBundle): string {
  const hash = createHash('sha256')
  for (const file of [bundle.entry, ...bundle.css]) hash.update(`${file}\0`)
  return hash.digest('hex').slice(0, 10)
}

function throwAll(summary: string, errors: BuildError[]): void {
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new BuildErrorList(`${errors.length} ${summary}:`, errors)
}

/**
 * A stage started before the content loads and awaited after it: when the content fails first, its failure is the
 * build's error, and this one must not surface as an unhandled rejection meanwhile.
 */
function whileContentLoads<T>(work: Promise<T>): Promise<T> {
  work.catch(() => {})
  return work
}

/**
 * Runs `step`; if it fails, waits for the work started alongside it to end before failing, so that a failed
 * build leaves nothing running (the React pages' compile writes into the site folder).
 */
async function settlingFirst<T>(alongside: Array<Promise<unknown>>, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    await Promise.allSettled(alongside)
    throw error
  }
}
