import { Component, type ReactNode } from 'react'
import type { NavbarItem } from '../../src/shared/schemas/navbar-schema.js'
import { reportNavbarItemError } from './navbar-model.js'

/** Keeps one broken navbar item from taking the whole navbar down: it reports the item config and renders nothing. */
export class NavbarItemErrorBoundary extends Component<{ item: NavbarItem; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    reportNavbarItemError(this.props.item, error)
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
