#!/usr/bin/env node
// Thin launcher. Runs the CLI from a precompiled copy of the generator (dist/, compiled on the first run after
// any source change, see compile-dist.js), so starting needs no TypeScript loader. `serve --watch` (which
// re-imports changed theme sources in its build worker) and HOTKEYS_DOCS_FROM_SOURCE=1 run the sources through tsx.
process.env.NODE_ENV ??= 'production'
const args = process.argv.slice(2)
const fromSource = process.env.HOTKEYS_DOCS_FROM_SOURCE === '1' || (args[0] === 'serve' && args.includes('--watch'))
if (fromSource) {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli/index.ts')
} else {
  const { compiledCliEntry } = await import('./compile-dist.js')
  const { pathToFileURL } = await import('node:url')
  await import(pathToFileURL(await compiledCliEntry()).href)
}
