#!/usr/bin/env node
// Thin launcher. Runs the CLI from a precompiled copy of the generator (dist/, compiled on the first run after
// any source change, see compile-dist.js), so starting needs no TypeScript loader. `serve --watch` too: its build
// worker starts on the current compile, compiled again after a change to the generator (src/serve/
// build-worker-client.ts). HOTKEYS_DOCS_FROM_SOURCE=1 and a read-only install run the sources through tsx.
process.env.NODE_ENV ??= 'production'
let compiled
if (process.env.HOTKEYS_DOCS_FROM_SOURCE !== '1') {
  const { compiledCliEntry } = await import('./compile-dist.js')
  // a read-only install cannot write dist/: run the sources then
  compiled = await compiledCliEntry().catch(() => undefined)
}
if (compiled) {
  const { pathToFileURL } = await import('node:url')
  await import(pathToFileURL(compiled).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/index.ts')
}
