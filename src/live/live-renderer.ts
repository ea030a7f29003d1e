/**
 * Renders live blocks at build time without letting them touch the build: each block runs on a thread of its own
 * (live-render-thread.ts, live-render-worker.ts), in a fresh isolated context holding only its library's realm
 * (live-realm-script.ts), with a time limit per block. The thread renders the blocks one at a time, so each limit
 * is that block's own; the build sends them without waiting for each answer, so the thread never waits for it. It
 * waits for each answer a little longer than the limit; when none comes (a block the limit could not stop) or the
 * thread dies (a block that exhausts its memory), that block's answer is the failure and the blocks after it are
 * rendered by a new thread.
 *
 * A build makes a renderer and closes it once its blocks are rendered; a watch session keeps one from build to
 * build (its realm scripts bundled and its thread started once; an idle thread does not keep the process alive).
 */
import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { PRECOMPILED } from '../generator-root.js'
import { bundleLiveRealm, type LiveRealmBundle } from './live-realm-script.js'
import type { LiveRealmAnswer } from './live-render-protocol.js'
import { startRenderThread, type RenderThread } from './live-render-thread.js'
import type { LiveScopeModule } from './live-scopes.js'

/** How long one block may take to render at build time (README "Live code blocks"). */
export const LIVE_RENDER_TIME_LIMIT_MS = 2_000

export interface LiveRendererOptions {
  /** the time limit of each block (default LIVE_RENDER_TIME_LIMIT_MS) */
  timeLimitMs?: number
  /**
   * how long the build waits for an answer before it ends the thread (default: twice the limit plus a second); an
   * answer within the limit always comes first unless the limit failed to stop the block
   */
  deadlineMs?: number
  /**
   * fresh realms per scope the thread makes while it has nothing else to do, each handed to one block (making a
   * realm is half of a block's time, ~0.4 MB each). Worth it in a watch session, which is idle between builds; a
   * single build has no idle time: its spares would only take CPU from the content loading alongside. Default 0.
   */
  spareRealms?: number
}

export interface LiveRenderJob {
  /** the scope the block runs: its realm holds React and this module */
  scope: LiveScopeModule
  /** the body of a function of `scope` that returns the block's `__live` function */
  code: string
  noInline: boolean
  identifierPrefix: string
}

export type LiveRenderOutcome = LiveRealmAnswer | { timedOut: true } | { crashed: string }

export interface LiveRenderer {
  readonly timeLimitMs: number
  /** starts bundling these scopes' realm scripts (off this thread, by esbuild) ahead of the first block, and (precompiled CLI) the thread */
  prepare(scopes: LiveScopeModule[]): void
  /** the names of a live scope, as its realm has them */
  scopeNames(scope: LiveScopeModule): Promise<string[]>
  /**
   * the id of the scope's current realm: it changes when a site file the realm was made from changed before this
   * build (prepare), so that compiled blocks cached under the old one are compiled again
   */
  realmOf(scope: LiveScopeModule): string
  render(job: LiveRenderJob): Promise<LiveRenderOutcome>
  /** ends the thread once the renders asked for are answered */
  close(): Promise<void>
}

export function startLiveRenderer(options: LiveRendererOptions = {}): LiveRenderer {
  const timeLimitMs = options.timeLimitMs ?? LIVE_RENDER_TIME_LIMIT_MS
  const deadlineMs = options.deadlineMs ?? timeLimitMs * 2 + 1_000
  const realmScripts = new Map<string, Promise<LiveRealmBundle>>()
  /** per scope (realmBaseOf): its realm's generation, and the site files its script was made from, with their mtimes */
  const generations = new Map<string, { generation: number; files?: Map<string, number> }>()
  const realmIdOf = (scope: LiveScopeModule): string => {
    const base = realmBaseOf(scope)
    return `${base}-${generations.get(base)?.generation ?? 0}`
  }
  /** After a site file of the scope's realm changed: a new realm (and id) from now on. */
  const renewIfChanged = (scope: LiveScopeModule): void => {
    const entry = generations.get(realmBaseOf(scope))
    if (!entry?.files || [...entry.files].every(([file, mtime]) => mtimeOf(file) === mtime)) return
    const stale = realmIdOf(scope)
    realmScripts.delete(stale)
    scopeNames.delete(stale)
    current?.realms.delete(stale)
    entry.generation++
    entry.files = undefined
  }
  const scopeNames = new Map<string, Promise<string[]>>()
  /** the thread, and the realms it has loaded (realm id → the realm's scope names, JSON) */
  let current: { thread: RenderThread; realms: Map<string, Promise<string | undefined>> } | undefined
  const working = new Set<Promise<unknown>>()
  let nextId = 1

  const track = <T>(work: Promise<T>): Promise<T> => {
    working.add(work)
    void work.finally(() => working.delete(work)).catch(() => {})
    return work
  }

  /** The realm script of a scope, bundled once (a failed bundle, e.g. a package missing, is tried again). */
  const realmScript = (scope: LiveScopeModule): Promise<string> => {
    const realm = realmIdOf(scope)
    let bundle = realmScripts.get(realm)
    if (!bundle) {
      const base = realmBaseOf(scope)
      const entry = generations.get(base) ?? { generation: 0 }
      generations.set(base, entry)
      bundle = bundleLiveRealm(scope)
      realmScripts.set(realm, bundle)
      bundle.then(
        ({ siteFiles }) => {
          if (realmIdOf(scope) === realm) entry.files = new Map(siteFiles.map((file) => [file, mtimeOf(file)]))
        },
        () => realmScripts.delete(realm),
      )
    }
    return bundle.then(({ script }) => script)
  }

  /** Loads a scope's realm into a thread: its scope names (JSON), or undefined when the thread ended first. */
  async function loadRealm(thread: RenderThread, scope: LiveScopeModule): Promise<string | undefined> {
    const script = await realmScript(scope)
    const realm = realmIdOf(scope)
    const reply = await thread.send({ kind: 'realm', id: nextId++, realm, script, timeLimitMs }, deadlineMs)
    if ('answer' in reply) return reply.answer
    if ('abandoned' in reply) return undefined
    throw new Error(
      `The live realm of ${scope.origin} could not be started: ${'timedOut' in reply ? 'it timed out' : 'failed' in reply ? reply.failed : reply.crashed}`,
    )
  }

  /** The running thread (a new one after a thread ended) with the scope's realm loaded; the realm's scope names. */
  async function withRealm(scope: LiveScopeModule): Promise<{ thread: RenderThread; names: string }> {
    const realm = realmIdOf(scope)
    for (;;) {
      if (!current || current.thread.ended)
        current = { thread: startRenderThread({ spareRealms: options.spareRealms ?? 0 }), realms: new Map() }
      const { thread, realms } = current
      let loading = realms.get(realm)
      if (!loading) {
        loading = loadRealm(thread, scope)
        realms.set(realm, loading)
        loading.catch(() => realms.delete(realm))
      }
      const names = await loading
      if (names !== undefined) return { thread, names }
      // another block ended that thread first: load the realm into the next one
    }
  }

  const renderer: LiveRenderer = {
    timeLimitMs,
    realmOf: realmIdOf,
    prepare(scopes) {
      // a scope that fails is reported by the first block that needs it
      for (const scope of scopes) {
        renewIfChanged(scope)
        realmScript(scope).catch(() => {})
        // the precompiled CLI also starts its thread and loads the realms now; from the sources the thread would
        // load a TypeScript loader first, so it starts only when a block needs it
        if (PRECOMPILED) renderer.scopeNames(scope).catch(() => {})
      }
    },
    scopeNames(scope) {
      const realm = realmIdOf(scope)
      let names = scopeNames.get(realm)
      if (!names) {
        names = track(withRealm(scope)).then(({ names }) => {
          const parsed: unknown = JSON.parse(names)
          if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string'))
            throw new Error(`The live realm of ${scope.origin} has no scope`)
          return parsed as string[]
        })
        scopeNames.set(realm, names)
        names.catch(() => scopeNames.delete(realm))
      }
      return names
    },
    render(job) {
      return track(
        (async (): Promise<LiveRenderOutcome> => {
          const { scope, ...rest } = job
          for (;;) {
            const { thread } = await withRealm(scope)
            const reply = await thread.send(
              { kind: 'render', id: nextId++, realm: realmIdOf(scope), ...rest, timeLimitMs },
              deadlineMs,
            )
            // another block ended the thread before this one's turn: a new thread renders it
            if ('abandoned' in reply) continue
            if ('answer' in reply) return readAnswer(reply.answer)
            if ('timedOut' in reply) return { timedOut: true }
            return { crashed: 'failed' in reply ? reply.failed : reply.crashed }
          }
        })(),
      )
    },
    async close() {
      while (working.size > 0) await Promise.allSettled([...working])
      const ended = current
      current = undefined
      await ended?.thread.end()
    },
  }
  return renderer
}

/** A file's modification time (-1 when it is gone). */
function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -1
  }
}

/**
 * A realm's id without its generation: the scope's name and a hash of what it is made of (a watch session's site may
 * change what its scope module imports: another realm).
 */
function realmBaseOf(scope: LiveScopeModule): string {
  const hash = createHash('sha256')
    .update(`${scope.source}\0${scope.siteDir ?? ''}`)
    .digest('hex')
    .slice(0, 10)
  return `${scope.name}-${hash}`
}

/** The realm's answer, checked: whatever a block did, only a string of HTML or an error message comes out. */
function readAnswer(text: string): LiveRealmAnswer {
  try {
    const value = JSON.parse(text) as Record<string, unknown>
    if (typeof value?.html === 'string') return { html: value.html }
    if (typeof value?.error === 'string')
      return {
        error: value.error,
        line: typeof value.line === 'number' && Number.isInteger(value.line) ? value.line : undefined,
      }
  } catch {
    // below
  }
  return { error: 'Its result cannot be read.' }
}
