/**
 * esbuild plugin: React, imported by a site's code (its components, MDX compiled as modules), is the generator's
 * own copy, never the one in the site's node_modules. A Docusaurus site installs React itself; two copies on one
 * page break every hook ("Cannot read properties of null (reading 'useState')") and every context the theme
 * provides. On the server (`external`) the import is left to Node by the file URL the renderer's React has; in
 * the browser bundle the generator's files are bundled.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'

const REACT_SPECIFIER = /^(?:react|react-dom)(?:\/.*)?$/
const SKIP = Symbol('generator-react')

export function generatorReactPlugin(options: { external: boolean }): esbuild.Plugin {
  return {
    name: 'hotkeys-docs-generator-react',
    setup(build) {
      const requireFromGenerator = createRequire(path.join(GENERATOR_ROOT, 'package.json'))
      build.onResolve({ filter: REACT_SPECIFIER }, async (args) => {
        if (args.pluginData === SKIP) return undefined
        if (options.external)
          return { path: pathToFileURL(requireFromGenerator.resolve(args.path)).href, external: true }
        const resolved = await build.resolve(args.path, {
          resolveDir: GENERATOR_ROOT,
          kind: args.kind,
          pluginData: SKIP,
        })
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path }
      })
    },
  }
}
