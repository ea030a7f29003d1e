import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { resolveOnward, steppedAside } from './resolve-onward.js'

/**
 * An esbuild plugin: every part of the client bundle that loads on demand (the target of a dynamic `import()`) starts
 * with `import "<shellModule>"` (`withShellImport` does the same for generated entries).
 *
 * esbuild's code splitting puts each module in a chunk per set of entry points reaching it. The shell's modules are
 * reached by the shell and by varying subsets of the on-demand parts, so the shell used to be a dozen small chunks
 * (13 files on /docs/intro, 82.8 KB gzip; 79.6 KB as one file: gzip compresses small files badly). With every part
 * reaching the whole shell, its modules share one set and one chunk. It costs nothing at run time: the parts are
 * only ever loaded by a page whose shell is already there.
 */
export function shellInEveryPart(shellModule: string): esbuild.Plugin {
  return {
    name: 'hd-shell-in-every-part',
    setup(build) {
      const parts = new Set<string>()
      build.onResolve({ filter: /^(\.\.?\/|\/|hd:)/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || steppedAside(args, SKIP)) return undefined
        const resolved = await resolveOnward(build, args, SKIP)
        if (resolved.errors.length === 0 && !resolved.external && resolved.namespace === 'file')
          parts.add(resolved.path)
        return resolved.errors.length > 0
          ? { errors: resolved.errors }
          : {
              path: resolved.path,
              namespace: resolved.namespace,
              external: resolved.external,
              sideEffects: resolved.sideEffects,
            }
      })
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!parts.has(args.path)) return undefined
        return {
          contents: withShellImport(shellModule, await readFile(args.path, 'utf8')),
          loader: loaderFor(args.path),
          resolveDir: path.dirname(args.path),
        }
      })
    },
  }
}

const SKIP = Symbol('resolving for hd-shell-in-every-part')

/** A module's source, importing the shell first (on the same line: line numbers in errors stay right). */
export function withShellImport(shellModule: string, source: string): string {
  return `import ${JSON.stringify(shellModule)};${source}`
}

/** A part's loader: a `.js` part is read as JSX too (a site's `.js` page written with JSX, as Docusaurus allows). */
function loaderFor(file: string): esbuild.Loader {
  const ext = path.extname(file).slice(1)
  return ext === 'tsx' ? 'tsx' : ext === 'ts' || ext === 'mts' || ext === 'cts' ? 'ts' : ext === 'js' ? 'jsx' : 'js'
}
