/**
 * The docs' Markdown rendered ahead on this thread (the MarkdownPrerenderer of a build without worker threads),
 * letting the event loop turn every few milliseconds of rendering. The markdown stage is synchronous and takes
 * most of a build: work started before it on this thread's event loop — the React pages' compile (esbuild
 * asking its plugin), the client bundle's thread reporting back, the bundle store's read — would otherwise wait
 * for all of it (this site: the pages' compile began only once the Markdown was done, 75 ms on the critical
 * path). Docs that take no time (watch mode's cache hits) never yield.
 */
import { renderMarkdown } from '../markdown/render-markdown.js'
import { BuildError } from '../errors.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import type { MarkdownJob } from './load-content.js'
import type { MarkdownRenderer } from './markdown-renderer.js'
import { markdownLinkResolver } from './resolve-markdown-link.js'
import type { PageProgress } from '../long-work-reporter.js'

/** rendering time after which the event loop is let turn */
const SLICE_MS = 4

export async function prerenderInThread(
  jobs: MarkdownJob[],
  routeOfSource: ReadonlyMap<string, string>,
  render: MarkdownRenderer = renderMarkdown,
  /** told how far a page's parse is, and that it is rendered (the build's report of slow pages) */
  onPageProgress?: PageProgress,
): Promise<Array<MarkdownResult | BuildError>> {
  const outcomes: Array<MarkdownResult | BuildError> = []
  let sliceStart = performance.now()
  for (const job of jobs) {
    try {
      outcomes.push(
        render(job.source, {
          ...job.options,
          resolveMarkdownLink: markdownLinkResolver(routeOfSource, job.options.file, job.options.siteDir),
          ...(onPageProgress && {
            onProgress: (parsed, total) => onPageProgress.parsed(job.options.file, parsed, total),
          }),
        }),
      )
    } catch (error) {
      if (!(error instanceof BuildError)) throw error
      outcomes.push(error)
    } finally {
      onPageProgress?.rendered(job.options.file)
    }
    if (performance.now() - sliceStart >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
  }
  return outcomes
}
