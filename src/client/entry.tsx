/**
 * Browser entry: reads the page's data from the document, then hydrates the server-rendered markup with the same
 * App the server used and starts the client runtime (start-client.tsx).
 */
import { installSearchShortcuts, pages, readPageData, startClient } from './shell.js'

const { site, route } = readPageData()
installSearchShortcuts(site)
void startClient({ site, route, pageLoaders: pages })
