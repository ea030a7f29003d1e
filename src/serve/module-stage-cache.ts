/**
 * The stages whose inputs are modules Node imports: loading the config and the React pages. Inside one build
 * worker the config and the React pages cannot change — a change to any of them replaces the worker (see
 * classify-change.ts) — so the first good result is kept for the worker's life: no re-bundling per rebuild, and no
 * new module instance per rebuild either (Node never frees an imported module). A failure is not kept.
 * The pages' result is dropped when a file it was compiled from changes that the warm worker rebuilds for: an `.mdx`
 * content module (content) or a site component it imports (site code); the compile then imports again only the
 * modules whose code changed (load-component-pages.ts).
 */
import path from 'node:path'
import type { BuildStages } from '../build.js'

export function keepFirstResult<Args extends unknown[], Result>(
  load: (...args: Args) => Promise<Result>,
  keyOf: (...args: Args) => string,
): (...args: Args) => Promise<Result> {
  const results = new Map<string, Promise<Result>>()
  return (...args) => {
    const key = keyOf(...args)
    let result = results.get(key)
    if (!result) {
      result = load(...args)
      results.set(key, result)
      result.catch(() => results.delete(key))
    }
    return result
  }
}

export interface ModuleStageCaches extends Pick<BuildStages, 'loadConfig' | 'loadComponentPages'> {
  /**
   * Files changed since the last build (absolute): drops the pages' result when one of them is a page or a site file
   * the pages were compiled from. True when it did: the client bundle, made from the same files, is stale too.
   */
  filesChanged(files: readonly string[]): boolean
}

export function moduleStageCaches(stages: Pick<BuildStages, 'loadConfig' | 'loadComponentPages'>): ModuleStageCaches {
  /** by the arguments' key: the result, and the files it was compiled from once it is known */
  const pages = new Map<string, { result: ReturnType<BuildStages['loadComponentPages']>; read?: Set<string> }>()
  const loadComponentPages: BuildStages['loadComponentPages'] = (files, siteDir, routes, options = {}) => {
    const key = JSON.stringify([
      siteDir,
      files,
      routes ?? {},
      options.prismLanguages ?? [],
      options.markup ?? '',
      options.reading ?? {},
    ])
    const kept = pages.get(key)
    if (kept) return kept.result
    const entry: { result: ReturnType<BuildStages['loadComponentPages']>; read?: Set<string> } = {
      result: stages.loadComponentPages(files, siteDir, routes, options),
    }
    pages.set(key, entry)
    entry.result.then(
      () => {
        entry.read = new Set([...files.map((page) => path.resolve(page.file)), ...(options.cache?.siteImports ?? [])])
      },
      () => pages.delete(key),
    )
    return entry.result
  }
  return {
    loadConfig: keepFirstResult(stages.loadConfig, (file, overrides) => JSON.stringify([file, overrides ?? {}])),
    loadComponentPages,
    filesChanged(files) {
      let dropped = false
      for (const [key, entry] of pages)
        if (files.some((file) => entry.read?.has(file) ?? true)) {
          pages.delete(key)
          dropped = true
        }
      return dropped
    },
  }
}
