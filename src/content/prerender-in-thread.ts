/**
 * The docs' Markdown rendered ahead on this thread (the MarkdownPrerenderer of a build without worker threads),
 * letting the event loop turn between docs. The markdown stage is synchronous and takes most of a small site's
 * build: work started before it on this thread's event loop — the React pages' compile (esbuild answering its
 * plugin), the client bundle's thread reporting back — would otherwise wait for all of it (this site: the pages'
 * compile began only once the Markdown was done, 75 ms on the critical path).
 */
import { renderMarkdown } from '../markdown/render-markdown.js'
import { BuildError } from '../errors.js'
import type { MarkdownResult } from '../markdown/markdown-result.js'
import type { MarkdownJob } from './load-content.js'
import { markdownLinkResolver } from './resolve-markdown-link.js'

export async function prerenderInThread(jobs: MarkdownJob[], routeOfSource: ReadonlyMap<string, string>): Promise<Array<MarkdownResult | BuildError>> {
  const outcomes: Array<MarkdownResult | BuildError> = []
  for (const job of jobs) {
    try {
      outcomes.push(renderMarkdown(job.source, { ...job.options, resolveMarkdownLink: markdownLinkResolver(routeOfSource, job.options.file) }))
    } catch (error) {
      if (!(error instanceof BuildError)) throw error
      outcomes.push(error)
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  return outcomes
}
