/**
 * The pages a rebuild renders first (the pages the browsers viewed last, viewed-pages.ts → the build request's
 * `firstPaths`, and the pages its quick pass renders, quick-pages.ts), held from the worker's PageReady message until
 * the build has written the output: a request for one of them is answered with the new page (or its route data JSON)
 * at once, instead of after the whole rebuild. Until the quick pass is over, a request for any page waits for it
 * (it may render that page: an edited doc's own page, open or not).
 */
import type { PageReady } from './build-worker-protocol.js'

export interface EarlyPages {
  /** a build starts that renders these route paths first (what an earlier build left is dropped) */
  expect(routePaths: readonly string[]): void
  /**
   * A change arrived that no build has read yet: until the quick pass of the rebuild covering it is over, a request
   * for any page waits for that pass (and what an earlier build left, older than the change, is dropped). Without
   * this, a request in the moment between the save and the rebuild's start found no quick pass running and waited
   * for the whole rebuild.
   */
  changeSeen(): void
  /** the worker rendered one of them: its output files' text */
  ready(message: PageReady): void
  /** the build's quick pass is over: only the expected pages are still waited for */
  quickPassEnded(): void
  /** the build ended (its output is written, or it failed): nothing is held or waited for any longer */
  clear(): void
  /**
   * The first of `files` (output-relative) that is held. When none is and the quick pass is not over or `routePath`
   * is expected, waits for them (or the build's end); else answers undefined at once.
   */
  find(routePath: string, files: readonly string[]): Promise<{ file: string; text: string } | undefined>
}

export function createEarlyPages(): EarlyPages {
  let held = new Map<string, string>()
  let expected = new Set<string>()
  let quickPassOver = true
  /** who waits for an expected route path (or the build's end) */
  let waiting: Array<() => void> = []
  const wake = (): void => {
    const waiters = waiting
    waiting = []
    for (const resolve of waiters) resolve()
  }

  const lookup = (files: readonly string[]) => {
    for (const file of files) {
      const text = held.get(file)
      if (text !== undefined) return { file, text }
    }
    return undefined
  }

  return {
    expect(routePaths) {
      held = new Map()
      expected = new Set(routePaths)
      quickPassOver = false
      wake()
    },
    changeSeen() {
      held = new Map()
      quickPassOver = false
    },
    ready({ pageReady, files }) {
      expected.delete(pageReady)
      for (const [file, text] of files) held.set(file, text)
      wake()
    },
    quickPassEnded() {
      quickPassOver = true
      wake()
    },
    clear() {
      held = new Map()
      expected = new Set()
      quickPassOver = true
      wake()
    },
    async find(routePath, files) {
      for (;;) {
        const found = lookup(files)
        if (found || (quickPassOver && !expected.has(routePath))) return found
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
    },
  }
}
