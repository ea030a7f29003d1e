/**
 * Whether the markdown threads (markdown-pool.ts) pay off for docs of these body lengths, on two cores or more.
 *
 * The threads cost CPU time the main thread does not spend: each loads the markdown modules and warms up its own
 * JIT, and a long page's tree crosses back to the main thread. What they give back depends on how the Markdown is
 * spread. Many pages render on both threads at once. One page renders on one thread, and only its parse is shared
 * with the other (markdown-peers.ts), from which two threads parse well short of twice as fast here. So:
 *
 * - the bodies beside the longest must reach PARALLEL_MARKDOWN_MIN_BYTES, the size at which threads break even for
 *   a site of many pages;
 * - or the longest body alone must reach SHARED_PAGE_THREADS_MIN_BYTES.
 *
 * Measured on a 2-core machine of this project's kind (`build --no-cache`, alternating, 3–4 pairs each;
 * bench/RESULTS.md, issue 16, 2026-11-28 morning). Where the rule and threads from 1 MB of docs differ:
 * - one 1 MB page: 6.1–6.7 s against 7.2–7.8 s with threads (against fd800f9), and 7.0–8.3 s against 8.1–9.1 s
 *   (threads forced by HOTKEYS_DOCS_WORKERS=2, later, in one checkout); 1.5 MB: 8.1–9.8 s against 9.4–10.5 s;
 * - the 1 MB page with 0.5 MB more in 102 other pages: 8.8–9.6 s against 9.1–9.7 s.
 * Where it keeps the threads: one 2 MB page, 11.8–14.9 s against 12.3–15.5 s without. Threads against none at all
 * (HOTKEYS_DOCS_WORKERS=0, which also keeps the client bundle and the search index on the main thread): 1,000 small
 * pages (1.36 MB), 8.8–9.2 s against 8.8–9.1 s; one 5 MB page, 23.2–25.5 s against 25.5–27.6 s, with a peak of
 * ~0.93 GB against ~1.5 GB: the threads' heaps end before the page renders.
 */
import { PARALLEL_MARKDOWN_MIN_BYTES } from '../shared/constants.js'

/** a body this long makes the threads worth starting on its own: its shared parse, and a heap that ends early */
export const SHARED_PAGE_THREADS_MIN_BYTES = 2 * 1024 * 1024

export function markdownThreadsPayOff(lengths: Iterable<number>): boolean {
  let total = 0
  let longest = 0
  for (const length of lengths) {
    total += length
    if (length > longest) longest = length
  }
  return total - longest >= PARALLEL_MARKDOWN_MIN_BYTES || longest >= SHARED_PAGE_THREADS_MIN_BYTES
}
