/**
 * The live scope in Node, for the build's server render: the very same scope-building code the browser's
 * scope modules run (SCOPE_BODY), fed with the packages Node resolves from the generator's node_modules.
 */
import { createRequire } from 'node:module'
import { SCOPE_BODY, type LiveScope } from './live-code.js'

const require = createRequire(import.meta.url)
const scopes = new Map<string, Promise<LiveScope>>()

/** React + its named exports + the library's named exports (cached per library). */
export function nodeLiveScope(library: string): Promise<LiveScope> {
  let scope = scopes.get(library)
  if (!scope) {
    scope = (async () => {
      // React's exports object, as `import React from 'react'` gives it to the browser bundle
      const React = require('react') as Record<string, unknown>
      const namespace = (await import(library)) as Record<string, unknown>
      return new Function('React', 'library', SCOPE_BODY)(React, namespace) as LiveScope
    })()
    scopes.set(library, scope)
  }
  return scope
}
