/**
 * `hotkeys-docs search-records --push`: replaces the hosted index's records with the site's, using the
 * algoliasearch client's `replaceAllObjects` (batches into a temporary index that keeps the index's settings,
 * rules and synonyms, then moved over the index), with an admin key that only ever comes from the environment.
 * Replacing rather than upserting matters: objectIDs come from page URL + position, so records of a removed
 * page or section would otherwise stay in the index (and in readers' results) forever.
 *
 * The algoliasearch v5 client's own down-host cache does not work (a failed host is stored under a key the
 * transporter never reads), so the client gets a hosts cache adapter over our working one: a failed host is
 * skipped for 120 s.
 */
import { algoliasearch } from 'algoliasearch'
import { SEARCH_TIMEOUTS } from '../shared/constants.js'
import { createHostsCache, type HostsCache } from '../shared/search/algolia-hosts-cache.js'
import type { SearchRecord } from '../shared/search/search-types.js'

type AlgoliaClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>
type AlgoliaCache = NonNullable<AlgoliaClientOptions['hostsCache']>
export type AlgoliaHost = NonNullable<AlgoliaClientOptions['hosts']>[number]

export const ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_KEY'

export interface PushOptions {
  appId: string
  /** an admin (write) key, from `ALGOLIA_ADMIN_KEY` */
  apiKey: string
  indexName: string
  /** instead of Algolia's hosts (tests) */
  hosts?: AlgoliaHost[]
  hostsCache?: HostsCache
  batchSize?: number
}

export interface PushResult {
  records: number
  batches: number
  taskIDs: number[]
}

function hostKey(host: { url: string; port?: number; protocol?: string }): string {
  return `${host.protocol ?? 'https'}://${host.url}${host.port ? `:${host.port}` : ''}`
}

/** algoliasearch's `hostsCache` interface over a HostsCache that works. */
export function algoliaHostsCache(cache: HostsCache): AlgoliaCache {
  return {
    get: <T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>) => {
      if (typeof key === 'object' && typeof key.url === 'string' && cache.isDown(hostKey(key as { url: string }))) {
        const down = { ...key, status: 'down', lastUpdate: Date.now(), isUp: () => false, isTimedOut: () => false }
        return Promise.resolve(down as unknown as T)
      }
      return defaultValue()
    },
    set: <T>(key: Record<string, unknown> | string, value: T) => {
      if (typeof key === 'object' && typeof key.url === 'string') {
        const status = (value as { status?: string }).status
        if (status === 'up') cache.markUp(hostKey(key as { url: string }))
        else cache.markDown(hostKey(key as { url: string }))
      }
      return Promise.resolve(value)
    },
    delete: () => Promise.resolve(),
    clear: () => Promise.resolve(),
  }
}

/** The algoliasearch client a push uses: the spec's timeouts, a hosts cache that works. */
export function createPushClient(options: Pick<PushOptions, 'appId' | 'apiKey' | 'hosts' | 'hostsCache'>) {
  return algoliasearch(options.appId, options.apiKey, {
    timeouts: { ...SEARCH_TIMEOUTS },
    hostsCache: algoliaHostsCache(options.hostsCache ?? createHostsCache()),
    ...(options.hosts ? { hosts: options.hosts } : {}),
  })
}

export async function pushSearchRecords(records: SearchRecord[], options: PushOptions): Promise<PushResult> {
  if (!options.appId) throw new Error('Pushing search records needs themeConfig.algolia.appId.')
  if (!options.apiKey)
    throw new Error(`Pushing search records needs an admin API key in the ${ADMIN_KEY_ENV} environment variable.`)
  if (!options.indexName) throw new Error('Pushing search records needs themeConfig.algolia.indexName.')
  // replacing with nothing would empty the hosted index
  if (records.length === 0) throw new Error('There are no search records to push: the hosted index was left as it is.')
  const client = createPushClient(options)
  const { batchResponses } = await client.replaceAllObjects({
    indexName: options.indexName,
    objects: records as unknown as Array<Record<string, unknown>>,
    batchSize: options.batchSize ?? 1000,
  })
  return { records: records.length, batches: batchResponses.length, taskIDs: batchResponses.map((r) => r.taskID) }
}
