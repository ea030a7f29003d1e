/**
 * Docusaurus module names in site code (`src/pages/*.tsx`, components, `src/theme/*`): one esbuild plugin for the
 * server compile of the pages (render/load-component-pages.ts) and the client bundle (bundle-client.ts).
 *
 *   @theme/<Name>          the site's own src/theme/<Name> (a swizzled component) when it has one, else ours
 *                          (templates/docusaurus/theme/<Name>.tsx)
 *   @theme-original/<Name> ours, also from the site's override of it (`@theme-init/` alike)
 *   @docusaurus/<name>     ours (templates/docusaurus/<name>.tsx; what those share is in templates/docusaurus-internal/,
 *                          out of a site's reach)
 *   @site/<path>           the site folder
 *
 * A module we do not provide is an error at the import (esbuild reports the importing file, line and column). On the
 * server, our modules are imported by URL from the copy this process runs (generator-module-url.ts), so that a page
 * shares the renderer's React contexts. In the browser, each of ours also imports the Infima layer (infima.css):
 * a site pays for it only when its code uses Docusaurus modules.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type * as esbuild from 'esbuild'
import { GENERATOR_ROOT } from '../generator-root.js'
import { generatorModuleUrl } from './generator-module-url.js'
import { findScriptModule, siteThemeComponent } from './site-theme-component.js'

export const COMPAT_DIR = path.join(GENERATOR_ROOT, 'templates/docusaurus')
export const INFIMA_CSS = path.join(COMPAT_DIR, 'infima.css')
/** the theme's own markup (tabs, footer, sidebar) as a Docusaurus site shows it: that site's stylesheet only */
export const DOCUSAURUS_SITE_CSS = path.join(GENERATOR_ROOT, 'templates/docusaurus-internal/docusaurus-site.css')
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js']

export interface DocusaurusModulesOptions {
  siteDir: string
  /** `server`: our modules stay imports (by URL); `browser`: bundled, with the Infima layer */
  target: 'server' | 'browser'
  /** the theme's stylesheet has the Infima layer already (a site with customCss: bundle-client.ts) */
  infimaInTheme?: boolean
}

/** What a Docusaurus specifier names: ours, the site's, or nothing we know. */
export type DocusaurusTarget =
  | { kind: 'ours'; file: string }
  | { kind: 'site'; file: string }
  | { kind: 'site-path'; request: string }
  | { kind: 'missing'; message: string; hint: string }

/** The compat module we provide for `@theme/<name>` (theme: true) or `@docusaurus/<name>`, if any. */
export function ourModule(name: string, theme: boolean): string | undefined {
  if (name.includes('..')) return undefined
  return findScriptModule(path.join(COMPAT_DIR, theme ? 'theme' : '', name))
}

/** Where a `@theme/…`, `@theme-original/…`, `@docusaurus/…` or `@site/…` specifier leads; undefined for others. */
export function docusaurusTarget(specifier: string, siteDir: string, importer: string): DocusaurusTarget | undefined {
  const match = /^@(theme|theme-original|theme-init|docusaurus|site)\/(.+)$/.exec(specifier)
  if (!match) return undefined
  const [, scope, name] = match as unknown as [string, string, string]
  if (scope === 'site') return { kind: 'site-path', request: path.join(siteDir, name) }
  if (scope === 'theme') {
    const override = siteThemeComponent(siteDir, name)
    // the override itself importing `@theme/<Name>` means ours (as `@theme-original/<Name>` does)
    if (override && path.resolve(override) !== path.resolve(importer)) return { kind: 'site', file: override }
  }
  const ours = ourModule(name, scope !== 'docusaurus')
  if (ours) return { kind: 'ours', file: ours }
  const provided = scope === 'docusaurus' ? providedNames(COMPAT_DIR) : providedNames(path.join(COMPAT_DIR, 'theme'))
  return {
    kind: 'missing',
    message: `hotkeys-docs does not provide ${specifier}`,
    hint:
      scope === 'docusaurus'
        ? `Available @docusaurus/ modules: ${provided.join(', ')}. Remove the import or write the part you need in the site's src/components/.`
        : `Available @theme/ components: ${provided.join(', ')}. Write your own as src/theme/${name}.tsx (it then takes the place of @theme/${name}), or remove the import.`,
  }
}

/** The module names a compat folder provides (file names without extension), sorted. */
function providedNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => entry.name.replace(/\.[^.]+$/, ''))
    .sort()
}

const SKIP = Symbol('resolving for hd-docusaurus-modules')

/** Namespace of the browser's wrapper around one of our modules: it adds the Infima layer. */
const WITH_INFIMA = 'hd-docusaurus'

/** The esbuild plugin: see the header of this file. */
export function docusaurusModules(options: DocusaurusModulesOptions): esbuild.Plugin {
  return {
    name: 'hd-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|site)\// }, async (args) => {
        if (args.pluginData === SKIP) return undefined
        const target = docusaurusTarget(args.path, options.siteDir, args.importer)
        if (!target) return undefined
        switch (target.kind) {
          case 'missing':
            return { errors: [{ text: target.message, detail: target.hint, notes: [{ text: target.hint }] }] }
          case 'site':
            return { path: target.file }
          case 'site-path': {
            const resolved = await build.resolve(`./${path.relative(options.siteDir, target.request)}`, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: options.siteDir,
              pluginData: SKIP,
            })
            return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path }
          }
          case 'ours':
            if (options.target === 'server') return { path: generatorModuleUrl(target.file), external: true }
            return options.infimaInTheme ? { path: target.file } : { path: target.file, namespace: WITH_INFIMA }
        }
      })
      if (options.target === 'browser' && !options.infimaInTheme) {
        build.onLoad({ filter: /.*/, namespace: WITH_INFIMA }, (args) => ({
          contents: withInfima(args.path),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }))
      }
    },
  }
}

/** A module re-exporting one of ours (default export included) after importing the Infima layer. */
export function withInfima(file: string): string {
  const source = JSON.stringify(file)
  const reexports = [`export * from ${source}`]
  if (/^export default /m.test(readFileSync(file, 'utf8'))) reexports.push(`export { default } from ${source}`)
  return [`import ${JSON.stringify(INFIMA_CSS)}`, ...reexports, ''].join('\n')
}
