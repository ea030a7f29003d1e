/**
 * Which Algolia hosts failed and when (spec §7: a failed host is skipped for 120 s). The browser's hosted search
 * client (src/client/search/hosted-search-client.ts) and the build's `search-records --push` (through the
 * algoliasearch client's `hostsCache` option, src/search/push-search-records.ts) both use it. No Node or DOM API:
 * where the state is kept is given (the browser's session storage; memory in Node).
 */
import { SEARCH_HOST_DOWN_MS } from '../constants.js'

/** Remembers which hosts failed and when. */
export interface HostsCache {
  isDown(host: string): boolean
  markDown(host: string): void
  markUp(host: string): void
}

/** Where a hosts cache can keep its state (the client's `sessionStore` in the browser). */
export interface HostsCacheStorage {
  get(key: string): string | null
  set(key: string, value: string): void
}

/** A hosts cache that holds a failed host down for `downForMs` by the given clock. */
export function createHostsCache(
  options: { now?: () => number; downForMs?: number; storage?: HostsCacheStorage | null; storageKey?: string } = {},
): HostsCache {
  const now = options.now ?? (() => Date.now())
  const downForMs = options.downForMs ?? SEARCH_HOST_DOWN_MS
  const key = options.storageKey ?? 'hd-search-hosts-down'
  let downSince: Record<string, number> = {}
  let storage = options.storage ?? null
  const read = () => {
    if (!storage) return
    const stored = storage.get(key)
    if (stored === null) return // nothing stored yet, or storage refused: the in-memory state is the state
    try {
      const parsed: unknown = JSON.parse(stored)
      if (parsed && typeof parsed === 'object') downSince = parsed as Record<string, number>
    } catch {
      storage = null // unreadable: from now on the in-memory state is the state
    }
  }
  const write = () => storage?.set(key, JSON.stringify(downSince))
  return {
    isDown(host) {
      read()
      const since = downSince[host]
      return since !== undefined && now() - since < downForMs
    },
    markDown(host) {
      read()
      downSince[host] = now()
      write()
    },
    markUp(host) {
      read()
      if (host in downSince) {
        delete downSince[host]
        write()
      }
    },
  }
}
