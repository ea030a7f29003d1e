#!/usr/bin/env node
// Thin launcher. Runs the CLI from the build of the current sources (dist/<hash>/, built first when the sources
// changed, see build-dist.js), so starting needs no TypeScript loader. `serve --watch` too: its build worker starts
// on the current build, built again after a change to the generator (src/serve/build-worker-client.ts).
// HOTKEYS_DOCS_FROM_SOURCE=1, sources that do not compile and a read-only install run the sources through tsx.
process.env.NODE_ENV ??= 'production'
let compiled
if (process.env.HOTKEYS_DOCS_FROM_SOURCE !== '1') {
  const { currentDist } = await import('./build-dist.js')
  compiled = await currentDist().catch(() => undefined)
}
if (compiled) {
  const { pathToFileURL } = await import('node:url')
  await import(pathToFileURL(`${compiled}/src/cli/index.js`).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/index.ts')
}
