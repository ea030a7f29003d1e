/**
 * One React for the generator and the site's code: `react`, `react-dom` and their subpaths, imported by a site's page,
 * component or package, are the generator's own copy, whatever the site folder has installed. Two copies would give
 * hooks two dispatchers (a crash) and contexts two identities (the theme's hooks would see no provider).
 * On the server the import stays an import of the generator's file (by URL; a `require` of a bundled CommonJS
 * package by path): the very module the renderer runs.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'

const REACT = /^react(-dom)?(\/.*)?$/

export function oneReact(target: 'server' | 'browser'): esbuild.Plugin {
  const fromGenerator = createRequire(path.join(GENERATOR_ROOT, 'package.json'))
  return {
    name: 'hd-one-react',
    setup(build) {
      build.onResolve({ filter: REACT }, (args) => {
        let file: string
        try {
          file = fromGenerator.resolve(args.path)
        } catch {
          return undefined // not a module React has: esbuild reports it
        }
        if (target === 'browser') return { path: file }
        return { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true }
      })
    },
  }
}
