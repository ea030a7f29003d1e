/**
 * What the build (live-renderer.ts), its live render thread (live-render-worker.ts) and the realm inside
 * (live-realm-harness.ts) say to each other. No imports: the thread must not load React or the library itself.
 */

/** The realm's global under which the renderer is installed. */
export const LIVE_REALM_GLOBAL = '__hdLiveRealm'

/** What the realm answers, as JSON. */
export interface LiveRealmAnswer {
  html?: string
  error?: string
  /** the line inside the block, when known */
  line?: number
}

/** main → thread */
export type LiveRenderRequest =
  /** the realm script of a live scope (`realm`: its id): compiled once, run in a new context for every block */
  | { kind: 'realm'; id: number; realm: string; script: string; timeLimitMs: number }
  /**
   * a compiled block: `code` is the body of a function of `scope` returning the block's `__live` function (the
   * scope prelude, the compiled block, `return __live;`)
   */
  | {
      kind: 'render'
      id: number
      realm: string
      code: string
      noInline: boolean
      identifierPrefix: string
      timeLimitMs: number
    }

/** thread → main: `answer` is the realm's JSON text (scope names, or a LiveRealmAnswer) */
export type LiveRenderReply =
  | { id: number; answer: string }
  | { id: number; timedOut: true }
  | { id: number; failed: string }

/** what the thread is started with */
export interface LiveRenderThreadData {
  /** fresh realms made per scope while the thread is idle (see LiveRendererOptions.spareRealms) */
  spareRealms: number
}

/** thread → main, once, before any reply: the thread is listening */
export interface LiveRenderReady {
  ready: true
}
