/**
 * Browser entry: reads the page's data from the document and hydrates the server-rendered markup with the same
 * App the server used.
 */
import { hydrateRoot } from 'react-dom/client'
import type { ComponentType } from 'react'
import { App } from '../../templates/App.js'
import type { RouteData, SiteData } from '../shared/types.js'
import { pages } from 'hd:pages'
import { installSearchShortcuts } from './search/install-search-shortcuts.js'

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent!) as T
}

async function start(): Promise<void> {
  const { route } = readJson<{ route: RouteData }>('__HD_DATA__')
  const site = readJson<SiteData>('__HD_SITE__')
  installSearchShortcuts(site)
  const components: Record<string, ComponentType> = {}
  if (route.kind === 'componentPage' && pages[route.component]) {
    components[route.component] = (await pages[route.component]()).default
  }
  hydrateRoot(document.getElementById('__hd')!, <App site={site} route={route} pages={components} />)
}

void start()
