/**
 * What a cache entry made by this generator is valid for: the generator's own code and locked packages. The
 * precompiled CLI runs from dist/<hash>/, whose hash is taken from every source file, the lockfile, the build
 * script, tsconfig.json and esbuild's version (bin/build-dist.js): that hash is the version. From the sources
 * (tests, HOTKEYS_DOCS_FROM_SOURCE=1) the same hash is worked out by the build script's own function, reached by URL
 * at run time like the watch worker does (the stages do not import bin/).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { GENERATOR_ROOT, MODULE_ROOT, PRECOMPILED } from '../generator-root.js'

const DIST_BUILDER = pathToFileURL(path.join(GENERATOR_ROOT, 'bin/build-dist.js'))

export async function generatorVersion(): Promise<string> {
  if (PRECOMPILED) return path.basename(MODULE_ROOT)
  const { distHash } = (await import(DIST_BUILDER.href)) as { distHash(root: string): string }
  return distHash(GENERATOR_ROOT)
}
