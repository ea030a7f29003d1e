import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { AppFrame, RoutePage } from '../../templates/AppFrame.js'
import type { SiteData } from '../shared/types.js'
import type { RouteView } from './router.js'

interface ClientRootProps {
  site: SiteData
  initial: RouteView
  /** called once after hydration with the setter the router renders new routes through */
  onHydrated(setView: Dispatch<SetStateAction<RouteView>>): void
}

/**
 * The hydrated root: the frame the server's App renders (templates/AppFrame.tsx) with the route held in state, so
 * a client-side navigation re-renders it in place (the layout, navbar and their state stay mounted). Page
 * components come from the view: the ones loaded so far, by route kind.
 */
export function ClientRoot({ site, initial, onHydrated }: ClientRootProps) {
  const [view, setView] = useState(initial)
  useEffect(() => {
    onHydrated(setView)
    // once: the router owns navigation from here on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <AppFrame site={site} route={view.route}>
      <RoutePage route={view.route} pages={view.pages} pageComponents={view.pageComponents} />
    </AppFrame>
  )
}
