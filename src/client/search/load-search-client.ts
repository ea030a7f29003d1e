/**
 * Picks the backend the site was built for and loads only its code: the embedded client (with MiniSearch)
 * or the hosted one, each in its own chunk.
 */
import type { SiteData } from '../../shared/types.js'
import { sessionStore } from '../storage.js'
import type { SearchClient } from '../../shared/search/search-types.js'

/** Per page load: one search client (its index, its hosts cache) for the modal and the search page alike. */
let cached: { key: string; client: Promise<SearchClient> } | undefined

export function loadSearchClient(search: SiteData['search']): Promise<SearchClient> {
  const key = JSON.stringify(search)
  if (cached?.key === key) return cached.client
  const client =
    search.backend === 'local'
      ? import('./local-search-client.js').then((m) => m.createLocalSearchClient({ parts: search.indexParts }))
      : import('./hosted-search-client.js').then((m) =>
          m.createHostedSearchClient({
            appId: search.appId,
            apiKey: search.apiKey,
            indexName: search.indexName,
            ...(search.searchParameters ? { searchParameters: search.searchParameters } : {}),
            // the down-host state survives page loads within the tab (as the algoliasearch browser cache does)
            hostsCache: m.createHostsCache({ storage: sessionStore }),
          }),
        )
  cached = { key, client }
  client.catch(() => {
    if (cached?.client === client) cached = undefined
  })
  return client
}
