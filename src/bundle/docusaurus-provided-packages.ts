/**
 * Packages a Docusaurus site gets from Docusaurus itself: `react-live` comes with `@docusaurus/theme-live-codeblock`,
 * `prism-react-renderer` with the classic theme, and sites import them without listing them (the react-hotkeys-hook
 * docs' home page imports react-live). When the site folder has no copy (Docusaurus' packages are not installed), an
 * import of one resolves to the generator's own; a copy the site has installed always wins.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'
import { resolveOnward, steppedAside } from './resolve-onward.js'

export const DOCUSAURUS_PROVIDED_PACKAGES = ['react-live', 'prism-react-renderer'] as const

const SPECIFIER = new RegExp(`^(${DOCUSAURUS_PROVIDED_PACKAGES.join('|')})(/.*)?$`)

export function docusaurusProvidedPackages(): esbuild.Plugin {
  const fromGenerator = createRequire(path.join(GENERATOR_ROOT, 'package.json'))
  const skip = Symbol('docusaurus-provided-packages')
  return {
    name: 'hd-docusaurus-provided-packages',
    setup(build) {
      build.onResolve({ filter: SPECIFIER }, async (args) => {
        if (steppedAside(args, skip)) return undefined
        const onward = await resolveOnward(build, args, skip)
        if (onward.errors.length === 0) return onward
        try {
          return { path: fromGenerator.resolve(args.path) }
        } catch {
          return onward // the generator has no such subpath either: esbuild's own error
        }
      })
    },
  }
}
