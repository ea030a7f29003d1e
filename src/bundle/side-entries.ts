import type * as esbuild from 'esbuild'
import { resolveOnward, steppedAside } from './resolve-onward.js'

/**
 * An esbuild plugin: the side entries (templates/index.ts, src/client/index.ts: files that only re-export whole
 * modules) are free of side effects. esbuild then treats an import of an entry as imports of the modules whose
 * exports are used, each going to the chunk of the code that uses it. Without it, every module an entry re-exports
 * counts as reached from each chunk importing the entry: one import of the theme entry in the shell would put every
 * page kind in the shell. (Named re-exports, `export { X } from`, have that effect even then: entries use `export *`.)
 */
export function sideEntriesWithoutSideEffects(entryFiles: string[]): esbuild.Plugin {
  const entries = new Set(entryFiles)
  return {
    name: 'hd-side-entries',
    setup(build) {
      build.onResolve({ filter: /[\\/]index\.js$/ }, async (args) => {
        if (steppedAside(args, SKIP)) return undefined
        const resolved = await resolveOnward(build, args, SKIP)
        if (resolved.errors.length > 0 || !entries.has(resolved.path)) return undefined
        return { path: resolved.path, namespace: resolved.namespace, sideEffects: false }
      })
    },
  }
}

const SKIP = Symbol('resolving for hd-side-entries')
