/**
 * The packages a site has installed, as its lockfile pins them: the nearest lockfile in the site's folder or above
 * it (a workspace's). Site code (React pages, components, a live scope) imports them, so a cache entry made with
 * other versions is not used. The generator's own packages are part of its version (generator-version.ts).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb']

/** `<lockfile path>:<hash of its bytes>`, or `none` when the site and the folders above it have none. */
export function sitePackagesHash(siteDir: string): string {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    for (const name of LOCKFILES) {
      const file = path.join(dir, name)
      let bytes: Buffer
      try {
        bytes = readFileSync(file)
      } catch {
        continue
      }
      return `${file}:${createHash('sha256').update(bytes).digest('hex')}`
    }
    if (path.dirname(dir) === dir) return 'none'
  }
}
