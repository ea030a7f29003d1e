/**
 * What one build leaves to the next: the caches of the stages, each defined next to its stage. A build makes a fresh
 * one unless it is given one (`build({ cache })`): `hotkeys-docs build` builds once, while watch mode
 * (src/serve/watch-build.ts) hands the same one to every build of its session, so that an edit redoes only what it
 * changed. A stage keeps nothing in its module: what it remembers is in here, or local to one run of it.
 */
import type { ClientBundleCache } from './bundle/bundle-client.js'
import { createLiveBlockCache, type LiveBlockCache } from './live/compile-live-blocks.js'
import { createLivePagesCache, type LivePagesCache } from './live/live-pages.js'
import { createHtmlDocumentCache, type HtmlDocumentCache } from './render/html-document.js'
import { createComponentPagesCache, type ComponentPagesCache } from './render/load-component-pages.js'
import { createShellPreloadsCache, type ShellPreloadsCache } from './render/shell-preloads.js'
import { createLocalIndexCache, type SearchIndexCache } from './search/build-local-index.js'
import { type ContentModuleMemo, createContentModuleMemo } from './content/content-module-memo.js'
import { createSearchRecordsCache, type SearchRecordsCache } from './search/route-search-records.js'

export interface BuildCache {
  /** the client bundle, kept while its input is the same (workers/client-bundle-off-thread.ts) */
  clientBundle: ClientBundleCache
  /** compiled live blocks and their previews, by code and place (live/compile-live-blocks.ts) */
  liveBlocks: LiveBlockCache
  /** route data with the live blocks' modules attached (live/live-pages.ts) */
  livePages: LivePagesCache
  /** the chunks every page modulepreloads, per bundle (render/shell-preloads.ts) */
  shellPreloads: ShellPreloadsCache
  /** what the pages' documents are made with: site and route data JSON (render/html-document.ts) */
  htmlDocument: HtmlDocumentCache
  /** the React pages' and MDX content modules' compiled modules, and the site files they read (render/load-component-pages.ts) */
  componentPages: ComponentPagesCache
  /** the embedded search index's files, per docs version (search/build-local-index.ts) */
  searchIndex: SearchIndexCache
  /** which `.mdx` files need a component module, by their source (content/content-module-memo.ts) */
  contentModules: ContentModuleMemo
  /** each route's search records, by what they are made from (search/route-search-records.ts) */
  searchRecords: SearchRecordsCache
}

export function createBuildCache(): BuildCache {
  return {
    clientBundle: {},
    liveBlocks: createLiveBlockCache(),
    livePages: createLivePagesCache(),
    shellPreloads: createShellPreloadsCache(),
    htmlDocument: createHtmlDocumentCache(),
    componentPages: createComponentPagesCache(),
    searchIndex: createLocalIndexCache(),
    contentModules: createContentModuleMemo(),
    searchRecords: createSearchRecordsCache(),
  }
}
