/**
 * The chunks the client entry imports statically, all of them (transitively): every page lists them as
 * `modulepreload` so the browser fetches them alongside the entry instead of discovering them one level at a
 * time after it (one network round trip per level on a slow connection).
 */
import type { ClientBundle } from '../bundle/bundle-client.js'
import { getOrCreate } from '../get-or-create.js'

/** A bundle's shell preloads (asked for every page; watch mode keeps a bundle while no browser code changes). */
export type ShellPreloadsCache = WeakMap<ClientBundle, string[]>

export function createShellPreloadsCache(): ShellPreloadsCache {
  return new WeakMap()
}

export function shellPreloads(bundle: ClientBundle, cache: ShellPreloadsCache): string[] {
  return getOrCreate(cache, bundle, () => {
    const seen = new Set<string>()
    const visit = (url: string) => {
      for (const chunk of bundle.staticImports[url] ?? []) {
        if (seen.has(chunk)) continue
        seen.add(chunk)
        visit(chunk)
      }
    }
    visit(bundle.entry)
    seen.delete(bundle.entry)
    return [...seen]
  })
}
