/**
 * The live scope of a library in the test process, built the way the browser's scope module builds it (SCOPE_BODY
 * over React and the library): what the editor's evaluation and a page's hydration run against in unit tests.
 * The build itself never evaluates a block in its own process (src/live/live-renderer.ts).
 */
import * as React from 'react'
import { LIVE_FUNCTION, SCOPE_BODY, type LiveModule, type LiveScope } from '../../src/shared/live/live-code.js'

export async function hostLiveScope(library: string): Promise<LiveScope> {
  const namespace = (await import(library)) as Record<string, unknown>
  return new Function('React', 'library', SCOPE_BODY)(React, namespace) as LiveScope
}

/** A compiled block's browser module (CompiledLiveBlock.moduleSource), as the browser would import it. */
export async function importLiveModule(moduleSource: string, library: string): Promise<LiveModule> {
  const lines = moduleSource.split('\n')
  // the first line imports the scope, the last exports it and the block's function
  const body = lines.slice(1, -1).join('\n')
  const scope = await hostLiveScope(library)
  const run = new Function('scope', `${body}\nreturn ${LIVE_FUNCTION};`)(scope) as LiveModule['run']
  return { run, scope }
}
