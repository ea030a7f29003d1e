/**
 * One rebuild of a watch session (watch-site.ts): the changes the scheduler gathered → the ordinary build() on the
 * build worker (a fresh one when code changed) → what the open pages are told, the terminal's lines and the caller's
 * hooks. Keeps what a build needs from the builds before it (watch-session-state.ts).
 */
import type { BuildInputs, BuildReply, BuildSummary } from './build-worker-protocol.js'
import type { ChangeRechecks, FileChange } from './change-rechecks.js'
import { classifyChange, type WatchLayout } from './classify-change.js'
import type { EarlyPages } from './early-pages.js'
import type { LiveReloadMessage } from './live-reload.js'
import { WATCH_EMPTY_FILE_POLL_MS, WATCH_EMPTY_FILE_WAIT_MAX_MS } from './serve-constants.js'
import { waitWhileEmpty } from './wait-for-write.js'
import { builtLine, failureLines, unseenWarnings } from './watch-build-report.js'
import { afterBuild, INITIAL_WATCH_STATE, owingReload, type WatchSessionState } from './watch-session-state.js'
import type { WatchBuildEnd, WatchBuildStart } from './watch-site.js'
import type { WatchWorkers } from './watch-workers.js'

export interface WatchRebuildContext {
  workers: WatchWorkers
  rechecks: ChangeRechecks
  /** what tells a change's kind: the config files and static folder the last good build read */
  layout(): WatchLayout
  /** the session is closing: a build that ends now tells nobody */
  closed(): boolean
  /** a good build read these files */
  onInputs(inputs: BuildInputs): void
  broadcast(message: LiveReloadMessage): void
  log(line: string): void
  logError(line: string): void
  /** the pages to render first (the pages viewed last) and where they go once rendered, until the build ends */
  early?: { firstPaths(): string[]; pages: EarlyPages }
  /** the base URL to serve under before the first good build (the last session's: last-output.ts) */
  baseUrl?: string
  onBuildStart?: (build: WatchBuildStart) => void
  onBuildEnd?: (build: WatchBuildEnd) => void
}

export interface WatchRebuild {
  /** the scheduler's rebuild: one build for the changes it gathered (the first build has none) */
  rebuild(changes: FileChange[]): Promise<void>
  /**
   * A change arrived during a rebuild: the one running stops at its next step, once the worker can show the open
   * pages without it (watch-build.ts abort); its changes go to the next rebuild, whose quick pass shows them.
   */
  supersede(): void
  readonly state: WatchSessionState
  /** builds started so far */
  readonly builds: number
}

export function createWatchRebuild(context: WatchRebuildContext): WatchRebuild {
  let state: WatchSessionState = { ...INITIAL_WATCH_STATE, baseUrl: context.baseUrl ?? INITIAL_WATCH_STATE.baseUrl }
  let builds = 0
  let shownWarnings: ReadonlySet<string> = new Set()
  /** the changes of a build stopped for a newer change: the next build covers them */
  let carried: FileChange[] = []

  async function rebuild(changes: FileChange[]): Promise<void> {
    const fresh = [...carried, ...changes.filter((change) => !context.rechecks.alreadyBuilt(change))]
    carried = []
    if (changes.length > 0 && fresh.length === 0) {
      // writes an earlier build already read: no rebuild, so no quick pass for a request to wait for
      context.early?.pages.clear()
      return
    }
    const files = [...new Set(fresh.map((c) => c.file))]
    const layout = context.layout()
    const kinds = files.map((file) => classifyChange(file, layout))
    const freshWorker = !context.workers.alive || kinds.includes('code')
    state = owingReload(state, kinds)
    await waitWhileEmpty(files, { pollMs: WATCH_EMPTY_FILE_POLL_MS, maxMs: WATCH_EMPTY_FILE_WAIT_MAX_MS })
    const start: WatchBuildStart = { number: ++builds, files, freshWorker }
    context.rechecks.noteBuildStart(files)
    context.onBuildStart?.(start)
    const bundleStale = kinds.some((kind) => kind === 'code' || kind === 'site-code' || kind === 'browser-asset')
    const firstPaths = context.early?.firstPaths() ?? []
    context.early?.pages.expect(firstPaths)
    const reply = await context.workers.build(
      { number: start.number, fresh: freshWorker },
      { bundleStale, changedFiles: files, firstPaths },
      (progress) => {
        if ('quickPassEnded' in progress) return context.early?.pages.quickPassEnded()
        context.early?.pages.ready(progress)
        // the open pages fetch the new route data now (the quick pass's files, held by the early pages)
        if (progress.quick) context.broadcast({ type: 'route-data', path: progress.pageReady })
      },
    )
    if (reply && !reply.ok && reply.aborted) {
      carried = fresh
      return
    }
    context.early?.pages.clear()
    if (reply && !context.closed()) buildEnded(start, reply)
  }

  function buildEnded(start: WatchBuildStart, reply: BuildReply): void {
    const next = afterBuild(state, reply)
    state = next.state
    if (reply.ok) {
      context.onInputs(reply.summary.inputs)
      reportBuilt(start, reply.summary)
    } else for (const line of failureLines(reply.error)) context.logError(line)
    for (const message of next.messages) context.broadcast(message)
    context.onBuildEnd?.({
      ...start,
      messages: next.messages,
      ...(reply.ok ? { ok: true, summary: reply.summary } : { ok: false, error: reply.error }),
    })
  }

  function reportBuilt(start: WatchBuildStart, summary: BuildSummary): void {
    const warnings = unseenWarnings(shownWarnings, summary.warnings)
    for (const line of warnings.lines) context.logError(line)
    shownWarnings = warnings.shown
    context.log(builtLine(start, summary))
  }

  return {
    rebuild,
    supersede() {
      context.workers.abort()
    },
    get state() {
      return state
    },
    get builds() {
      return builds
    },
  }
}
