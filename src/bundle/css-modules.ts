/**
 * CSS imported by site code, for the server compile of the pages and the client bundle alike:
 *
 * - `*.module.css`: class names scoped to the file (`styles.module.css`'s `.hero` → `styles_k3j4x_hero`, the middle
 *   part a hash of the file's path in the site). esbuild's `local-css` loader does the scoping, run on the file alone
 *   and unminified, so that the names are the same on the server, in the browser and from one build to the next
 *   (within one minified bundle esbuild would shorten them). The scoped CSS goes to the bundle as plain CSS; the
 *   server keeps only the names.
 * - plain `.css`: bundled in the browser (esbuild's own CSS loader), nothing on the server.
 *
 * CSS imported by a page lands in the site's stylesheet (esbuild gathers the CSS reached from the app entry, dynamic
 * imports included): the way Docusaurus loads it.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'

export interface ScopedCss {
  /** the CSS with its local class names scoped */
  css: string
  /** local name → scoped name */
  classes: Record<string, string>
}

/** The stem of a module's scoped names: its file name and a hash of its path in the site (`styles_k3j4x`). */
export function scopePrefix(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/')
  const hash = Number.parseInt(createHash('sha1').update(relative).digest('hex').slice(0, 8), 16).toString(36)
  const stem = path
    .basename(file)
    .replace(/\.module\.css$/, '')
    .replace(/[^A-Za-z0-9_]/g, '_')
  return `${stem}_${hash}`
}

/** Scopes one CSS module (its `@import`s left alone; `:global(…)` kept global, as esbuild does). */
export async function scopeCssModule(source: string, file: string, siteDir: string): Promise<ScopedCss> {
  const prefix = scopePrefix(file, siteDir)
  const result = await esbuild.build({
    stdin: { contents: 'import classes from "hd-css-module"\nglobalThis.__hdClasses = classes', loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    outdir: '/',
    logLevel: 'silent',
    plugins: [
      {
        name: 'hd-one-css-module',
        setup(build) {
          build.onResolve({ filter: /^hd-css-module$/ }, () => ({ path: `${prefix}.module.css`, namespace: 'hd' }))
          build.onResolve({ filter: /.*/ }, (args) => ({ path: args.path, external: true }))
          build.onLoad({ filter: /.*/, namespace: 'hd' }, () => ({
            contents: source,
            loader: 'local-css',
            resolveDir: path.dirname(file),
          }))
        },
      },
    ],
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''
  const scope: { __hdClasses?: Record<string, string> } = {}
  new Function('globalThis', js)(scope)
  return { css: css.replace(/^\/\* hd:.*\*\/\n/m, ''), classes: scope.__hdClasses ?? {} }
}

const SCOPED = 'hd-css-module'

export function siteCss(options: { siteDir: string; target: 'server' | 'browser' }): esbuild.Plugin {
  return {
    name: 'hd-site-css',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined
        const { css, classes } = await scopeCssModule(await readFile(args.path, 'utf8'), args.path, options.siteDir)
        const exports = `export default ${JSON.stringify(classes)}\n`
        if (options.target === 'server') return { contents: exports, loader: 'js' }
        // the scoped CSS, as a module of its own that this one imports
        return {
          contents: `import ${JSON.stringify(`${SCOPED}:${args.path}`)}\n${exports}`,
          loader: 'js',
          pluginData: css,
          watchFiles: [args.path],
        }
      })
      if (options.target === 'server') {
        build.onLoad({ filter: /\.css$/ }, (args) =>
          args.namespace === 'file' ? { contents: '', loader: 'empty' } : undefined,
        )
        return
      }
      build.onResolve({ filter: new RegExp(`^${SCOPED}:`) }, (args) => ({
        path: args.path.slice(SCOPED.length + 1),
        namespace: SCOPED,
      }))
      build.onLoad({ filter: /.*/, namespace: SCOPED }, async (args) => ({
        contents: (await scopeCssModule(await readFile(args.path, 'utf8'), args.path, options.siteDir)).css,
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }))
    },
  }
}
