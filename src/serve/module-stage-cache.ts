/**
 * The stages whose inputs are modules Node imports: loading the config and the React pages. Inside one build
 * worker those files cannot change — a change to any of them replaces the worker (see classify-change.ts) — so
 * the first good result is kept for the worker's life: no re-bundling per rebuild, and no new module instance
 * per rebuild either (Node never frees an imported module). A failure is not kept.
 */
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

export function moduleStageCaches(
  stages: Pick<BuildStages, 'loadConfig' | 'loadComponentPages'>,
): Pick<BuildStages, 'loadConfig' | 'loadComponentPages'> {
  return {
    loadConfig: keepFirstResult(stages.loadConfig, (file, overrides) => JSON.stringify([file, overrides ?? {}])),
    loadComponentPages: keepFirstResult(stages.loadComponentPages, (pages, siteDir, routes) =>
      JSON.stringify([siteDir, pages, routes ?? {}]),
    ),
  }
}
