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
 * Measured on this project's 2-core machines (`build --no-cache`, each pair alternating; bench/RESULTS.md): 1,000
 * small pages (1.36 MB), threads 8.8–9.2 s, the main thread 8.8–9.1 s. One 1 MB page, threads slower by ~1 s in
 * 7–8 s, also with 0.5 MB more in 100 other pages. One 2 MB page, even. One 5 MB page, threads faster by ~2 s, and
 * their heaps, which end before the page renders, keep its peak at ~0.95 GB against ~1.5 GB on the main thread.
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
