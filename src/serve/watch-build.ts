/**
 * One watch session's builds: the ordinary `build()` with warm caches kept between the builds — markdown results
 * by file and content hash, rendered pages and their route data JSON, the client bundle, the loaded config and
 * React pages, and what the output folder already holds — so a content edit redoes only what it affects.
 *
 * The config, templates, theme code and React pages are ES modules, which Node caches for the life of a thread:
 * a session's caches are only valid while none of them changes. The watcher runs each session in its own
 * worker thread (build-worker.ts) and starts a fresh one when code changes. The build modules are imported on
 * the first build, so a template that does not compile is a reported build error, not a dead worker. With a
 * cache folder, the markdown cache and the client bundle outlive the session (markdown-store.ts,
 * client-bundle-store.ts): a cold start renders only the Markdown that changed since, and bundles the browser code
 * only if it changed.
 */
import path from 'node:path'
import type { build as Build, BuildOptions, BuildStages, PageRenderer } from '../build.js'
import { BuildAborted } from '../build-checkpoints.js'
import type { BuildCache } from '../build-cache.js'
import type { LiveRenderer } from '../live/live-renderer.js'
import { createInPlaceOutput } from '../output/write-output.js'
import type {
  BuildInputs,
  BuildProgress,
  BuildReply,
  BuildRequest,
  BuildWorkerData,
  PageReady,
} from './build-worker-protocol.js'
import { describeBuildFailure } from './describe-build-failure.js'
import { liveUpdateFor } from './live-update.js'
import { createMarkdownCache, type MarkdownCache } from './markdown-cache.js'
import { markdownStore } from './markdown-store.js'
import { clientBundleStore } from './client-bundle-store.js'
import { type ModuleStageCaches, moduleStageCaches } from './module-stage-cache.js'
import { createRenderCache, type RenderCache } from './render-cache.js'
import { quickPages } from './quick-pages.js'
import { MARKDOWN_STORE_DELAY_MS, WATCH_COLLECT_AFTER_BYTES, WATCH_SPARE_REALMS } from './serve-constants.js'
import { collectGarbage, heapInUse } from '../collect-garbage.js'
import { GENERATOR_ROOT } from '../generator-root.js'
import type { ClientBundle } from '../bundle/bundle-client.js'

/** One build id for the session: an edit then changes only the pages it affects (route data is served no-cache). */
export const WATCH_BUILD_ID = 'watch'

interface Pipeline {
  build: typeof Build
  /** the session's build cache, handed to every build (the client bundle's outlives the session through its store) */
  cache: BuildCache
  stages: Partial<BuildStages>
  /** the config's and the pages' stage caches (in `stages`) */
  modules: ModuleStageCaches
  markdown: MarkdownCache
  render: RenderCache
  liveRenderer: LiveRenderer
}

export interface WatchBuild {
  /** a build; `onProgress` hears of the quick pass's pages and end, and of each first page as soon as it is rendered */
  run(request: BuildRequest, onProgress?: (message: BuildProgress) => void): Promise<BuildReply>
  /**
   * Writes the markdown cache (and the client bundle's, client-bundle-store.ts) now if a write is pending, and
   * resolves once they are stored. (They are written MARKDOWN_STORE_DELAY_MS after the last build that rendered
   * Markdown or bundled: never on the way to a reply, and not while the open pages fetch what the edit changed.)
   */
  stored(): Promise<void>
  /**
   * stops the build running, if any, at its next step (its reply says `aborted`), once the session has what the next
   * build's quick pass needs (a build that got as far as its pages); a first build stopped sooner would only start again
   */
  abort(): void
}

export function createWatchBuild(data: BuildWorkerData): WatchBuild {
  const siteDir = path.dirname(path.resolve(data.configFile))
  const bundleStore = data.cacheDir
    ? clientBundleStore(data.cacheDir, siteDir, { delayMs: MARKDOWN_STORE_DELAY_MS })
    : undefined
  const inPlaceOutput = createInPlaceOutput()
  let pipeline: Pipeline | undefined
  let previousRoutePaths: Set<string> | undefined
  /** what renders pages like the last build's, for the quick pass (quick-pages.ts) */
  let renderer: PageRenderer | undefined
  /** the heap in use after the last collection this session ran (collect-garbage.ts) */
  let heapAfterCollection = 0
  /** aborts the build running */
  let running: AbortController | undefined

  const store = data.cacheDir ? markdownStore(data.cacheDir, siteDir) : undefined
  let storing: Promise<void> = Promise.resolve()
  let storeLater: (() => void) | undefined
  let storeTimer: ReturnType<typeof setTimeout> | undefined

  /** Writes the markdown cache once no build has rendered Markdown for a while (a burst of edits is one write). */
  function scheduleStore(markdown: MarkdownCache): void {
    clearTimeout(storeTimer)
    storeLater = () => {
      clearTimeout(storeTimer)
      storeLater = undefined
      storing = store!.save(markdown.takeRendered())
    }
    storeTimer = setTimeout(storeLater, MARKDOWN_STORE_DELAY_MS)
    storeTimer.unref()
  }

  /**
   * A build starts: a pending write of the markdown cache waits until it ends (serialising thousands of entries in
   * this thread would hold up the pages the build renders first). Returns what starts the wait again.
   */
  function holdStore(): () => void {
    clearTimeout(storeTimer)
    return () => {
      clearTimeout(storeTimer)
      if (!storeLater) return
      storeTimer = setTimeout(storeLater, MARKDOWN_STORE_DELAY_MS)
      storeTimer.unref()
    }
  }

  async function loadPipeline(): Promise<Pipeline> {
    if (!pipeline) {
      const [
        { build },
        { createBuildCache },
        { renderMarkdown },
        renderSteps,
        { loadConfig },
        { loadComponentPages },
        { startLiveRenderer },
        stored,
      ] = await Promise.all([
        import('../build.js'),
        import('../build-cache.js'),
        import('../markdown/render-markdown.js'),
        import('../render/render-routes.js'),
        import('../config/load-config.js'),
        import('../render/load-component-pages.js'),
        import('../live/live-renderer.js'),
        store?.load() ?? [],
      ])
      const known = new WeakMap<object, string>()
      const markdown = createMarkdownCache(renderMarkdown, known, stored)
      const render = createRenderCache(renderSteps, known)
      const modules = moduleStageCaches({ loadConfig, loadComponentPages })
      const stages: Partial<BuildStages> = {
        loadConfig: modules.loadConfig,
        loadComponentPages: modules.loadComponentPages,
        renderRoutes: render.renderRoutes,
      }
      pipeline = {
        build,
        cache: { ...createBuildCache(), clientBundle: { store: bundleStore } },
        stages,
        modules,
        markdown,
        render,
        liveRenderer: startLiveRenderer({ spareRealms: WATCH_SPARE_REALMS }),
      }
    }
    return pipeline
  }

  async function run(request: BuildRequest, onProgress?: (message: BuildProgress) => void): Promise<BuildReply> {
    const releaseStore = holdStore()
    const controller = new AbortController()
    running = controller
    try {
      const { build, cache, stages, modules, markdown, render, liveRenderer } = await loadPipeline()
      // an edited .mdx content module or site component: its pages are compiled again, and bundled again
      const pagesStale = modules.filesChanged(request.changedFiles ?? [])
      if (request.bundleStale || pagesStale) cache.clientBundle.bundle = undefined
      const before = {
        markdown: markdown.renders,
        pages: render.renders,
        documents: render.documents,
        bundles: cache.clientBundle.made ?? 0,
      }
      const quick = request.bundleStale || pagesStale ? [] : quickPass(request, markdown)
      for (const page of quick)
        onProgress?.({ id: request.id, pageReady: page.path, before: 0, files: page.files, quick: true })
      onProgress?.({ id: request.id, quickPassEnded: true })
      // the announcements leave this thread before the rebuild's first long stage
      await new Promise((resolve) => setImmediate(resolve))
      const result = await build({
        configFile: data.configFile,
        outDir: data.outDir,
        searchBackend: data.searchBackend,
        markdownCache: markdown.stage,
        stages,
        cache,
        liveRenderer,
        inPlaceOutput,
        buildId: WATCH_BUILD_ID,
        ...firstPagesOf(request, onProgress),
        onPageRenderer: (next) => {
          renderer = next
        },
        signal: controller.signal,
      })
      // the build's garbage, collected now rather than during the next save's quick pass
      // (by growth, not size: the session's caches keep a large heap that a collection would only walk again)
      if (heapInUse() - heapAfterCollection > WATCH_COLLECT_AFTER_BYTES) {
        collectGarbage()
        heapAfterCollection = heapInUse()
      }
      if (store && markdown.renders > before.markdown) scheduleStore(markdown)
      const changedFiles = result.changedFiles ?? []
      const update = liveUpdateFor(changedFiles, result.routes, previousRoutePaths, result.config.trailingSlash)
      previousRoutePaths = new Set(result.routes.map((r) => r.path))
      const { config } = result
      const inputs: BuildInputs = {
        configFiles: [...new Set([config.configFile, ...(config.configDependencies ?? [])])],
        contentDirs: [
          ...new Set(
            [
              config.contentDir,
              config.docs.dir,
              ...Object.values(config.docs.versionOptions ?? {}).flatMap((version) => version.dir ?? []),
              ...(config.blog ? [config.blog.dir] : []),
              config.pagesDir,
            ].map((dir) => path.join(config.siteDir, dir)),
          ),
        ],
        staticDir: path.join(config.siteDir, config.staticDir),
        siteCodeFiles: [
          ...cache.componentPages.siteImports,
          ...staticFilesInBundle(cache.clientBundle.bundle, path.join(config.siteDir, config.staticDir)),
        ],
      }
      return {
        id: request.id,
        ok: true,
        summary: {
          durationMs: result.durationMs,
          pages: result.pages,
          changedFiles,
          update,
          warnings: result.warnings,
          inputs,
          baseUrl: config.baseUrl,
          rendered: {
            markdown: markdown.renders - before.markdown,
            pages: render.renders - before.pages,
            documents: render.documents - before.documents,
            bundled: (cache.clientBundle.made ?? 0) > before.bundles,
          },
        },
      }
    } catch (error) {
      if (error instanceof BuildAborted)
        return { id: request.id, ok: false, aborted: true, error: { message: error.message } }
      // its content may hold edits the failed build did not load: the next quick pass waits for a good build
      renderer = undefined
      return { id: request.id, ok: false, error: describeBuildFailure(error, siteDir) }
    } finally {
      if (running === controller) running = undefined
      releaseStore()
    }
  }

  /** The open pages an edit of docs files changes, rendered from the last build's content (quick-pages.ts). */
  function quickPass(request: BuildRequest, markdown: MarkdownCache) {
    if (!renderer || !request.changedFiles?.length) return []
    try {
      return quickPages(renderer, request.changedFiles, request.firstPaths ?? [], markdown.renderMarkdown)
    } catch {
      // whatever stopped it (an error in the edited file, a page that throws as it renders), the rebuild meets it
      // too and reports it with its file and line
      return []
    }
  }

  return {
    run,
    async stored() {
      storeLater?.()
      await Promise.all([storing, bundleStore?.flush()])
    },
    abort() {
      if (renderer) running?.abort()
    },
  }
}

/**
 * The build options that render the request's first paths first and announce each as it is rendered (after a
 * turn of the event loop, so that the announcement leaves this thread before the next page is rendered).
 */
function firstPagesOf(
  request: BuildRequest,
  onPageReady: ((message: PageReady) => void) | undefined,
): Pick<BuildOptions, 'firstRoutes' | 'onPageRendered'> {
  const first = new Set(request.firstPaths ?? [])
  if (first.size === 0) return {}
  return {
    firstRoutes: first,
    async onPageRendered({ path: routePath, files, before }) {
      if (!first.has(routePath)) return
      onPageReady?.({ id: request.id, pageReady: routePath, before, files })
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

/**
 * The static files the client bundle holds (a stylesheet's url(): css-url-files.ts, inlined or copied): a change to
 * one is a change to the bundle, as one to the site's code is (classify-change.ts)
 */
function staticFilesInBundle(bundle: ClientBundle | undefined, staticDir: string): string[] {
  return (bundle?.sourceFiles ?? [])
    .map((file) => path.resolve(GENERATOR_ROOT, file))
    .filter((file) => !path.relative(staticDir, file).startsWith('..'))
}
