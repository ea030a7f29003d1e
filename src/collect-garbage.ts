/**
 * A full garbage collection of this thread's heap, now: where a thread is about to idle with a large heap of
 * garbage, which V8 collects only when the thread allocates again.
 *
 * - Watch mode runs one after a build that grew the heap a lot (10,000 pages: ~1 GB, most of it the build's
 *   garbage), before it replies: else V8 collected it during the next save's quick pass, which took 150–250 ms
 *   instead of 55–80 ms.
 * - A build whose pages are rendered while the search thread still indexes, and a markdown thread that has answered
 *   its peer's long range: their garbage (the render's, the range's trees) otherwise stays while another thread's
 *   heap peaks, and the process's memory peaks with both.
 *
 * V8 offers no such call without `--expose-gc`; the flag set at run time gives each new context a `gc` function.
 * The flag is the process's, and set back at once: when another thread set it back in between, there is no `gc`
 * and no collection (it only spares memory).
 */
import v8 from 'node:v8'
import vm from 'node:vm'

/** this thread's heap in use, in bytes */
export const heapInUse = (): number => v8.getHeapStatistics().used_heap_size

export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext("typeof gc === 'function' ? gc : undefined") as (() => void) | undefined
  // the flag is the process's: contexts made later (the live previews' realms, a site's code) get no `gc` global
  v8.setFlagsFromString('--no-expose-gc')
  gc?.()
}
