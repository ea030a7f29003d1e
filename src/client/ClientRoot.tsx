import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { App } from '../../templates/App.js'
import type { SiteData } from '../shared/types.js'
import type { RouteView } from './router.js'

interface ClientRootProps {
  site: SiteData
  initial: RouteView
  /** called once after hydration with the setter the router renders new routes through */
  onHydrated(setView: Dispatch<SetStateAction<RouteView>>): void
}

/**
 * The hydrated root: the same App the server rendered, with the route held in state so a client-side navigation
 * re-renders it in place (the layout, navbar and their state stay mounted).
 */
export function ClientRoot({ site, initial, onHydrated }: ClientRootProps) {
  const [view, setView] = useState(initial)
  useEffect(() => {
    onHydrated(setView)
    // once: the router owns navigation from here on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <App site={site} route={view.route} pages={view.pages} />
}
