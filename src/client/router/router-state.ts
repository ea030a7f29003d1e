import type { ComponentType } from 'react'
import type { SiteData } from '../../shared/types.js'
import type { ProgressBar } from '../progress-bar.js'
import type { RouteDataLoader } from '../route-data-loader.js'
import type { RouteView } from '../router.js'
import type { ScrollMemory } from '../scroll-memory.js'

/** What the router's parts share: the router's options and tools, and what it shows now (router.ts makes it). */
export interface RouterState {
  site: SiteData
  loader: RouteDataLoader
  loadPageComponent(key: string): Promise<ComponentType>
  /** commits a view to the React root synchronously */
  render(view: RouteView): void
  progress: ProgressBar
  memory: ScrollMemory
  /** the view rendered now */
  view: RouteView
  /** the URL the rendered view belongs to */
  shown: URL
  /** counts navigations: one that finishes after a later one started is dropped */
  latestNavigation: number
  /** set while our own fragment jump runs, so its popstate is not taken for a back/forward */
  ownFragmentJump: boolean
}
