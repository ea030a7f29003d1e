/**
 * A markdown worker thread (markdown-pool.ts): renders docs with the ordinary markdown stage. The site's doc
 * source → route map (for relative `.md` links) arrives as broadcast data before the docs. A long `.md` body is
 * parsed on this thread and its peers at once (markdown-peers.ts), then rendered from that parse; a long page's
 * tree goes back as its JSON, in the texts of its top-level nodes (TREE_JSON_MIN_CHARS).
 */
import type { MarkdownJob } from '../content/load-content.js'
import { renderWithLinkLookups } from '../cache/render-with-link-lookups.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import { normalizedBody, readsAsMdx } from '../markdown/markdown-format.js'
import { parseMarkdownPiece, renderMarkdown } from '../markdown/render-markdown.js'
import { type MarkdownJobOutcome, type PageProgressNotice, TREE_JSON_MIN_CHARS } from './markdown-pool.js'
import { treeToJson } from '../render/tree-json.js'
import { type MarkdownPeers, markdownPeers } from './markdown-peers.js'
import { serializeThreadError } from './thread-errors.js'
import { serveTasks } from './serve-tasks.js'
import { progressInHundredths } from './progress-in-hundredths.js'
import { FOLLOWED_PAGE_MIN_CHARS } from '../long-work-reporter.js'
import { collectGarbage, heapInUse } from '../collect-garbage.js'

/**
 * A thread whose heap is this large once it has rendered a long page collects its garbage before it sends the page
 * (collect-garbage.ts). A 5 MB page leaves ~510 MB in use, of which only the tree's JSON (~55 MB) is still needed,
 * and the thread otherwise holds the rest while it sends the page to the main thread: the moment the build's memory
 * peaked. A 1 MB page stays under this size.
 */
const COLLECT_ABOVE_BYTES = 256 * 2 ** 20

/** Serves the pool's jobs; the thread's state (the latest doc source → route map) lives here, not in the module. */
function serveMarkdownJobs(): void {
  let routeOfSource = new Map<string, string>()
  let peers: MarkdownPeers | undefined
  const renderJob = async (job: MarkdownJob, notify: (notice: unknown) => void): Promise<MarkdownJobOutcome> => {
    const { file, siteDir } = job.options
    const resolveMarkdownLink = markdownLinkResolver(routeOfSource, file, siteDir)
    const body = readsAsMdx(job.source, job.options) ? undefined : normalizedBody(job.source, job.options)
    const tree = body === undefined ? undefined : await peers?.parse(body, file)
    // the links it resolved go back with the result: the build cache checks them before reusing it
    const { result, linkLookups } = renderWithLinkLookups(
      (source, options) => renderMarkdown(source, options, tree && body ? { source: body, tree } : undefined),
      job.source,
      {
        ...job.options,
        resolveMarkdownLink,
        onProgress: progressInHundredths((parsed, total) =>
          notify({ file, parsed, total } satisfies PageProgressNotice),
        ),
      },
    )
    const lookups: MarkdownJobOutcome['linkLookups'] = [...linkLookups].map(([href, url]) => [href, url ?? null])
    if (job.source.length < TREE_JSON_MIN_CHARS) return { result, linkLookups: lookups }
    // a long page's tree crosses as its JSON, which the main thread keeps (render/tree-json.ts)
    return { result: { ...result, hast: undefined }, hastJson: treeToJson(result.hast), linkLookups: lookups }
  }
  serveTasks<MarkdownJob, MarkdownJobOutcome>(
    async (job, notify) => {
      try {
        const outcome = await renderJob(job, notify)
        // the page's trees are garbage now, all but what the outcome holds (a long page's: its JSON). Only after a
        // long page: a thread whose heap is large for other reasons would otherwise collect after every page
        if (job.source.length >= TREE_JSON_MIN_CHARS && heapInUse() >= COLLECT_ABOVE_BYTES) collectGarbage()
        return outcome
      } finally {
        // a long page is followed until it is rendered (or failed): the build reports it meanwhile
        if (job.source.length >= FOLLOWED_PAGE_MIN_CHARS)
          notify({ file: job.options.file, rendered: true } satisfies PageProgressNotice)
      }
    },
    {
      onShared: (shared) => (routeOfSource = new Map(shared as Array<[string, string]>)),
      onPeers: (ports, notify) => {
        peers = markdownPeers(ports, parseMarkdownPiece, (progress) => notify(progress satisfies PageProgressNotice))
      },
      serializeError: serializeThreadError,
    },
  )
}

serveMarkdownJobs()
