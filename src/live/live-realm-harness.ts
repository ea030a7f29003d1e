/**
 * The renderer inside a live realm (live-realm-script.ts bundles it with React, the browser build of
 * `renderToString` and one major of the library; live-render-worker.ts runs it in an isolated context). It takes a
 * compiled block as a function of the scope, runs it the way the page does (runLiveFunction, previewComponent) and
 * renders its preview to HTML. Whatever happens, it answers with a JSON string: `{ html }` or `{ error, line }`.
 * Thrown values are turned into text here, inside the realm and its time limit, so that no object of the realm
 * (whose getters could run anything) ever reaches the build's own code. Never imported by Node code.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { previewComponent } from '../shared/live/preview-component.js'
import { LiveCodeError, runLiveFunction, type LiveModule, type LiveScope } from '../shared/live/run-live-function.js'
import { LIVE_REALM_GLOBAL, type LiveRealmAnswer } from './live-render-protocol.js'

export interface LiveRealm {
  /** JSON array of the scope's names */
  scopeNames(): string
  /** JSON of a LiveRealmAnswer */
  render(factory: (scope: LiveScope) => LiveModule['run'], noInline: boolean, identifierPrefix: string): string
}

/**
 * The preview's HTML as the page hydrates it: the block's component inside a completed Suspense boundary
 * (src/client/live/preview-root.tsx). The boundary's markers are written here rather than rendered: inside a
 * boundary, the server render would turn a component that throws into a fallback to retry in the browser, and
 * the build must see the error instead.
 */
function previewHtml(
  factory: (scope: LiveScope) => LiveModule['run'],
  scope: LiveScope,
  noInline: boolean,
  identifierPrefix: string,
): string {
  const element = createElement(previewComponent(runLiveFunction(factory(scope), noInline)))
  return `<!--$-->${renderToString(element, { identifierPrefix })}<!--/$-->`
}

export function installLiveRealm(scope: LiveScope): void {
  // taken before any block runs: a block may replace the realm's globals, but not these
  const stringify = JSON.stringify
  const toText = String
  const describe = (thrown: unknown): LiveRealmAnswer => {
    try {
      if (thrown instanceof LiveCodeError) return { error: thrown.message, line: thrown.blockLine }
      if (thrown instanceof Error) return { error: `${toText(thrown.name)}: ${toText(thrown.message)}` }
      return { error: toText(thrown) }
    } catch {
      return { error: 'It threw a value that cannot be shown as text.' }
    }
  }
  const answer = (value: LiveRealmAnswer): string => {
    try {
      const text = stringify(value)
      return typeof text === 'string' ? text : stringify({ error: 'Its result cannot be read.' })
    } catch {
      return '{"error":"Its result cannot be read."}'
    }
  }
  const realm: LiveRealm = {
    scopeNames: () => stringify(Object.keys(scope)),
    render(factory, noInline, identifierPrefix) {
      try {
        return answer({ html: toText(previewHtml(factory, scope, noInline, identifierPrefix)) })
      } catch (thrown) {
        return answer(describe(thrown))
      }
    },
  }
  Object.defineProperty(globalThis, LIVE_REALM_GLOBAL, { value: Object.freeze(realm) })
}
