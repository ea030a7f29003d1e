/**
 * The route paths of the pages the browsers asked for last (HTML requests to the watch server): what a rebuild
 * renders first (early-pages.ts), newest first, at most `limit` of them.
 */
export interface ViewedPages {
  add(routePath: string): void
  /** newest first */
  list(): string[]
}

export function createViewedPages(limit: number): ViewedPages {
  let paths: string[] = []
  return {
    add(routePath) {
      paths = [routePath, ...paths.filter((p) => p !== routePath)].slice(0, limit)
    },
    list: () => [...paths],
  }
}
