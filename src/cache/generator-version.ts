/**
 * What a cache entry made by this generator is valid for: the generator's own code, the files it reads as they are
 * (its stylesheets, the worker entries, tsconfig files) and its locked packages. The precompiled CLI runs from
 * dist/<hash>/, whose hash is taken from every source module, the lockfile, the build script, tsconfig.json and
 * esbuild's version (bin/build-dist.js). From the sources (tests, HOTKEYS_DOCS_FROM_SOURCE=1) the same hash is worked
 * out by the build script's own function, reached by URL at run time like the watch worker does (the stages do not
 * import bin/). The files under src/ and templates/ that are not modules (the theme's CSS above all) are not in that
 * hash: their own hash is added, so that a warm build after an edit of templates/css/ does not keep the old
 * stylesheet.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { GENERATOR_ROOT, MODULE_ROOT, PRECOMPILED } from '../generator-root.js'

const DIST_BUILDER = pathToFileURL(path.join(GENERATOR_ROOT, 'bin/build-dist.js'))
/** the generator's folders whose files are read at build time */
const GENERATOR_DIRS = ['src', 'templates']
const MODULE_SOURCE = /\.tsx?$/

export async function generatorVersion(): Promise<string> {
  const code = PRECOMPILED
    ? path.basename(MODULE_ROOT)
    : ((await import(DIST_BUILDER.href)) as { distHash(root: string): string }).distHash(GENERATOR_ROOT)
  return `${code}-${generatorFilesHash(GENERATOR_ROOT)}`
}

/** A hash of the files under src/ and templates/ that are not TypeScript modules (those are in the code's hash). */
export function generatorFilesHash(root: string): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && !MODULE_SOURCE.test(entry.name))
        hash
          .update(`${path.relative(root, full)}\0`)
          .update(readFileSync(full))
          .update('\0')
    }
  }
  for (const dir of GENERATOR_DIRS) walk(path.join(root, dir))
  return hash.digest('hex').slice(0, 16)
}
