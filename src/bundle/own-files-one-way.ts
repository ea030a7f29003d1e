import path from 'node:path'
import type * as esbuild from 'esbuild'
import { resolveOnward, steppedAside } from './resolve-onward.js'

/**
 * An esbuild plugin, the last: every relative or absolute import of a file outside `node_modules` (the generator's
 * and the site's own code) is resolved here, as esbuild would, and returned by this plugin.
 *
 * esbuild takes a module's type from the first resolve that reaches it. Its own resolver reads the package.json
 * around the file (under `"type": "module"` the module is ESM, and its imports of CommonJS packages such as React
 * are written `__toESM(require_react(), 1)`); a path a plugin returns has no type (the flag is left out:
 * evanw/esbuild#2958). Such a file is reached both ways, as `templates/docusaurus/Head.tsx` is by `@docusaurus/Head`
 * (a plugin's) and by `../Head.js` (esbuild's own), so the bundle's bytes, and every chunk's hash, depended on which
 * import came first: a watch build's output once differed from the production build's. Through this plugin every
 * own file is a plugin's path. Packages keep their type: it matters to their CommonJS imports of packages that set
 * `__esModule`, and their imports do not race (a package is not reached through the plugins' names).
 */
export function ownFilesOneWay(): esbuild.Plugin {
  return {
    name: 'hd-own-files-one-way',
    setup(build) {
      build.onResolve({ filter: /^(\.\.?\/|\/)/ }, async (args) => {
        if (steppedAside(args, SKIP)) return undefined
        const resolved = await resolveOnward(build, args, SKIP)
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return undefined
        if (resolved.path.split(path.sep).includes('node_modules')) return undefined
        return {
          path: resolved.path,
          namespace: resolved.namespace,
          suffix: resolved.suffix,
          sideEffects: resolved.sideEffects,
        }
      })
    },
  }
}

const SKIP = Symbol('resolving for hd-own-files-one-way')
