/**
 * Messages between the watcher (main thread) and its build worker (build-worker.ts). Plain, structured-clone
 * data only.
 */
import type { BuildWarning } from '../errors.js'

export interface BuildWorkerData {
  configFile: string
  outDir: string
  searchBackend?: 'local' | 'algolia'
  /** where the markdown cache and the client bundle are kept between sessions (markdown-store.ts, client-bundle-store.ts); none: not kept */
  cacheDir?: string
}

/** The files and folders a build reads (besides code), from the resolved config. */
export interface BuildInputs {
  /** the config file and the local files it imports */
  configFiles: string[]
  /** content folders (docs, blog and pages live under them) */
  contentDirs: string[]
  staticDir: string
  /**
   * the site's own code the pages were compiled from, besides the pages (site components, swizzled theme components,
   * CSS modules), and the static files the client bundle holds (a stylesheet's url()): an edit to one is rebuilt by
   * the warm worker (classify-change.ts: 'site-code')
   */
  siteCodeFiles?: string[]
}

/** main → worker: build now. */
export interface BuildRequest {
  id: number
  /** a file the client bundle is made from changed since the last build: bundle again */
  bundleStale: boolean
  /** the files changed since the last build (absolute): the pages compiled from one of them are compiled again */
  changedFiles?: string[]
  /**
   * route paths the open pages show or a request waits for: rendered before the others, each announced by a
   * PageReady message as soon as its files are made (before the build ends and writes the output)
   */
  firstPaths?: string[]
}

/** main → worker: write what outlives the session (the markdown cache), then end the thread. */
export interface FinishRequest {
  finish: true
}

/** main → worker: a newer change supersedes the build running: stop it at its next step (its reply says `aborted`). */
export interface AbortRequest {
  abort: true
}

export type WorkerRequest = BuildRequest | FinishRequest | AbortRequest

/** What the open pages need after a good build. */
export type LiveUpdate =
  /** nothing a page shows changed */
  | { kind: 'none' }
  /** only these routes' data (and their HTML) changed; pages can refetch their route data in place */
  | { kind: 'route-data'; paths: string[] }
  /** anything else: routes added or removed, site-wide data, assets */
  | { kind: 'reload' }

/** A build error as the terminal and the browser overlay show it. */
export interface ReportedError {
  /** `file:line:col  message` lines, with hints (BuildError.format) */
  message: string
  file?: string
  line?: number
  /** the warnings found before the build failed (withWarnings), printed before the error */
  warnings?: BuildWarning[]
}

export interface BuildSummary {
  durationMs: number
  pages: number
  /** output files written or removed */
  changedFiles: string[]
  update: LiveUpdate
  warnings: BuildWarning[]
  /** what the build read, as absolute paths: the watcher's list */
  inputs: BuildInputs
  /** the site's base URL: the server serves the output under it */
  baseUrl: string
  /**
   * misses of the worker's caches in this build: markdown files and pages rendered, pages whose kept React render
   * only got a new document, client bundled
   */
  rendered: { markdown: number; pages: number; documents: number; bundled: boolean }
}

/** worker → main, during build `id`: one of the request's `firstPaths` is rendered; its output files and their text */
export interface PageReady {
  id: number
  pageReady: string
  /** pages the build rendered before it */
  before: number
  files: Array<[file: string, text: string]>
  /**
   * rendered by the quick pass, before the build's own stages, from the previous build's content with the edited
   * files derived into it (quick-pages.ts); the build's own rendering of the page follows
   */
  quick?: true
}

/**
 * worker → main, during build `id`: its quick pass is over, whether it rendered pages (announced before this) or not;
 * a request for a page it did not render waits for the build from now on (early-pages.ts)
 */
export interface QuickPassEnded {
  id: number
  quickPassEnded: true
}

/** worker → main, during a build, before its reply */
export type BuildProgress = PageReady | QuickPassEnded

/** worker → main */
export type BuildReply =
  | { id: number; ok: true; summary: BuildSummary }
  /** `aborted`: the build stopped for a newer change (AbortRequest): it wrote nothing; its changes go to the next one */
  | { id: number; ok: false; error: ReportedError; aborted?: true }
