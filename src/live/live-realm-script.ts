/**
 * The script of a live realm, one per library (react-hotkeys-hook major): React, the browser build of
 * `renderToString`, the library, the scope module the browser runs (scopeModuleSource: the same SCOPE_BODY) and
 * the harness (live-realm-harness.ts), bundled by esbuild into one classic script for a browser. It is what a
 * live block's isolated context holds (live-render-worker.ts): no Node API, no module loader, nothing of the build's
 * process. It depends on the installed packages alone: a live renderer bundles each library's once (a watch
 * session keeps its renderer from build to build).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { GENERATOR_ROOT as ROOT } from '../generator-root.js'
import { LIVE_SCOPE_PREFIX, scopeModuleSource } from './compile-live-blocks.js'

const HARNESS = path.join(ROOT, 'src/live/live-realm-harness.ts')
const STUBS = path.join(ROOT, 'src/live/live-realm-stubs.ts')

/**
 * `react-dom/server` for a browser is two builds: the streaming one needs TextEncoder and MessageChannel as soon
 * as it loads; the legacy one has `renderToString` and needs neither. The realm gets the legacy one.
 */
function renderToStringOnly(): esbuild.Plugin {
  const reactDom = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('react-dom/package.json'))
  return {
    name: 'hd-render-to-string-only',
    setup(build) {
      build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
        path: path.join(reactDom, 'cjs/react-dom-server-legacy.browser.production.js'),
      }))
    },
  }
}

function scopeModule(library: string): esbuild.Plugin {
  const specifier = LIVE_SCOPE_PREFIX + library
  return {
    name: 'hd-live-scope',
    setup(build) {
      build.onResolve({ filter: /^hd:live-scope\// }, (args) =>
        args.path === specifier ? { path: specifier, namespace: 'hd' } : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'hd' }, () => ({
        contents: scopeModuleSource(library),
        loader: 'js',
        resolveDir: ROOT,
      }))
    },
  }
}

export async function bundleLiveRealm(library: string): Promise<string> {
  const entry = [
    `import ${JSON.stringify(STUBS)};`,
    `import { scope } from ${JSON.stringify(LIVE_SCOPE_PREFIX + library)};`,
    `import { installLiveRealm } from ${JSON.stringify(HARNESS)};`,
    `installLiveRealm(scope);`,
  ].join('\n')
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js', sourcefile: `live-realm-${library}.js` },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    // what readers' browsers run (the client bundle's React is the production build too)
    define: { 'process.env.NODE_ENV': '"production"' },
    // no `import()` anywhere in the realm: it would reach the build process's module loader
    supported: { 'dynamic-import': false },
    jsx: 'automatic',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    absWorkingDir: ROOT,
    plugins: [renderToStringOnly(), scopeModule(library)],
  })
  return result.outputFiles[0].text
}
