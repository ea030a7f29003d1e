/**
 * Where the generator keeps a site's files that are nobody's business but its own: the caches a watch session
 * leaves for the next (serve/markdown-store.ts, serve/client-bundle-store.ts) and a build's temporary work
 * (temp-folders.ts). It is `node_modules/.cache/hotkeys-docs` in the nearest node_modules folder of the site (its
 * own, or a workspace's above it), where build tools keep such files, out of sight and ignored by git with
 * node_modules; the generator's own node_modules when none is found.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { GENERATOR_ROOT } from './generator-root.js'

export function siteCacheDir(siteDir: string): string {
  return path.join(
    nearestNodeModules(path.resolve(siteDir)) ?? path.join(GENERATOR_ROOT, 'node_modules'),
    '.cache',
    'hotkeys-docs',
  )
}

function nearestNodeModules(dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules')
    if (existsSync(candidate)) return candidate
    if (path.dirname(at) === at) return undefined
  }
}
