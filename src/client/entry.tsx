/**
 * Browser entry: reads the page's data from the document, then hydrates the server-rendered markup with the same
 * App the server used and starts the client runtime (start-client.tsx).
 */
import { pages } from 'hd:pages'
import { installSearchShortcuts } from './search/install-search-shortcuts.js'
import { readPageData, startClient } from './start-client.js'

const { site, route } = readPageData()
installSearchShortcuts(site)
void startClient({ site, route, pageLoaders: pages })
