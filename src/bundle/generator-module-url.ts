import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { GENERATOR_ROOT, MODULE_ROOT } from '../generator-root.js'

/** The generator's own code (theme, runtime, shared): compiled site code imports it, never inlines it. */
const GENERATOR_FOLDERS = ['templates', 'src'].map((f) => path.join(GENERATOR_ROOT, f) + path.sep)

/** Whether an absolute path is a module of the generator's own code. */
export function isGeneratorModule(file: string): boolean {
  return GENERATOR_FOLDERS.some((folder) => file.startsWith(folder))
}

/**
 * The file a `.js` specifier stands for: itself in the precompiled copy, the `.ts`/`.tsx` source otherwise. Named
 * by its real file, the import works under every loader (tsx maps `.js` to the source, but vitest's module runner
 * does not for an `.mjs` importer) and is the same module instance the renderer imported.
 */
function existingModuleFile(file: string): string {
  if (existsSync(file) || !/\.(js|tsx?)$/.test(file)) return file
  const stem = file.replace(/\.(js|tsx?)$/, '')
  for (const extension of ['.js', '.ts', '.tsx']) {
    if (existsSync(stem + extension)) return stem + extension
  }
  return file
}

/**
 * The URL a server-compiled site module imports a generator module (absolute path under the generator root) by: the
 * copy this process runs (the precompiled one, or the sources, whose `.js` specifiers the TypeScript loader maps to
 * `.ts`/`.tsx`), so that a page shares the very module instances (React contexts) the renderer uses.
 */
export function generatorModuleUrl(file: string): string {
  return pathToFileURL(existingModuleFile(path.join(MODULE_ROOT, path.relative(GENERATOR_ROOT, file)))).href
}
