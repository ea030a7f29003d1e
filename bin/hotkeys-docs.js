#!/usr/bin/env node
// Thin launcher. Runs the CLI from a precompiled copy of the generator (dist/, compiled on the first run after
// any source change, see compile-dist.js), so starting needs no TypeScript loader. `serve --watch` (which
// re-imports changed theme sources in its build worker), HOTKEYS_DOCS_FROM_SOURCE=1 and a read-only install run the
// sources through tsx.
process.env.NODE_ENV ??= 'production'
const args = process.argv.slice(2)
let compiled
if (process.env.HOTKEYS_DOCS_FROM_SOURCE !== '1' && !(args[0] === 'serve' && args.includes('--watch'))) {
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
