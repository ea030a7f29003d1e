/**
 * Packages a Docusaurus site gets from Docusaurus itself: `react-live` comes with `@docusaurus/theme-live-codeblock`,
 * `prism-react-renderer` with the classic theme, and sites import them without listing them (the react-hotkeys-hook
 * docs' home page imports react-live). When the site folder has no copy (Docusaurus' packages are not installed), an
 * import of one resolves to the generator's own. A copy the site has installed wins, unless it is the very version
 * the generator has: then the generator's, so that a page holds one copy, shared with the theme's own code (the
 * live editor) and with the generator's react-live (the react-hotkeys-hook docs' home page held Prism twice: the
 * site's prism-react-renderer, and the generator's that its react-live imports).
 * With `external` (code that runs in this process: the server's compile of pages, a Docusaurus config), the
 * generator's copy stays an import of its file (by URL; a `require` by path), the very module the generator has
 * loaded already (its config mapping imports prism-react-renderer's themes), so its Prism is not set up again.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'
import { isInside } from '../is-inside.js'
import { resolveOnward, steppedAside } from './resolve-onward.js'

export const DOCUSAURUS_PROVIDED_PACKAGES = ['react-live', 'prism-react-renderer'] as const

const SPECIFIER = new RegExp(`^(${DOCUSAURUS_PROVIDED_PACKAGES.join('|')})(/.*)?$`)

export function docusaurusProvidedPackages(options: { external?: boolean } = {}): esbuild.Plugin {
  const skip = Symbol('docusaurus-provided-packages')
  const generatorModules = path.join(GENERATOR_ROOT, 'node_modules')
  /** the version a package folder's package.json gives */
  const versionOf = (packageFolder: string): string | undefined => {
    try {
      return (JSON.parse(readFileSync(path.join(packageFolder, 'package.json'), 'utf8')) as { version?: string })
        .version
    } catch {
      return undefined
    }
  }
  /** whether `file` is in a copy of package `name` of the very version the generator has */
  const sameVersion = (name: string, file: string): boolean => {
    const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`
    const at = file.lastIndexOf(marker)
    if (at < 0) return false
    const own = versionOf(file.slice(0, at + marker.length))
    return own !== undefined && own === versionOf(path.join(generatorModules, name))
  }
  return {
    name: 'hd-docusaurus-provided-packages',
    setup(build) {
      build.onResolve({ filter: SPECIFIER }, async (args) => {
        if (steppedAside(args, skip)) return undefined
        const name = SPECIFIER.exec(args.path)![1]
        /** the file a resolve leads to; for a package the build leaves external (a config's), the one Node loads */
        const fileOf = (result: esbuild.ResolveResult, fromDir: string): string | undefined => {
          if (result.errors.length > 0) return undefined
          if (!result.external || path.isAbsolute(result.path)) return result.path
          try {
            return createRequire(path.join(fromDir, 'package.json')).resolve(args.path)
          } catch {
            return undefined
          }
        }
        const generatorCopy = (file: string, result: esbuild.ResolveResult): esbuild.OnResolveResult =>
          options.external
            ? { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true }
            : result
        const onward = await resolveOnward(build, args, skip)
        const found = fileOf(onward, args.resolveDir)
        if (found !== undefined && isInside(found, generatorModules)) return generatorCopy(found, onward)
        if (found !== undefined && !sameVersion(name, found)) return onward
        // the generator's copy, resolved as the theme's own imports of it are (the same entry, ESM or CommonJS)
        const generators = await resolveOnward(build, { ...args, importer: '', resolveDir: GENERATOR_ROOT }, skip)
        const generatorFile = fileOf(generators, GENERATOR_ROOT)
        // the generator has no such subpath either: esbuild's own error
        return generatorFile !== undefined ? generatorCopy(generatorFile, generators) : onward
      })
    },
  }
}
