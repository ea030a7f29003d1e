/**
 * The build worker: runs the ordinary `build()` in a worker thread and keeps warm caches between the builds it
 * runs — markdown results by file and content hash, rendered pages and their route data JSON, the client bundle,
 * the loaded config and React pages, and what the output folder already holds — so a content edit redoes only
 * what it affects.
 *
 * Node caches ES modules for the life of a thread, so templates, theme code, React pages and the config cannot
 * be re-imported in place: when one of them changes, the watcher ends this worker and starts a fresh one (a full
 * rebuild). The build module is imported on the first request, so a template that does not compile becomes a
 * reported build error, not a dead worker. Started by build-worker-entry.mjs (which registers the TS loader).
 */
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import type { BuildResult, BuildStages } from '../build.js'
import type { ClientBundleCache } from '../bundle/bundle-client.js'
import { createInPlaceOutput } from '../output/write-output.js'
import type { BuildInputs, BuildReply, BuildRequest, BuildWorkerData } from './build-worker-protocol.js'
import { describeBuildFailure } from './describe-build-failure.js'
import { liveUpdateFor } from './live-update.js'
import { moduleStageCaches } from './module-stage-cache.js'
import { createMarkdownCache, type MarkdownCache } from './markdown-cache.js'
import { createRenderCache, type RenderCache } from './render-cache.js'

/** One build id for the worker's life: an edit then changes only the pages it affects (route data is served no-cache). */
const WATCH_BUILD_ID = 'watch'

const data = workerData as BuildWorkerData
const siteDir = path.dirname(path.resolve(data.configFile))
const clientBundleCache: ClientBundleCache = {}
const inPlaceOutput = createInPlaceOutput()
let caches: { build: typeof import('../build.js').build; stages: Partial<BuildStages>; markdown: MarkdownCache; render: RenderCache } | undefined
let previousRoutePaths: Set<string> | undefined

async function loadPipeline(): Promise<NonNullable<typeof caches>> {
  if (!caches) {
    const [{ build }, { renderMarkdown }, { renderRoutes }, { loadConfig }, { loadComponentPages }] = await Promise.all([
      import('../build.js'),
      import('../markdown/render-markdown.js'),
      import('../render/render-routes.js'),
      import('../config/load-config.js'),
      import('../render/load-component-pages.js'),
    ])
    const known = new WeakMap<object, string>()
    const markdown = createMarkdownCache(renderMarkdown, known)
    const render = createRenderCache(renderRoutes, known)
    const stages: Partial<BuildStages> = { ...moduleStageCaches({ loadConfig, loadComponentPages }), renderRoutes: render.renderRoutes, routeDataJson: render.routeDataJson }
    caches = { build, stages, markdown, render }
  }
  return caches
}

async function runBuild(request: BuildRequest): Promise<BuildReply> {
  try {
    const { build, stages, markdown, render } = await loadPipeline()
    if (request.bundleStale) clientBundleCache.bundle = undefined
    const before = { markdown: markdown.renders, pages: render.renders, bundle: clientBundleCache.bundle }
    const result: BuildResult = await build({
      configFile: data.configFile,
      outDir: data.outDir,
      searchBackend: data.searchBackend,
      renderMarkdown: markdown.renderMarkdown,
      stages,
      clientBundleCache,
      inPlaceOutput,
      buildId: WATCH_BUILD_ID,
    })
    const changedFiles = result.changedFiles ?? []
    const update = liveUpdateFor(changedFiles, result.routes, previousRoutePaths, result.config.trailingSlash)
    previousRoutePaths = new Set(result.routes.map((r) => r.path))
    const { config } = result
    const inputs: BuildInputs = {
      configFiles: [...new Set([config.configFile, ...(config.configDependencies ?? [])])],
      contentDirs: [...new Set([config.contentDir, config.docs.dir, ...(config.blog ? [config.blog.dir] : [])].map((dir) => path.join(config.siteDir, dir)))],
      staticDir: path.join(config.siteDir, config.staticDir),
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
        rendered: { markdown: markdown.renders - before.markdown, pages: render.renders - before.pages, bundled: clientBundleCache.bundle !== before.bundle },
      },
    }
  } catch (error) {
    return { id: request.id, ok: false, error: describeBuildFailure(error, siteDir) }
  }
}

// one request at a time: the watcher never sends the next before the reply
parentPort!.on('message', (request: BuildRequest) => {
  void runBuild(request).then((reply) => parentPort!.postMessage(reply))
})
