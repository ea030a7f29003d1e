import { Component, type ReactNode } from 'react'
import { CrashPage } from './CrashPage.js'

interface PageErrorBoundaryProps {
  children: ReactNode
  /** the route path: a navigation to another route clears a crash */
  resetKey: string
}

type State = { failed: false } | { failed: true; error: unknown }

/**
 * Around the page inside the layout: a page that throws while rendering in the browser is replaced by the crash
 * page ("This page crashed.", the error message chain, "Try again" renders it again); navbar and footer stay.
 * (React itself logs the caught error to the console.)
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false })
  }

  override render() {
    if (this.state.failed)
      return <CrashPage error={this.state.error} tryAgain={() => this.setState({ failed: false })} />
    return this.props.children
  }
}
