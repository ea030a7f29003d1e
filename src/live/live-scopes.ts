/**
 * What the live blocks of a site see by name (README "Live code blocks"), decided from the config alone:
 *
 * - this generator's own site format: each docs version runs its react-hotkeys-hook major (live-libraries.ts), a
 *   scope module per major (React, its named exports, the library's named exports: SCOPE_BODY);
 * - a Docusaurus site: one scope for every version, blog post and page, the object its `src/theme/ReactLiveScope`
 *   default-exports (as @docusaurus/theme-live-codeblock), or Docusaurus' default (React and its hooks) when the
 *   site has none. That module is the site's code: its imports (react-hotkeys-hook, the site's components) resolve
 *   from the site folder, React is the generator's (site-code-plugins.ts).
 *
 * A scope is an ES module exporting `scope`: the client bundle makes it an entry that every block's module imports
 * (live-pages.ts), and the build's live realm bundles the very same module to render the previews
 * (live-realm-script.ts).
 */
import path from 'node:path'
import { docusaurusTarget } from '../bundle/docusaurus-modules.js'
import type { ResolvedConfig } from '../config/site-config.js'
import { isDocusaurusConfigFile } from '../config/site-config-file.js'
import { SCOPE_BODY } from '../shared/live/live-code.js'
import { LIVE_LIBRARIES } from './live-libraries.js'

export interface LiveScopeModule {
  /** names the scope in block keys and file names (`rhh5`, `site`): letters, digits and dashes */
  name: string
  /** the module's source: an ES module exporting `scope` (packages resolved from the generator, site files by path) */
  source: string
  /** the site folder, when the module imports the site's code: compiled with the site code plugins */
  siteDir?: string
  /** where the scope comes from, for messages: `the "rhh5" package`, `src/theme/ReactLiveScope/index.ts` */
  origin: string
}

export interface LiveScopes {
  /** each docs version's scope (blog posts and pages run the latest version's) */
  ofVersion: Readonly<Record<string, LiveScopeModule>>
  /** how a docs version gets a scope, for the error about a version without one */
  missingHint: string
}

/** Source of the scope module of one library (runs SCOPE_BODY): React and the library's named exports. */
export function scopeModuleSource(library: string): string {
  return [
    `import React from 'react';`,
    `import * as library from ${JSON.stringify(library)};`,
    `export const scope = (function (React, library) {\n${SCOPE_BODY}\n})(React, library);`,
  ].join('\n')
}

/** The scope of one react-hotkeys-hook major (an npm alias of package.json). */
export function libraryLiveScope(library: string): LiveScopeModule {
  return {
    name: library,
    source: scopeModuleSource(library),
    origin: `the "${library}" package (src/live/live-libraries.ts)`,
  }
}

/** This generator's own site format: each docs version runs its major of the library. */
export const LIBRARY_LIVE_SCOPES: LiveScopes = {
  ofVersion: Object.fromEntries(
    Object.entries(LIVE_LIBRARIES).map(([version, library]) => [version, libraryLiveScope(library)]),
  ),
  missingHint: `Live blocks run the library of their docs version; known versions: ${Object.keys(LIVE_LIBRARIES).join(', ')} (src/live/live-libraries.ts). Remove \`live\` or add the version there.`,
}

/**
 * Source of a Docusaurus site's scope module: the object `file` default-exports, with `React` (which react-live
 * always provides, and compiled JSX uses) unless the object has its own. Not an object: an error naming the file.
 */
export function siteScopeModuleSource(file: string, origin: string): string {
  const message = `${origin} must default-export an object: the names live code blocks use (React, hooks, components)`
  return [
    `import React from 'react';`,
    `import siteScope from ${JSON.stringify(file)};`,
    `if (siteScope === null || typeof siteScope !== 'object') throw new Error(${JSON.stringify(message)});`,
    'export const scope = Object.freeze({ React, ...siteScope });',
  ].join('\n')
}

/** A Docusaurus site's scope: its `src/theme/ReactLiveScope`, else ours (templates/docusaurus/theme/ReactLiveScope.ts). */
export function siteLiveScope(siteDir: string): LiveScopeModule {
  const target = docusaurusTarget('@theme/ReactLiveScope', siteDir, '')
  if (target?.kind === 'site') {
    const origin = path.relative(siteDir, target.file).split(path.sep).join('/')
    return { name: 'site', source: siteScopeModuleSource(target.file, origin), siteDir, origin }
  }
  if (target?.kind !== 'ours') throw new Error('hotkeys-docs has no @theme/ReactLiveScope (templates/docusaurus/theme)')
  const origin = "Docusaurus' default live scope (React and its hooks)"
  return { name: 'site', source: siteScopeModuleSource(target.file, origin), siteDir, origin }
}

/** The live scopes of a site: one per docs version from the config (Docusaurus: the same for all). */
export function liveScopesOf(
  config: Pick<ResolvedConfig, 'configFile' | 'siteDir'> & { docs: Pick<ResolvedConfig['docs'], 'versions'> },
): LiveScopes {
  if (!isDocusaurusConfigFile(config.configFile)) return LIBRARY_LIVE_SCOPES
  const scope = siteLiveScope(config.siteDir)
  return {
    ofVersion: Object.fromEntries(config.docs.versions.map((version) => [version, scope])),
    missingHint: 'Every docs version of a Docusaurus site runs src/theme/ReactLiveScope.',
  }
}

/** The scope of a docs version's live blocks, if it has one. */
export function liveScopeOf(scopes: LiveScopes, version: string): LiveScopeModule | undefined {
  return Object.hasOwn(scopes.ofVersion, version) ? scopes.ofVersion[version] : undefined
}

/** The scopes the live blocks of these docs versions run, one each (blog posts and pages run the latest's). */
export function liveScopesUsed(scopes: LiveScopes, versions: string[]): LiveScopeModule[] {
  const byName = new Map<string, LiveScopeModule>()
  for (const version of versions) {
    const scope = liveScopeOf(scopes, version)
    if (scope && !byName.has(scope.name)) byName.set(scope.name, scope)
  }
  return [...byName.values()]
}
