/**
 * A full garbage collection of this thread's heap, now. Watch mode runs one after a build that grew the heap a lot
 * (10,000 pages: ~1 GB, most of it the build's garbage), before it replies: else V8 collected it during the next
 * save's quick pass, which took 150–250 ms instead of 55–80 ms. V8 offers no such call without `--expose-gc`; the
 * flag set at run time gives each new context a `gc` function.
 */
import v8 from 'node:v8'
import vm from 'node:vm'

/** this thread's heap in use, in bytes */
export const heapInUse = (): number => v8.getHeapStatistics().used_heap_size

export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  // the flag is the process's: contexts made later (the live previews' realms, a site's code) get no `gc` global
  v8.setFlagsFromString('--no-expose-gc')
  gc()
}
