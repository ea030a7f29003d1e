/**
 * A markdown worker thread (markdown-pool.ts): renders docs with the ordinary markdown stage. The site's doc
 * source → route map (for relative `.md` links) arrives as broadcast data before the docs.
 */
import type { MarkdownJob } from '../content/load-content.js'
import { renderWithLinkLookups } from '../cache/render-with-link-lookups.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import { renderMarkdown } from '../markdown/render-markdown.js'
import type { MarkdownJobOutcome } from './markdown-pool.js'
import { serializeThreadError } from './thread-errors.js'
import { serveTasks } from './serve-tasks.js'
import type { PageProgressNotice } from './markdown-pool.js'

/** Serves the pool's jobs; the thread's state (the latest doc source → route map) lives here, not in the module. */
function serveMarkdownJobs(): void {
  let routeOfSource = new Map<string, string>()
  serveTasks<MarkdownJob, MarkdownJobOutcome>(
    (job, notify) => {
      // the links it resolved go back with the result: the build cache checks them before reusing it
      const { result, linkLookups } = renderWithLinkLookups(renderMarkdown, job.source, {
        ...job.options,
        resolveMarkdownLink: markdownLinkResolver(routeOfSource, job.options.file, job.options.siteDir),
        onProgress: (parsed, total) => notify({ file: job.options.file, parsed, total } satisfies PageProgressNotice),
      })
      return { result, linkLookups: [...linkLookups].map(([href, url]) => [href, url ?? null]) }
    },
    {
      onShared: (shared) => (routeOfSource = new Map(shared as Array<[string, string]>)),
      serializeError: serializeThreadError,
    },
  )
}

serveMarkdownJobs()
