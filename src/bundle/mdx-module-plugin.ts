/**
 * esbuild plugin: `.mdx` files imported by a build (React pages, page chunks) are compiled by the MDX stage's
 * component-module path (markdown/compile-mdx-module.ts) after their front matter is taken off, so an MDX page
 * reuses the React pages' compile and chunk mechanism. An MDX error becomes an esbuild error at the file's line
 * and column, carrying the BuildError (`detail`).
 *
 * Imports of an `.mdx` file are resolved by esbuild and the other plugins of the build, except the Docusaurus
 * aliases that `resolveAlias` answers: one function, swapped for the theme's alias resolution when it exists.
 * The default resolves `@site/…` to the site folder and leaves the rest to the build.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { parseFrontMatter } from '../content/parse-front-matter.js'
import { BuildError } from '../errors.js'
import { compileMdxModule } from '../markdown/compile-mdx-module.js'

/** `specifier` imported by `importer` (absolute) → an absolute path, or undefined to let the build resolve it */
export type AliasResolver = (specifier: string, importer: string) => string | undefined

export const siteAliasResolver =
  (siteDir: string): AliasResolver =>
  (specifier) =>
    specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice('@site/'.length)) : undefined

export function mdxModulePlugin(options: { siteDir: string; resolveAlias?: AliasResolver }): esbuild.Plugin {
  const resolveAlias = options.resolveAlias ?? siteAliasResolver(options.siteDir)
  return {
    name: 'hotkeys-docs-mdx',
    setup(build) {
      build.onResolve({ filter: /^@(?:site|theme|docusaurus)\// }, async (args) => {
        const target = resolveAlias(args.path, args.importer)
        if (target === undefined) return undefined
        // the alias gives a path without its extension, as in Docusaurus: esbuild finds the file
        const resolved = await build.resolve(`./${path.basename(target)}`, {
          resolveDir: path.dirname(target),
          kind: args.kind,
        })
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path }
      })
      build.onLoad({ filter: /\.mdx$/ }, (args) => {
        const file = path.relative(options.siteDir, args.path)
        try {
          const parsed = parseFrontMatter(readFileSync(args.path, 'utf8'), file)
          const { code } = compileMdxModule(parsed.body, { file, lineOffset: parsed.lineOffset })
          return { contents: code, loader: 'js', resolveDir: path.dirname(args.path) }
        } catch (error) {
          if (!(error instanceof BuildError)) throw error
          const location = { file, line: error.line ?? 1, column: Math.max((error.column ?? 1) - 1, 0) }
          return { errors: [{ text: error.message, location, detail: error }] }
        }
      })
    },
  }
}
