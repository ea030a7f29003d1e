import { Component, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { AppFrame, PageError, RoutePage } from '../../templates/index.js'
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration: the router owns navigation from here on
  useEffect(() => {
    onHydrated(setView)
  }, [])
  return (
    <RootErrorBoundary resetKey={view.route.path}>
      <AppFrame site={site} route={view.route}>
        <RoutePage route={view.route} pages={view.pages} pageComponents={view.pageComponents} />
      </AppFrame>
    </RootErrorBoundary>
  )
}

type RootErrorState = { failed: false } | { failed: true; error: unknown }

/**
 * The last resort when the layout itself throws (a page that throws is caught inside the layout, PageErrorBoundary):
 * the "Page Error" view, titled so, with the error message chain and "Try again". A navigation clears it.
 */
class RootErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, RootErrorState> {
  override state: RootErrorState = { failed: false }

  static getDerivedStateFromError(error: unknown): RootErrorState {
    return { failed: true, error }
  }

  override componentDidCatch(): void {
    // on the first hydration as after a navigation; a microtask, so after the router's head update for the route
    // that crashed, which runs right after this commit
    queueMicrotask(() => (document.title = 'Page Error'))
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main id="__main" className="main-wrapper" tabIndex={-1}>
        <PageError error={this.state.error} tryAgain={() => this.setState({ failed: false })} />
      </main>
    )
  }
}
