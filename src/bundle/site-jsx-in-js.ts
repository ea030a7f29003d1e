/**
 * JSX in a site's `.js` files (`src/pages/index.js`, `src/components/Feature/index.js`): Docusaurus compiles a
 * site's JavaScript with JSX on, and its templates write components in `.js`; esbuild reads `.js` as plain
 * JavaScript. The site's own `.js` files (not its packages) are loaded as JSX.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type * as esbuild from 'esbuild'

export function siteJsxInJs(siteDir: string): esbuild.Plugin {
  const root = path.resolve(siteDir) + path.sep
  return {
    name: 'hd-site-jsx-in-js',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        if (args.namespace !== 'file' || !args.path.startsWith(root)) return undefined
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' }
      })
    },
  }
}
