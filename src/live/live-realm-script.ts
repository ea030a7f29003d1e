/**
 * The script of a live realm, one per live scope (live-scopes.ts): React, the browser build of `renderToString`, the
 * scope module the browser runs (a react-hotkeys-hook major through SCOPE_BODY, or a Docusaurus site's
 * ReactLiveScope with what it imports) and the harness (live-realm-harness.ts), bundled by esbuild into one classic
 * script for a browser. It is what a live block's isolated context holds (live-render-worker.ts): no Node API, no
 * module loader, nothing of the build's process. It depends on the installed packages (and the site's scope files)
 * alone: a live renderer bundles each scope's once (a watch session keeps its renderer from build to build).
 *
 * A site's scope module is site code: compiled with the same plugins as its pages (one React, the Docusaurus module
 * names, CSS modules' class names as the server render has them; no stylesheet: a preview is HTML only).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { docusaurusProvidedPackages } from '../bundle/docusaurus-provided-packages.js'
import { siteJsxInJs } from '../bundle/site-jsx-in-js.js'
import { svgComponents } from '../bundle/svg-components.js'
import { docusaurusModules } from '../bundle/docusaurus-modules.js'
import { siteCss } from '../bundle/css-modules.js'
import { oneReact } from '../bundle/one-react.js'
import { GENERATOR_ROOT as ROOT } from '../generator-root.js'
import { LIVE_SCOPE_PREFIX } from './compile-live-blocks.js'
import type { LiveScopeModule } from './live-scopes.js'

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

function scopeModule(scope: LiveScopeModule): esbuild.Plugin {
  const specifier = LIVE_SCOPE_PREFIX + scope.name
  return {
    name: 'hd-live-scope',
    setup(build) {
      build.onResolve({ filter: /^hd:live-scope\// }, (args) =>
        args.path === specifier ? { path: specifier, namespace: 'hd' } : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'hd' }, () => ({
        contents: scope.source,
        loader: 'js',
        resolveDir: ROOT,
      }))
    },
  }
}

/**
 * The plugins a site's scope module is compiled with: those of its pages' server compile, but with the theme's
 * modules bundled (the realm has no module loader) and without their Infima stylesheet.
 */
function siteScopePlugins(siteDir: string): esbuild.Plugin[] {
  return [
    oneReact('browser'),
    svgComponents(),
    docusaurusModules({ siteDir, target: 'browser', infimaInTheme: true }),
    siteCss({ siteDir, target: 'server' }),
    docusaurusProvidedPackages(),
    siteJsxInJs(siteDir),
  ]
}

export interface LiveRealmBundle {
  script: string
  /** the site's own files the script was made from (not its packages): a watch session makes it again when one changes */
  siteFiles: string[]
}

export async function bundleLiveRealm(scope: LiveScopeModule): Promise<LiveRealmBundle> {
  const entry = [
    `import ${JSON.stringify(STUBS)};`,
    `import { scope } from ${JSON.stringify(LIVE_SCOPE_PREFIX + scope.name)};`,
    `import { installLiveRealm } from ${JSON.stringify(HARNESS)};`,
    `installLiveRealm(scope);`,
  ].join('\n')
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js', sourcefile: `live-realm-${scope.name}.js` },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    // what readers' browsers run (the client bundle's React is the production build too)
    define: { 'process.env.NODE_ENV': '"production"' },
    // no `import()` anywhere in the realm: it would reach the build process's module loader
    supported: { 'dynamic-import': false },
    jsx: 'automatic',
    // stylesheets the theme's or the site's modules import: a preview is HTML only
    loader: { '.css': 'empty' },
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: ROOT,
    plugins: [renderToStringOnly(), scopeModule(scope), ...(scope.siteDir ? siteScopePlugins(scope.siteDir) : [])],
  })
  const siteDir = scope.siteDir
  const siteFiles = siteDir
    ? Object.keys(result.metafile.inputs)
        .filter((input) => !/^[a-z-]+:/.test(input))
        .map((input) => path.resolve(ROOT, input))
        .filter(
          (file) =>
            !path.relative(siteDir, file).startsWith('..') && !file.includes(`${path.sep}node_modules${path.sep}`),
        )
    : []
  return {
    script: result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? result.outputFiles[0].text,
    siteFiles,
  }
}
