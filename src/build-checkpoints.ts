/**
 * Where a build may stop: watch mode aborts a rebuild that a newer change supersedes (serve/watch-build.ts), so
 * that the newer change's pages are not kept waiting behind the whole site's. A checkpoint lets the event loop turn
 * once `everyMs` passed since the last turn (the abort arrives as a message) and throws BuildAborted once the
 * signal is aborted. Without a signal the checkpoints cost nothing: a production build never yields to them.
 */
export class BuildAborted extends Error {
  constructor() {
    super('The build was superseded by a newer change.')
    this.name = 'BuildAborted'
  }
}

export type BuildCheckpoint = () => Promise<void>

export function buildCheckpoints(signal: AbortSignal | undefined, everyMs = 16): BuildCheckpoint {
  if (!signal) return async () => {}
  let turned = performance.now()
  return async () => {
    if (performance.now() - turned >= everyMs) {
      await new Promise((resolve) => setImmediate(resolve))
      turned = performance.now()
    }
    if (signal.aborted) throw new BuildAborted()
  }
}
