/**
 * What a watch session remembers from build to build, and what the open pages are told after each one: `reload`,
 * `route-data` for the routes whose data changed (content edits), `error` when the build failed, `ok` once it is good
 * again. Pure: the session keeps the state, these functions say what comes next.
 */
import type { BuildReply, ReportedError } from './build-worker-protocol.js'
import type { ChangeKind } from './classify-change.js'
import type { LiveReloadMessage } from './live-reload.js'

export interface WatchSessionState {
  /** why the last build failed; undefined after a good one */
  lastError: ReportedError | undefined
  hadGoodBuild: boolean
  /** a code, CSS or static change whose reload has not gone out yet (its build failed) */
  reloadOwed: boolean
  /** the base URL of the last good build: the output is served under it */
  baseUrl: string
}

export const INITIAL_WATCH_STATE: WatchSessionState = {
  lastError: undefined,
  hadGoodBuild: false,
  reloadOwed: false,
  baseUrl: '/',
}

/** A build for these changes starts: anything but content owes the pages a reload (paid by the next good build). */
export function owingReload(state: WatchSessionState, kinds: ChangeKind[]): WatchSessionState {
  return kinds.some((kind) => kind !== 'content') ? { ...state, reloadOwed: true } : state
}

/** The state after a build, and the messages for the open pages. */
export function afterBuild(
  state: WatchSessionState,
  reply: BuildReply,
): { state: WatchSessionState; messages: LiveReloadMessage[] } {
  if (!reply.ok) {
    return { state: { ...state, lastError: reply.error }, messages: [{ type: 'error', message: reply.error.message }] }
  }
  const { summary } = reply
  const messages: LiveReloadMessage[] = []
  if (state.lastError) messages.push({ type: 'ok' })
  // a rebuild that wrote nothing new has nothing to show, whatever changed (a file saved again unchanged, or seen
  // twice: a truncate-then-write save can straddle the debounce, and the recheck then builds once more)
  const nothingNew = summary.changedFiles.length === 0 && state.hadGoodBuild && !state.lastError
  const reloadOwed = state.reloadOwed && !nothingNew
  if (!state.hadGoodBuild || reloadOwed || summary.update.kind === 'reload') messages.push({ type: 'reload' })
  else if (summary.update.kind === 'route-data')
    for (const path of summary.update.paths) messages.push({ type: 'route-data', path })
  return {
    state: { lastError: undefined, hadGoodBuild: true, reloadOwed: false, baseUrl: summary.baseUrl },
    messages,
  }
}
