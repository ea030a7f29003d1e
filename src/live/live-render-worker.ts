/**
 * The live render thread: renders each live block in a context of its own (node:vm) made from its scope's realm
 * script (live-realm-script.ts), with a time limit, and answers with the text the realm returns.
 *
 * What makes a block unable to reach the build's process:
 * - the context is made from a null-prototype object and given no value of this thread: its globals are the
 *   language's own and the realm script's (`this.constructor.constructor` is the realm's Function); strings go in,
 *   strings come out;
 * - no code generation from strings (eval, Function) and no `import()` in the code that runs (the realm script is
 *   bundled without it, the build refuses blocks that use it): Node answers `import()` with an error object of this
 *   thread, whose constructor would lead back to `process`;
 * - the time limit covers the block's promise jobs too (`microtaskMode: 'afterEvaluate'`); a block that runs out of
 *   it leaves its context, never used again;
 * - a promise the block rejects without a handler is reported to this thread's `unhandledRejection`, which
 *   ignores it: Node's default would print the rejected value (running its getters, outside any limit) and end
 *   the thread.
 * The build keeps its own deadline on each answer and ends this thread if one never comes (live-renderer.ts).
 */
import vm from 'node:vm'
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import {
  LIVE_REALM_GLOBAL,
  type LiveRenderThreadData,
  type LiveRenderReady,
  type LiveRenderReply,
  type LiveRenderRequest,
} from './live-render-protocol.js'

/**
 * A fresh context holding the scope's realm: each block gets its own, so no block can change what another
 * renders (or leave it a realm that makes it run out of time). The realm script is the build's own code: it runs
 * without the limit (a watchdog per run costs more than the script), under the build's deadline.
 */
function newRealm(script: vm.Script): vm.Context {
  const context = vm.createContext(Object.create(null) as object, {
    name: 'live block',
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  script.runInContext(context)
  return context
}

/**
 * Runs `expression` in the context and returns its value if it is a string. The expression is wrapped so that
 * nothing the realm throws leaves it: what escapes runInContext is Node's own timeout error.
 */
function evaluate(context: vm.Context, expression: string, filename: string, timeout: number): string {
  const source = `(() => { try { const answer = ${expression}; return typeof answer === 'string' ? answer : '{"error":"The live realm gave no text."}' } catch { return '{"error":"The live realm failed."}' } })()`
  let script: vm.Script
  try {
    script = new vm.Script(source, { filename })
  } catch (error) {
    // compiled here, in this thread: an error of this thread's own realm
    return JSON.stringify({ error: `${(error as Error).name}: ${(error as Error).message}` })
  }
  const answer: unknown = script.runInContext(context, { timeout })
  return typeof answer === 'string' ? answer : '{"error":"The live realm gave no text."}'
}

/**
 * Answers the build's requests (one at a time, in order) on `port`. `spareRealms`: fresh realms made per scope
 * while the thread has nothing else to do (between the builds of a watch session), each handed to one block.
 */
function serveLiveRenders(port: MessagePort, spareRealms: number): void {
  /** each loaded scope's realm script (by realm id), compiled once */
  const scripts = new Map<string, vm.Script>()
  const spares = new Map<string, vm.Context[]>()
  let refilling = false

  /** Makes one spare realm once the messages waiting now are handled, and so on until there are enough. */
  const refillSoon = (): void => {
    if (refilling) return
    refilling = true
    setImmediate(() => {
      refilling = false
      for (const [realm, script] of scripts) {
        const list = spares.get(realm) ?? []
        if (list.length >= spareRealms) continue
        list.push(newRealm(script))
        spares.set(realm, list)
        return refillSoon()
      }
    })
  }

  const handle = (request: LiveRenderRequest): LiveRenderReply => {
    const { id, timeLimitMs } = request
    try {
      if (request.kind === 'realm') {
        const script = new vm.Script(request.script, { filename: `live-realm-${request.realm}.js` })
        scripts.set(request.realm, script)
        return {
          id,
          answer: evaluate(newRealm(script), `${LIVE_REALM_GLOBAL}.scopeNames()`, 'live-scope.js', timeLimitMs),
        }
      }
      const script = scripts.get(request.realm)
      if (!script) return { id, failed: `No realm for ${request.realm}` }
      const context = spares.get(request.realm)?.pop() ?? newRealm(script)
      // the block's code is esbuild's output: whole statements, so it stays inside this function body
      const factory = `function (scope) {\n${request.code}\n}`
      return {
        id,
        answer: evaluate(
          context,
          `${LIVE_REALM_GLOBAL}.render(${factory}, ${request.noInline}, ${JSON.stringify(request.identifierPrefix)})`,
          'live-block.js',
          timeLimitMs,
        ),
      }
    } catch (error) {
      // Node's timeout, a compile error of this thread, or the realm script failing before any block ran in it
      if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { id, timedOut: true }
      return { id, failed: String((error as Error | undefined)?.message ?? error) }
    }
  }

  port.on('message', (request: LiveRenderRequest) => {
    port.postMessage(handle(request))
    refillSoon()
  })
  // the build's deadlines start from here, not from the thread's start-up (which may load a TypeScript loader first)
  port.postMessage({ ready: true } satisfies LiveRenderReady)
}

process.on('unhandledRejection', () => {})
serveLiveRenders(parentPort!, (workerData as LiveRenderThreadData).spareRealms)
