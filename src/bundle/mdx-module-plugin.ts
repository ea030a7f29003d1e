/**
 * esbuild plugin: `.mdx` files imported by a build (React pages, page chunks) are compiled by the MDX stage's
 * component-module path (markdown/compile-mdx-module.ts) after their front matter is taken off, so an MDX page
 * reuses the React pages' compile and chunk mechanism: its default export is the content, and `meta` (title,
 * description from the front matter or the content) is exported as a React page's. An MDX error becomes an esbuild error at the file's line
 * and column, carrying the BuildError (`detail`).
 *
 * Imports of an `.mdx` file are resolved by esbuild and the other plugins of the build, except the Docusaurus
 * aliases that `resolveAlias` answers: one function, swapped for the theme's alias resolution when it exists.
 * The default resolves `@site/…` to the site folder and leaves the rest to the build.
 */
import type { SourceReading } from '../markdown/markdown-format.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { parseFrontMatter } from '../content/parse-front-matter.js'
import { BuildError } from '../errors.js'
import { markdownLinkResolver } from '../content/resolve-markdown-link.js'
import { MDX_PROVIDER_SPECIFIER } from '../markdown/mdx-support.js'
import type { MdxParse } from '../markdown/render-markdown.js'
import { resolveOnward, steppedAside } from './resolve-onward.js'
import { siteThemeComponent, sitesOwnAdmonition } from './site-theme-component.js'

/** `specifier` imported by `importer` (absolute) → an absolute path, or undefined to let the build resolve it */
export type AliasResolver = (specifier: string, importer: string) => string | undefined

export const siteAliasResolver =
  (siteDir: string): AliasResolver =>
  (specifier) =>
    specifier.startsWith('@site/') ? path.join(siteDir, specifier.slice('@site/'.length)) : undefined

export interface MdxModulePluginOptions {
  siteDir: string
  /**
   * where the compiled content's `useMDXComponents` comes from: the theme entry (external by URL on the server), a
   * side entry that only re-exports (side-entries.ts), resolved as free of side effects
   */
  provider: { path: string; external?: boolean }
  resolveAlias?: AliasResolver
  /** the `.mdx` files (absolute) that are the content of docs and blog posts: compiled without their title */
  contentFiles?: ReadonlySet<string>
  /** doc source file → route: what relative `.md` links resolve through (unresolved links are left as written) */
  markdownRoutes?: Record<string, string>
  /** Prism languages code blocks are highlighted in beyond the built-in ones (`prism.additionalLanguages`) */
  prismLanguages?: string[]
  /** Docusaurus' markup of admonitions and live blocks (MarkdownOptions.markup: a Docusaurus site) */
  markup?: 'docusaurus'
  /** how the site reads its sources (`.md` as MDX, HTML comments in MDX): an `.md` content file may be MDX */
  reading?: SourceReading
  /**
   * a copy of an `.mdx` file's parse the build already has (by path relative to the site folder; the module
   * listing's: content/mdx-parse-store.ts), for its compile to change instead of parsing the file again
   */
  parseOf?: (file: string) => MdxParse | undefined
}

export function mdxModulePlugin(options: MdxModulePluginOptions): esbuild.Plugin {
  const resolveAlias = options.resolveAlias ?? siteAliasResolver(options.siteDir)
  const routeOfSource = new Map(Object.entries(options.markdownRoutes ?? {}))
  return {
    name: 'hotkeys-docs-mdx',
    setup(build) {
      // a message's place is relative to the build's working folder, as esbuild's own are (the server's compile
      // works in the site folder, the browser bundle in the generator's)
      const locationOf = (file: string) => path.relative(build.initialOptions.absWorkingDir ?? process.cwd(), file)
      build.onResolve({ filter: /^@(?:site|theme|docusaurus)\// }, async (args) => {
        // only for MDX modules, whose unresolved imports it reports at the line of the .mdx file; the site's other
        // code goes on to the Docusaurus module names (docusaurus-modules.ts)
        if (!isContentModule(args.importer)) return undefined
        const target = resolveAlias(args.path, args.importer)
        if (target === undefined) return undefined
        // the alias gives a path without its extension, as in Docusaurus: esbuild finds the file
        const resolved = await build.resolve(`./${path.basename(target)}`, {
          resolveDir: path.dirname(target),
          kind: args.kind,
        })
        if (resolved.errors.length === 0) return { path: resolved.path }
        return {
          errors: [
            unresolvedImport(
              args.path,
              args.importer,
              locationOf(args.importer),
              `Cannot resolve "${args.path}": no such file in the site folder, with or without an extension`,
            ),
          ],
        }
      })
      // the compiled content's components: the theme's, or with the site's Admonition and src/theme/MDXComponents
      const siteComponents = siteMdxComponentsFile(options.siteDir)
      const admonitionComponent = sitesOwnAdmonition(options.siteDir)
      // esbuild takes a module's side effects from the first import that reaches it: were the theme entry's not
      // marked here too, an MDX page reaching it before the runtime's imports (side-entries.ts) would put every
      // module it re-exports in every page's chunks, and how the bundle splits would vary from one build to the next
      const provider = { ...options.provider, sideEffects: false }
      const providerFilter = new RegExp(`^${MDX_PROVIDER_SPECIFIER}$`)
      build.onResolve({ filter: providerFilter }, () =>
        siteComponents || admonitionComponent ? { path: 'provider', namespace: SITE_PROVIDER_NAMESPACE } : provider,
      )
      build.onResolve({ filter: /^hd:mdx-theme-components$/ }, () => provider)
      build.onResolve({ filter: /^@theme-original\/MDXComponents$/ }, () => ({
        path: 'original',
        namespace: SITE_PROVIDER_NAMESPACE,
      }))
      // any other import of an MDX module (relative, a package): resolved by the plugins after this one; when that
      // fails, the error is at the import's line of the .mdx file instead of the compiled JavaScript's
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (!isContentModule(args.importer) || steppedAside(args, MDX_IMPORT_CHECK)) return undefined
        const resolved = await resolveOnward(build, args, MDX_IMPORT_CHECK)
        if (resolved.errors.length === 0) return undefined
        const file = path.relative(options.siteDir, args.importer)
        const { text, notes } = unresolvedImportMessage(args.path, file, resolved.errors[0])
        return { errors: [{ ...unresolvedImport(args.path, args.importer, locationOf(args.importer), text), notes }] }
      })
      build.onLoad({ filter: /.*/, namespace: SITE_PROVIDER_NAMESPACE }, (args) => ({
        contents:
          args.path === 'original' ? THEME_ORIGINAL_MODULE : siteProviderModule(siteComponents, admonitionComponent),
        loader: 'js',
        resolveDir: options.siteDir,
      }))
      // an `.md` file is a module as a doc's, post's or page's content, or imported by MDX (a partial,
      // `import Note from './_note.md'`): compiled as Markdown, or as MDX when the site reads it so (markdown-format.ts)
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const file = path.relative(options.siteDir, args.path)
        // loaded on the first .mdx file: a site without MDX pages does not pay for the MDX compiler
        const { compileMdxModule } = await import('../markdown/compile-mdx-module.js')
        try {
          const parsed = parseFrontMatter(readFileSync(args.path, 'utf8'), file)
          // a Docusaurus doc's or page's title heading keeps its id, a post's does not (as the content stage does)
          const post = options.contentFiles?.has(path.resolve(args.path)) === true && !routeOfSource.has(file)
          const { code, markdown } = compileMdxModule(
            parsed.body,
            {
              file,
              lineOffset: parsed.lineOffset,
              resolveMarkdownLink: markdownLinkResolver(routeOfSource, file, options.siteDir),
              ...(options.prismLanguages?.length && { prismLanguages: options.prismLanguages }),
              ...(options.markup && { markup: options.markup }),
              ...options.reading,
              ...(options.markup === 'docusaurus' && !post && { titleIdReserved: true }),
              ...(admonitionComponent && { admonitionComponent }),
            },
            // a doc's or post's frame shows the title; a page shows it in its content unless `hide_title`
            options.contentFiles?.has(path.resolve(args.path)) || parsed.data.hide_title === true ? 'content' : 'page',
            options.parseOf?.(file),
          )
          const title = stringOr(parsed.data.title, markdown.title)
          const description = stringOr(parsed.data.description, markdown.defaultDescription)
          // a page's <title> and description, as React pages export them (unless the MDX exports its own)
          const meta = /\bexport\s+const\s+meta\b/.test(code)
            ? ''
            : `\nexport const meta = ${JSON.stringify({ title, description })}\n`
          return { contents: code + meta, loader: 'js', resolveDir: path.dirname(args.path) }
        } catch (error) {
          if (!(error instanceof BuildError)) throw error
          const location = {
            file: locationOf(args.path),
            line: error.line ?? 1,
            column: Math.max((error.column ?? 1) - 1, 0),
          }
          return { errors: [{ text: error.message, location, detail: error }] }
        }
      })
    },
  }
}

const SITE_PROVIDER_NAMESPACE = 'hd-mdx-provider'

/** an `.mdx` file, or an `.md` one this plugin compiled (a content file: maybe read as MDX, markdown-format.ts) */
const isContentModule = (file: string) => /\.mdx?$/.test(file)

/**
 * What to say of an MDX module's import that did not resolve: a relative path or a package, in words; a Docusaurus
 * module name (`@theme/…`, `@docusaurus/…`), what the plugin that knows them said (docusaurus-modules.ts).
 */
function unresolvedImportMessage(
  specifier: string,
  file: string,
  error: esbuild.Message,
): { text: string; notes?: esbuild.PartialMessage['notes'] } {
  if (/^\.{1,2}\//.test(specifier))
    return {
      text: `Cannot resolve "${specifier}": no such file next to ${path.basename(file)}, with or without an extension`,
      notes: [{ text: 'Check the path and the file name (relative to the .mdx file), or import it as @site/….' }],
    }
  if (/^@(?:site|theme|theme-original|docusaurus)\//.test(specifier)) return { text: error.text, notes: error.notes }
  return {
    text: `Cannot resolve "${specifier}": the package is not installed in the site`,
    notes: [{ text: `Install it in the site folder (npm install ${packageName(specifier)}), or fix the name.` }],
  }
}

/** the plugin's part that checks an MDX module's import (resolve-onward.ts): not checked again */
const MDX_IMPORT_CHECK = Symbol('checking an MDX import')

/** `left-pad` of `left-pad/lib/x`, `@scope/name` of `@scope/name/x` */
function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
}

/** `@theme-original/MDXComponents`: the theme's components, for a site's src/theme/MDXComponents to extend */
const THEME_ORIGINAL_MODULE = "export { MDX_COMPONENTS as default } from 'hd:mdx-theme-components'"

/**
 * the provider of a site with src/theme/MDXComponents or its own Admonition: the site's Admonition as `admonition`
 * (what Docusaurus' MDXComponents map it to), then its components over the theme's, the content's over all
 */
function siteProviderModule(siteComponents: string | undefined, admonitionComponent: boolean): string {
  const own = [admonitionComponent && 'admonition: Admonition', siteComponents && '...siteComponents'].filter(Boolean)
  return [
    "import { useMDXComponents as themeComponents } from 'hd:mdx-theme-components'",
    ...(admonitionComponent ? ["import Admonition from '@theme/Admonition'"] : []),
    ...(siteComponents ? [`import siteComponents from ${JSON.stringify(siteComponents)}`] : []),
    `export function useMDXComponents(components) { return themeComponents({ ${[...own, '...components'].join(', ')} }) }`,
  ].join('\n')
}

/** the site's `src/theme/MDXComponents` (a file or a folder's index, any script extension), if it has one */
export const siteMdxComponentsFile = (siteDir: string): string | undefined =>
  siteThemeComponent(siteDir, 'MDXComponents')

function stringOr(value: unknown, fallback: string | undefined): string | undefined {
  return typeof value === 'string' ? value : fallback
}

/**
 * An import of an `.mdx` file that names no file, at its line and column in the `.mdx` source (esbuild's own
 * place would be in the compiled JavaScript): MDX keeps import lines as written, so the specifier is found there.
 */
function unresolvedImport(
  specifier: string,
  importer: string,
  /** the importer's place in a message (relative to the build's working folder) */
  file: string,
  text: string,
): esbuild.PartialMessage {
  let source = ''
  try {
    source = readFileSync(importer, 'utf8')
  } catch {
    return { text }
  }
  const lines = source.split(/\r?\n/)
  const line = lines.findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`))
  if (line < 0) return { text, location: { file } }
  return { text, location: { file, line: line + 1, column: lines[line].indexOf(specifier) - 1 } }
}
